/**
 * Whether a failed statement ended with this SQLSTATE, as both drivers report it: on the error itself or on its cause
 * (drizzle wraps the driver's error).
 */
export const hasSqlState = (error: unknown, state: string): boolean => {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === state || codeOf((error as { cause?: unknown } | null)?.cause) === state;
};

/** Whether a failed write broke a unique index (PostgreSQL's 23505). */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, '23505');

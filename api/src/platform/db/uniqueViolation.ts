/**
 * Whether a failed write broke a unique index (PostgreSQL's 23505), as both drivers report it: on the error itself or
 * on its cause (drizzle wraps the driver's error).
 */
export const isUniqueViolation = (error: unknown): boolean => {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === '23505' || codeOf((error as { cause?: unknown } | null)?.cause) === '23505';
};

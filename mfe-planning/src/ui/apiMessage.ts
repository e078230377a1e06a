import { ApiError } from '@qube/shared';

/** What the API said about a failed call, for the line after our own sentence ('We could not …. <this>'). */
export function apiMessage(error: unknown): string {
  if (error instanceof ApiError) return error.fallbackMessage ?? error.message;
  return 'Please try again.';
}

/** Our sentence followed by the API's reason, as one line. */
export const withApiMessage = (lead: string, error: unknown): string => `${lead} ${apiMessage(error)}`;

import { ApiError } from '@qube/shared';

/** The message of a failed request: the server's fallback_message when it sent one, else the caller's own text. */
export function failureMessage(caught: unknown, fallback: string): string {
  return (caught instanceof ApiError ? caught.fallbackMessage : null) || fallback;
}

import { Alert, Button, Skeleton } from 'antd';
import type { ApiError } from '@qube/shared';

/** What a dialog step waits for, on its way ('Loading your linked banks'). */
export function Loading({ label }: { label: string }) {
  return <Skeleton active aria-label={label} />;
}

/** What a dialog step waits for, failed: the title, the API's sentence (or 'Please try again.') and Retry. */
export function LoadError({ title, error, onRetry }: { title: string; error: ApiError; onRetry: () => void }) {
  return <Alert type="error" showIcon title={title} description={error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={onRetry}>Retry</Button>} />;
}

/** A dialog's qube list on its way (the source or destination step). */
export function QubesLoading() {
  return <Loading label="Loading your qubes" />;
}

/** A dialog's qube list that failed. */
export function QubesLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return <LoadError title="We could not load your qubes." error={error} onRetry={onRetry} />;
}

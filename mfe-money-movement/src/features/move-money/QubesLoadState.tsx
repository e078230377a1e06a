import { Alert, Button, Skeleton } from 'antd';
import type { ApiError } from '@qube/shared';

/** A dialog's qube list on its way (the source or destination step). */
export function QubesLoading() {
  return <Skeleton active aria-label="Loading your qubes" />;
}

/** A dialog's qube list that failed: the API's sentence (or 'Please try again.') and Retry. */
export function QubesLoadError({ error, onRetry }: { error: ApiError; onRetry: () => void }) {
  return <Alert type="error" showIcon title="We could not load your qubes." description={error.fallbackMessage ?? 'Please try again.'} action={<Button onClick={onRetry}>Retry</Button>} />;
}

import { Alert, Button } from 'antd';

/** A failed load, with the API's sentence when it gave one and a way to try again. */
export function LoadFailure({ title, message, onRetry }: { title: string; message?: string | null; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={message ?? undefined}
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}

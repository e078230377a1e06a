import { Alert, Button } from 'antd';
import { bus } from '@qube/shared';

/** The limited user's banner (SH-51; its text is ours: the spec does not show it). */
export function LimitedBanner() {
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="You are in the Playground"
      description="Plan with qubes as much as you like. To move real money, finish opening your account and get your Qube debit card."
      action={
        <Button size="small" type="primary" onClick={() => bus.emit('command:open-get-debit-card', {})}>
          Get Debit Card
        </Button>
      }
    />
  );
}

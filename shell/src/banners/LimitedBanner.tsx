import { bus } from '@qube/shared';

/** The limited user's banner (SH-51; its text is ours: the spec does not show it). */
export function LimitedBanner() {
  return (
    <section className="qube-alert qube-alert-info" aria-label="Playground" style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <div style={{ flex: 1 }}>
        <strong>You are in the Playground</strong>
        <p style={{ margin: '4px 0 0' }}>Plan with qubes as much as you like. To move real money, finish opening your account and get your Qube debit card.</p>
      </div>
      <button type="button" className="qube-button qube-button-primary" onClick={() => bus.emit('command:open-get-debit-card', {})}>
        Get Debit Card
      </button>
    </section>
  );
}

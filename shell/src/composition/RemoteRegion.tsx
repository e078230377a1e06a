import { useStore } from 'zustand';
import { RemoteErrorFallback, type RemoteName } from '@qube/shared';
import { AREA_LABELS, remoteStatusStore, type RemoteFailure } from './remoteStatus';

const DETAIL: Record<RemoteFailure, string> = {
  'not-deployed': 'This part of Qube is not deployed right now. The rest of the site still works.',
  'load-failed': 'We could not reach this part of Qube. Check your connection and try again.',
  timeout: 'This part of Qube is taking too long to answer. The rest of the site still works.',
  crashed: 'Something went wrong in this part of Qube. The rest of the site still works.',
  'version-skew': 'This part of Qube was built for another version of the site. The rest of the site still works.',
};

/**
 * What the shell shows in a remote's region while it loads or after it failed; the remote's own
 * content mounts next to it, in the element single-spa was given.
 */
export function RemoteRegion({ name, onRetry }: { name: RemoteName; onRetry: (name: RemoteName) => void }) {
  const status = useStore(remoteStatusStore, (s) => s.status[name] ?? 'idle');
  const failure = useStore(remoteStatusStore, (s) => s.failure[name]);
  if (status === 'error') {
    return <RemoteErrorFallback areaLabel={AREA_LABELS[name]} detail={failure ? DETAIL[failure] : undefined} onRetry={() => onRetry(name)} />;
  }
  if (status === 'loading' || status === 'idle') {
    return (
      // Laid over the remote's region rather than above it, so the area mounting moves nothing (no layout shift).
      <div role="status" aria-live="polite" style={{ position: 'absolute', left: 0, right: 0, padding: 48, textAlign: 'center' }}>
        <div className="qube-spinner" aria-hidden="true" />
        <p style={{ color: '#595959' }}>Loading {AREA_LABELS[name]}…</p>
      </div>
    );
  }
  return null;
}

import { PlainButton, TITLE_STYLE } from '@qube/shared/ui/plain';
import { useLocation } from 'react-router-dom';
import { stepColour } from '../components/stepColour';
import { PROVE_FINISH_PATH } from './ProcessingPage';

/** Only our own finish page may be returned to (the API fixes it too). */
const safeTarget = (raw: string | null): string => {
  try {
    const url = new URL(raw ?? '', window.location.origin);
    return url.origin === window.location.origin && url.pathname === PROVE_FINISH_PATH ? url.pathname : PROVE_FINISH_PATH;
  } catch {
    return PROVE_FINISH_PATH;
  }
};

/**
 * /register/prove/sandbox: our stand-in for the identity provider's hosted page (API-56). A real provider shows its own
 * page on its own site; this one says what it is and sends the browser back with the check's one-time token (`vfp`).
 * The verdict comes from the API's sandbox provider (test identities in api/README.md).
 */
export function ProveSandboxPage() {
  const params = new URLSearchParams(useLocation().search);
  const vfp = params.get('vfp') ?? '';
  const target = safeTarget(params.get('final_target_url'));
  return (
    // A <div>: the shell's page is already the main landmark.
    <div style={{ maxWidth: 520, margin: '48px auto', padding: 24, background: '#fff', borderRadius: 16, border: '2px dashed #8a6d00' }}>
      <p style={{ color: '#8a6d00', fontWeight: 600, margin: 0 }}>Sandbox identity provider</p>
      <h1 style={{ ...TITLE_STYLE, fontSize: 24, marginTop: 8 }}>Confirm it's you</h1>
      <p style={{ margin: '0 0 1em' }}>A real identity provider would confirm your phone and identity here. This sandbox decides from the test SSN you entered.</p>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <PlainButton variant="primary" color={stepColour()} onClick={() => window.location.assign(`${target}?${new URLSearchParams({ vfp }).toString()}`)} disabled={!vfp}>
          Confirm
        </PlainButton>
        <PlainButton color={stepColour()} onClick={() => window.location.assign('/register/begin?prove=false')}>
          Cancel
        </PlainButton>
      </div>
    </div>
  );
}

import { createElement, useEffect, useRef, useState } from 'react';
import type { SignInChallenge } from '@qube/contract/auth';

/** Shown until the widget's code has loaded (a slow network), and if it cannot load. */
export const CHALLENGE_LOADING = 'Loading the security check…';
export const CHALLENGE_UNAVAILABLE = 'The security check could not load. Please reload the page.';
/** Said when Sign In is pressed while the security check the API asked for is still unsolved. */
export const CHALLENGE_FIRST = 'Please complete the security check first.';

type WidgetElement = HTMLElement & { configure?: (config: Record<string, unknown>) => Promise<void> };
type StateChange = CustomEvent<{ state?: string; payload?: string | null }>;

/**
 * @public The security check of a sign-in form (issue 22 §6): the ALTCHA widget (an accessible checkbox that solves the
 * API's proof-of-work in the browser), its code fetched only now. `onSolved` gets the payload to send with the next
 * attempt once verified, and null while it is not.
 */
export function ChallengeField({ challenge, onSolved }: { challenge: SignInChallenge; onSolved: (payload: string | null) => void }) {
  const ref = useRef<WidgetElement | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The latest callback, for the widget's listener (added once) to call.
  const onSolvedRef = useRef(onSolved);
  useEffect(() => {
    onSolvedRef.current = onSolved;
  });

  useEffect(() => {
    let isCurrent = true;
    onSolvedRef.current(null);
    import('./altchaWidget').then(
      ({ registerAltchaWorkers }) => {
        if (!isCurrent) return;
        registerAltchaWorkers();
        setStatus('ready');
        // Solving starts at once: a person reads the form meanwhile, and the widget says when it is done.
        void ref.current?.configure?.({ challenge, auto: 'onload', hideFooter: true });
      },
      () => isCurrent && setStatus('failed'),
    );
    return () => {
      isCurrent = false;
    };
  }, [challenge]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    const onChange = (event: Event) => {
      const { state, payload } = (event as StateChange).detail ?? {};
      onSolvedRef.current(state === 'verified' && payload ? payload : null);
    };
    widget.addEventListener('statechange', onChange);
    return () => widget.removeEventListener('statechange', onChange);
  }, []);

  return (
    <div className="qube-field" role="group" aria-label="Security check">
      {status === 'loading' && <p>{CHALLENGE_LOADING}</p>}
      {status === 'failed' && <p role="alert">{CHALLENGE_UNAVAILABLE}</p>}
      {createElement('altcha-widget', { ref, name: 'altcha' })}
    </div>
  );
}

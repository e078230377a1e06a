import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PLAYGROUND_PATH } from './guestRules';
import { startGuest } from './startGuest';
import { LINK_BUTTON_STYLE } from './linkButtonStyle';

/**
 * ON-34's entry on the sign-in page: 'Try it first' opens the Financial Playground as a guest. The guest is created on
 * this click (or when a logged-out visitor opens /financial-playground), never on a plain visit of the sign-in page.
 */
export function TryItFirst({ discountCode = null }: { discountCode?: string | null }) {
  const navigate = useNavigate();
  const [isStarting, setIsStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const start = async () => {
    setIsStarting(true);
    setError(null);
    const problem = await startGuest(discountCode);
    setIsStarting(false);
    if (problem) setError(problem);
    else navigate(PLAYGROUND_PATH, { replace: true });
  };
  return (
    <p className="qube-signin-register">
      Not ready yet?{' '}
      <button type="button" style={LINK_BUTTON_STYLE} onClick={() => void start()} disabled={isStarting} aria-busy={isStarting}>
        Try it first
      </button>
      {error && (
        <span role="alert" style={{ display: 'block', color: '#c0392b' }}>
          {error}
        </span>
      )}
    </p>
  );
}

import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import {
  afterSignInPath,
  CHALLENGE_FIRST,
  ChallengeField,
  COMPANY,
  firstError,
  sessionStore,
  signInChallenge,
  validateEmail,
  validateRequired,
  type CompanyId,
} from '@qube/shared';
import { loginLinkNotice } from '../session/loginLink';
import { signIn } from '../session/signIn';
import { TryItFirst } from '../guests/TryItFirst';

type Errors = { email?: string | null; password?: string | null };

/**
 * Sign-in at / (SH-36): email, password and 'Trust this device'. Plain elements styled by the page's
 * own CSS: the sign-in page carries no UI library, so it stays light (bench budget).
 */
export function SignInPage({ companyId, brandName }: { companyId: CompanyId; brandName: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [isPasswordShown, setIsPasswordShown] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isExpired = params.get('expired') === 'true';
  // A sign-in link that did not work (SH-19) says so until the next attempt.
  const linkNotice = useStore(loginLinkNotice, (s) => s.message);
  // After repeated failures the API asks for a proof-of-work check: shown here, its solution sent with the next attempt.
  const challenge = useStore(signInChallenge, (s) => s.challenge);
  const [solution, setSolution] = useState<string | null>(null);
  const alert = error ?? linkNotice;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const nextErrors: Errors = {
      email: firstError(validateRequired, validateEmail)(email),
      password: validateRequired(password),
    };
    setErrors(nextErrors);
    if (nextErrors.email || nextErrors.password) return;
    if (challenge && !solution) {
      setError(CHALLENGE_FIRST);
      return;
    }
    setIsSubmitting(true);
    setError(null);
    loginLinkNotice.setState({ message: null });
    const message = await signIn({ email: email.trim(), password, trustDevice, ...(solution ? { altcha: solution } : {}) });
    setSolution(null);
    setIsSubmitting(false);
    if (message) {
      setError(message);
      return;
    }
    const { requestUrl, setRequestUrl } = sessionStore.getState();
    const referrer = params.get('referrer');
    setRequestUrl(null);
    navigate(afterSignInPath(requestUrl ?? referrer, companyId), { replace: true });
  };

  return (
    <div className="qube-center">
      <section className="qube-card qube-signin" aria-labelledby="signin-title">
        <h1 id="signin-title" className="qube-title">
          Sign in to {brandName}
        </h1>
        {isExpired && !alert && <p className="qube-alert qube-alert-warning">Your session has expired. Please log in again!</p>}
        {alert && (
          <p className="qube-alert qube-alert-error" role="alert">
            {alert}
          </p>
        )}
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <div className="qube-field">
            <label htmlFor="signin-email">Email</label>
            <input
              id="signin-email"
              type="email"
              autoComplete="email"
              inputMode="email"
              autoFocus
              value={email}
              aria-invalid={Boolean(errors.email)}
              aria-describedby={errors.email ? 'signin-email-error' : undefined}
              onChange={(e) => setEmail(e.target.value)}
            />
            {errors.email && (
              <p id="signin-email-error" className="qube-field-error">
                {errors.email}
              </p>
            )}
          </div>
          <div className="qube-field">
            <label htmlFor="signin-password">Password</label>
            <span className="qube-input-with-button">
              <input
                id="signin-password"
                type={isPasswordShown ? 'text' : 'password'}
                autoComplete="current-password"
                value={password}
                aria-invalid={Boolean(errors.password)}
                aria-describedby={errors.password ? 'signin-password-error' : undefined}
                onChange={(e) => setPassword(e.target.value)}
              />
              <button type="button" className="qube-input-button" aria-pressed={isPasswordShown} aria-controls="signin-password" onClick={() => setIsPasswordShown((v) => !v)}>
                {isPasswordShown ? 'Hide' : 'Show'}
              </button>
            </span>
            {errors.password && (
              <p id="signin-password-error" className="qube-field-error">
                {errors.password}
              </p>
            )}
          </div>
          {challenge && <ChallengeField challenge={challenge} onSolved={setSolution} />}
          <div className="qube-row">
            <label className="qube-check">
              <input type="checkbox" checked={trustDevice} onChange={(e) => setTrustDevice(e.target.checked)} />
              Trust this device
            </label>
            <Link to="/forgot-password">Forgot password?</Link>
          </div>
          <button type="submit" className="qube-button qube-button-primary qube-button-block" disabled={isSubmitting} aria-busy={isSubmitting}>
            Sign In
          </button>
        </form>
        {/* The spec's sign-in page shows no way in for a stranger; a money app's sign-in page has one (issue 11). */}
        <p className="qube-signin-register">
          New to Qube? <Link to="/register/begin">Get Started</Link>
        </p>
        {/* ON-34: the Financial Playground is company 1's (planning is not on company 2). */}
        {companyId === COMPANY.main && <TryItFirst />}
      </section>
    </div>
  );
}

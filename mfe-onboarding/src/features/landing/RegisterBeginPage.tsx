import { useLocation } from 'react-router-dom';
import { CLIENT_VERSION, getApiConfig, themeTokens } from '@qube/shared';
import { PlainAlert, SECONDARY_TEXT, TITLE_STYLE } from '@qube/shared/ui/plain';
import { LandingLayout } from './LandingLayout';
import { usePrefetchRegistration } from './prefetchRegistration';
import { isReferral } from './referral';
import { StepList } from '../../ui/StepList';
import { referredByText, useWelcomeAssets } from './welcomeAssets';

/** Why the identity check sent the person back here (ON-30: any failure but "not eligible"). */
export const PROVE_FAILED_MESSAGE = 'We could not complete your identity check. Please try again.';

/** Registration's three stages (ON-04), the first one current on the landing. */
const REGISTRATION_STAGES = ['Your Info', 'Options', 'Summary'];

/**
 * /register/begin: the landing's welcome panel (ON-01, ON-03, ON-04, ON-06). Its 'Get Started' (or 'Get 60 Days Free')
 * opens the first step, /register/start, with the referral carried along.
 */
export function RegisterBeginPage() {
  const { search } = useLocation();
  usePrefetchRegistration();
  const referred = isReferral(search);
  const welcome = useWelcomeAssets(new URLSearchParams(search).get('affiliate_id')?.trim() || null);
  const hasProveFailed = new URLSearchParams(search).get('prove') === 'false';
  const carried = new URLSearchParams(search);
  carried.delete('prove');
  const query = carried.toString();
  return (
    <LandingLayout ctaTo={`/register/start${query ? `?${query}` : ''}`}>
      <section aria-labelledby="welcome-title" style={{ padding: '40px 24px', maxWidth: 720, margin: '0 auto' }}>
        {hasProveFailed ? <PlainAlert type="warning" title={PROVE_FAILED_MESSAGE} style={{ marginBottom: 24 }} /> : null}
        <h1 id="welcome-title" style={{ ...TITLE_STYLE, fontSize: 32 }}>
          Welcome to Qube
        </h1>
        <p style={{ fontSize: 17, margin: '0 0 1em' }}>Split your money into qubes for spending, bills and goals, and always know what is safe to spend.</p>
        {referred ? (
          // ON-05, ON-06: the partner's own welcome (image and message) and the 60 free days of a referral.
          <section aria-label="Your invitation" style={{ display: 'flex', gap: 16, alignItems: 'center', padding: 16, background: '#f3f7ff', borderRadius: 12 }}>
            {welcome.imageUrl ? <img src={welcome.imageUrl} alt="" width={72} height={72} style={{ borderRadius: 12, objectFit: 'cover' }} /> : null}
            <div>
              <p style={{ margin: 0, fontWeight: 600 }}>
                {referredByText(welcome.affiliateType)} Your first 60 days are free.
              </p>
              {welcome.message ? <p style={{ margin: '4px 0 0' }}>{welcome.message}</p> : null}
            </div>
          </section>
        ) : null}
        <StepList titles={REGISTRATION_STAGES} current={0} colour={themeTokens(getApiConfig().companyId).colorPrimary} label="Registration steps" size="default" style={{ margin: '32px 0' }} />
        <p style={{ ...SECONDARY_TEXT, margin: 0 }}>Version {CLIENT_VERSION}</p>
      </section>
    </LandingLayout>
  );
}

import { getApiConfig, themeTokens } from '@qube/shared';
import { TITLE_STYLE } from '@qube/shared/ui/plain';
import { LandingLayout } from './LandingLayout';

/**
 * /register/prove/non-eligible (ON-30; v1's cant-open-account): the identity check found the person not eligible. Plain
 * markup, as the landing (docs/adr/0015-plain-markup-first-views.md).
 */
export function NonEligiblePage() {
  return (
    <LandingLayout>
      <section style={{ padding: '40px 24px', maxWidth: 720, margin: '0 auto' }}>
        <h1 style={{ ...TITLE_STYLE, fontSize: 30 }}>We can't open an account for you</h1>
        <p style={{ fontSize: 17, margin: '0 0 1em' }}>
          We're sorry, but we can't open an account for you at this time. Our identity partner could not confirm that you are
          eligible. Nothing was charged and no account was created.
        </p>
        <p style={{ margin: '0 0 1em' }}>
          Questions? <a href="mailto:support@qube.example" style={{ color: themeTokens(getApiConfig().companyId).colorPrimary }}>Contact Us</a>.
        </p>
      </section>
    </LandingLayout>
  );
}

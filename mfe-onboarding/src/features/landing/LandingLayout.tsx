import type { ReactNode } from 'react';
import { getApiConfig, themeTokens } from '@qube/shared';
import { PlainButton } from '@qube/shared/ui/plain';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { callToActionLabel } from './referral';

/**
 * ON-02 (targets a spec gap, ours): each footer link goes to a page of this site where one exists, else to the public
 * site's page of that name (qube.example stands for the marketing site, which is not part of this platform).
 */
const SITE = 'https://www.qube.example';
const FOOTER_GROUPS: { title: string; links: { label: string; href: string }[] }[] = [
  { title: 'Product', links: [{ label: 'Qubes', href: `${SITE}/qubes` }, { label: 'Planning', href: '/financial-playground' }, { label: 'Debit card', href: `${SITE}/card` }, { label: 'Pricing', href: `${SITE}/pricing` }] },
  { title: 'Resources', links: [{ label: 'FAQ', href: `${SITE}/faq` }, { label: 'Blog', href: `${SITE}/blog` }, { label: 'Qube Masters', href: '/qubemasters' }] },
  { title: 'Company', links: [{ label: 'About us', href: `${SITE}/about` }, { label: 'Contact Us', href: 'mailto:support@qube.example' }, { label: 'Privacy Policy', href: '/privacy-policy' }, { label: 'Terms & Conditions', href: '/terms' }] },
];

/** The app stores' pages of the Qube app (ON-02). */
export const APP_STORE_LINKS = [
  { label: 'Download on the App Store', href: 'https://apps.apple.com/us/app/qube-money/id1495409932' },
  { label: 'Get it on Google Play', href: 'https://play.google.com/store/apps/details?id=com.qubemoney.qube' },
] as const;

/**
 * The landing layout of registration (ON-01, ON-02): header with the call to action, footer groups. The call to action goes
 * to /register/begin (ON-01); the welcome panel itself passes `ctaTo`, the first step, so the button begins registration there.
 */
export function LandingLayout({ children, ctaTo }: { children: ReactNode; ctaTo?: string }) {
  const { search } = useLocation();
  const navigate = useNavigate();
  return (
    <div style={{ background: '#fff', borderRadius: 16, overflow: 'hidden', boxShadow: '0 1px 3px rgba(0,0,0,0.06)' }}>
      <header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '16px 24px', borderBottom: '1px solid #eef0f3' }}>
        <Link to="/" style={{ fontWeight: 700, fontSize: 20, color: '#1f5fd1', textDecoration: 'none' }}>
          Qube
        </Link>
        <PlainButton
          variant="primary"
          color={themeTokens(getApiConfig().companyId).colorPrimary}
          style={{ height: 40, padding: '0 15px', fontSize: 16 }}
          onClick={() => navigate(ctaTo ?? `/register/begin${search}`)}
        >
          {callToActionLabel(search)}
        </PlainButton>
      </header>
      {children}
      <footer style={{ display: 'flex', flexWrap: 'wrap', gap: 48, padding: 24, background: '#f7f9fc', borderTop: '1px solid #eef0f3' }}>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{group.title}</h2>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 1.9 }}>
              {group.links.map((link) => (
                <li key={link.label}>
                  <a href={link.href} style={{ color: '#3a3a3c' }}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <nav aria-label="Get the app" style={{ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          {APP_STORE_LINKS.map((store) => (
            <a key={store.href} href={store.href} rel="noopener noreferrer" style={{ color: '#3a3a3c' }}>
              {store.label}
            </a>
          ))}
        </nav>
      </footer>
    </div>
  );
}

import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { callToActionLabel } from './referral';

const FOOTER_GROUPS: { title: string; links: string[] }[] = [
  { title: 'Product', links: ['Qubes', 'Planning', 'Debit card', 'Pricing'] },
  { title: 'Resources', links: ['FAQ', 'Blog', 'Qube Masters'] },
  { title: 'Company', links: ['About us', 'Contact Us', 'Privacy Policy', 'Terms & Conditions'] },
];

const LINK_TARGETS: Record<string, string> = { 'Privacy Policy': '/privacy-policy', 'Terms & Conditions': '/terms', 'Qube Masters': '/qubemasters' };

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
        <Button type="primary" size="large" onClick={() => navigate(ctaTo ?? `/register/begin${search}`)}>
          {callToActionLabel(search)}
        </Button>
      </header>
      {children}
      <footer style={{ display: 'flex', flexWrap: 'wrap', gap: 48, padding: 24, background: '#f7f9fc', borderTop: '1px solid #eef0f3' }}>
        {FOOTER_GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{group.title}</h2>
            <ul style={{ listStyle: 'none', padding: 0, margin: 0, lineHeight: 1.9 }}>
              {group.links.map((label) => (
                <li key={label}>
                  <a href={LINK_TARGETS[label] ?? '#'} style={{ color: '#3a3a3c' }}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div aria-label="Get the app" style={{ marginLeft: 'auto', display: 'flex', gap: 8, alignItems: 'flex-start' }}>
          <a href="https://apps.apple.com/" style={{ color: '#3a3a3c' }}>App Store</a>
          <a href="https://play.google.com/" style={{ color: '#3a3a3c' }}>Google Play</a>
        </div>
      </footer>
    </div>
  );
}

import { CLIENT_VERSION } from '@qube/shared';
import type { CompanyBrand } from '../theme/companyTheme';

/** Footer per company with the version label (SH-63, SH-64). */
export function Footer({ brand, onCookieSettings }: { brand: CompanyBrand; onCookieSettings?: () => void }) {
  const year = new Date().getFullYear();
  return (
    <footer style={{ borderTop: '1px solid #e5e8ee', background: '#fff', padding: '20px 16px', fontSize: 14, color: '#5c5c5c' }}>
      <div style={{ maxWidth: 1120, margin: '0 auto', display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
        <nav aria-label="Footer" style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
          {brand.footerLinks.map((link) => (
            <a key={link.label} href={link.href} style={{ color: '#3a3a3c' }}>
              {link.label}
            </a>
          ))}
          {onCookieSettings && (
            <button type="button" onClick={onCookieSettings} style={{ background: 'none', border: 0, padding: 0, color: '#3a3a3c', textDecoration: 'underline', cursor: 'pointer', font: 'inherit' }}>
              Cookie settings
            </button>
          )}
        </nav>
        <nav aria-label="Social" style={{ display: 'flex', gap: 12 }}>
          {brand.socialLinks.map((link) => (
            <a key={link.label} href={link.href} rel="noopener noreferrer" target="_blank" style={{ color: '#3a3a3c' }}>
              {link.label}
            </a>
          ))}
        </nav>
        <span style={{ marginLeft: 'auto' }}>Version {CLIENT_VERSION}</span>
        <span>
          © {year} {brand.name}. All rights reserved.
        </span>
      </div>
    </footer>
  );
}

import { COMPANY, type CompanyId, type Theme } from '@qube/shared';

export type CompanyBrand = {
  name: string;
  primaryColor: string;
  /** Footer links differ per company (SH-63, SH-64). */
  footerLinks: { label: string; href: string }[];
  socialLinks: { label: string; href: string }[];
};

const SOCIAL = [
  { label: 'Instagram', href: 'https://www.instagram.com/' },
  { label: 'Facebook', href: 'https://www.facebook.com/' },
  { label: 'X', href: 'https://x.com/' },
];

/** Built-in brand per company; the theme call (SH-01) may rename and recolour it. */
export const BRANDS: Record<CompanyId, CompanyBrand> = {
  [COMPANY.main]: {
    name: 'Qube',
    primaryColor: '#1f5fd1',
    footerLinks: [
      { label: 'FAQ', href: '/faq' },
      { label: 'Contact Us', href: 'mailto:support@qube.example' },
      { label: 'Blog', href: '/blog' },
      { label: 'Qube Masters', href: '/qubemasters' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms & Conditions', href: '/terms' },
    ],
    socialLinks: SOCIAL,
  },
  [COMPANY.other]: {
    name: 'Cubit Bank',
    primaryColor: '#0b7a5c',
    // SH-64 decision: company 2 keeps Privacy Policy and Terms (legal pages must stay reachable).
    footerLinks: [
      { label: 'FAQ', href: '/faq' },
      { label: 'Contact Us', href: 'mailto:support@cubit.example' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms & Conditions', href: '/terms' },
    ],
    socialLinks: SOCIAL,
  },
};

export function brandFor(companyId: CompanyId, theme: Theme | null): CompanyBrand {
  const base = BRANDS[companyId];
  return theme ? { ...base, name: theme.name || base.name, primaryColor: theme.primary_color ?? base.primaryColor } : base;
}

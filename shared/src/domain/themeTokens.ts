import { COMPANY, type CompanyId } from './constants';

/** Brand colour per company; both keep 4.5:1 contrast with white text. */
export const BRAND_COLORS: Record<CompanyId, string> = { [COMPANY.main]: '#1f5fd1', [COMPANY.other]: '#0b7a5c' };

/**
 * The design tokens every app gives its antd ConfigProvider, so all areas look alike and text keeps
 * 4.5:1 contrast on white (antd's default greys, placeholder and error red do not): secondary text
 * #595959 (7:1), placeholders #707070 (4.9:1; 4.5:1 on a disabled field's grey), the error red of
 * danger buttons, form errors and danger text #b42318 (6.6:1; white on it as much). Links are
 * underlined, as the browser draws them, so a link in a sentence is told apart without its colour.
 */
export function themeTokens(companyId: CompanyId, primaryColor: string = BRAND_COLORS[companyId]) {
  const hover = darker(primaryColor);
  return {
    colorPrimary: primaryColor,
    colorLink: primaryColor,
    // antd lightens the brand colour under the pointer (white on it 3.8:1, a link 2.4:1); darker keeps the contrast.
    ...(hover && { colorPrimaryHover: hover, colorLinkHover: hover }),
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    colorTextPlaceholder: '#707070',
    colorError: '#b42318',
    linkDecoration: 'underline',
    linkHoverDecoration: 'underline',
    linkFocusDecoration: 'underline',
    borderRadius: 8,
  };
}

/** A '#rrggbb' colour with 15% black mixed in; null for any other notation (antd's own hover colour then). */
function darker(color: string): string | null {
  if (!/^#[0-9a-f]{6}$/i.test(color)) return null;
  const channels = [1, 3, 5].map((i) => Math.round(parseInt(color.slice(i, i + 2), 16) * 0.85));
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

import { COMPANY, type CompanyId } from './constants';

/** Brand colour per company; both keep 4.5:1 contrast with white text. */
export const BRAND_COLORS: Record<CompanyId, string> = { [COMPANY.main]: '#1f5fd1', [COMPANY.other]: '#0b7a5c' };

/**
 * The design tokens every app gives its antd ConfigProvider, so all areas look alike and secondary
 * text keeps 4.5:1 contrast (antd's default grey does not).
 */
export function themeTokens(companyId: CompanyId, primaryColor: string = BRAND_COLORS[companyId]) {
  return {
    colorPrimary: primaryColor,
    colorLink: primaryColor,
    colorTextSecondary: '#595959',
    colorTextDescription: '#595959',
    colorTextTertiary: '#595959',
    borderRadius: 8,
  };
}

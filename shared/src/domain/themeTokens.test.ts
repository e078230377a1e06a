import { COMPANY } from './constants';
import { themeTokens } from './themeTokens';

/** WCAG contrast ratio of two '#rrggbb' colours. */
const contrast = (a: string, b: string) => {
  const luminance = (hex: string) =>
    [0.2126, 0.7152, 0.0722].reduce((sum, weight, i) => {
      const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
      return sum + weight * (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    }, 0);
  return (Math.max(luminance(a), luminance(b)) + 0.05) / (Math.min(luminance(a), luminance(b)) + 0.05);
};

describe('themeTokens', () => {
  it.each([COMPANY.main, COMPANY.other])('company %i: text colours and white on the brand, its hover and the error red keep 4.5:1', (companyId) => {
    const tokens = themeTokens(companyId);
    for (const text of [tokens.colorTextSecondary, tokens.colorTextPlaceholder, tokens.colorError, tokens.colorLink, tokens.colorLinkHover ?? '']) {
      expect(contrast(text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrast(tokens.colorTextPlaceholder, '#f5f5f5')).toBeGreaterThanOrEqual(4.5);
    for (const background of [tokens.colorPrimary, tokens.colorPrimaryHover ?? '', tokens.colorError]) {
      expect(contrast('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('underlines links, and leaves the hover colour to antd for a brand colour that is not #rrggbb', () => {
    expect(themeTokens(COMPANY.main).linkDecoration).toBe('underline');
    expect(themeTokens(COMPANY.main, 'rebeccapurple')).not.toHaveProperty('colorPrimaryHover');
  });
});

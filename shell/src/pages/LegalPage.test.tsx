import { screen } from '@testing-library/react';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsPage } from './TermsPage';

const renderAt = (node: React.ReactElement) => renderWithProviders(node, { route: '/' });

describe('policy pages', () => {
  it.each([
    ['Privacy Policy', <PrivacyPolicyPage key="p" brandName="Qube" />, ['What we collect', 'Who we share it with', 'Cookies', 'Your choices and rights']],
    ['Terms & Conditions', <TermsPage key="t" brandName="Qube" />, ['Your account', 'Qubes and your money', 'Transfers', 'Fees and plans']],
  ])('SH-40 %s is a readable page with sections, says it is the sandbox terms and links home', (title, page, headings) => {
    renderAt(page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    for (const heading of headings) expect(screen.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${heading}$`) })).toBeInTheDocument();
    expect(screen.getByText(/These are the terms of the Qube sandbox/)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Contents' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it("SH-40 SH-64 names company 2's brand", () => {
    renderAt(<TermsPage brandName="Cubit Bank" />);
    expect(screen.getByText(/These are the terms of the Cubit Bank sandbox/)).toBeInTheDocument();
  });
});

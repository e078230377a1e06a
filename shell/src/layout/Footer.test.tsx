import { render, screen } from '@testing-library/react';
import { BRANDS } from '../theme/companyTheme';
import { Footer } from './Footer';

describe('Footer', () => {
  it('SH-63 shows FAQ, Contact Us, Privacy Policy, Terms & Conditions, the version and the copyright', () => {
    render(<Footer brand={BRANDS[1]} />);
    for (const label of ['FAQ', 'Contact Us', 'Privacy Policy', 'Terms & Conditions']) {
      expect(screen.getByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByText(/4\.0\.41-alpha/)).toBeInTheDocument();
    expect(screen.getByText(/© \d{4} Qube/)).toBeInTheDocument();
  });

  it('SH-64 shows Blog, Qube Masters and social links on company 1, and not Blog or Qube Masters on company 2', () => {
    const { unmount } = render(<Footer brand={BRANDS[1]} />);
    expect(screen.getByRole('link', { name: 'Blog' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Qube Masters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
    unmount();
    render(<Footer brand={BRANDS[2]} />);
    expect(screen.queryByRole('link', { name: 'Blog' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Qube Masters' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'FAQ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toBeInTheDocument();
  });
});

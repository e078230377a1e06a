import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { migrationApi } from '../migration/migrationApi';
import { BetaPage } from './BetaPage';

jest.setTimeout(60000);
afterEach(() => {
  jest.restoreAllMocks();
  window.history.pushState(null, '', '/');
});

describe('/beta', () => {
  it('ON-49 ON-50 shows the places left and sends the form with the query string', async () => {
    jest.spyOn(migrationApi, 'betaCount').mockResolvedValue({ open: 12, total: 500, show_public_beta_button: 1 });
    const signUp = jest.spyOn(migrationApi, 'betaSignUp').mockResolvedValue({ detail: "Thanks! You're on the Qube+ beta list.", open: 11, total: 500 });
    window.history.pushState(null, '', '/beta?referral=abc');
    const user = userEvent.setup({ delay: null });
    render(<BetaPage />);
    expect(await screen.findByText('12 of 500 places left.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('First Name'), 'Bea');
    await user.type(screen.getByLabelText('Last Name'), 'Tester');
    await user.type(screen.getByLabelText('Email'), 'bea@example.com');
    await user.click(screen.getByRole('button', { name: 'Join Qube+ Beta' }));
    await waitFor(() => expect(signUp).toHaveBeenCalledWith({ first_name: 'Bea', last_name: 'Tester', email: 'bea@example.com', query: 'referral=abc' }));
    expect(await screen.findByText("You're on the list!")).toBeInTheDocument();
  });

  it('ON-49 empty fields and a malformed e-mail say so under their fields, and nothing is sent', async () => {
    jest.spyOn(migrationApi, 'betaCount').mockResolvedValue({ open: 12, total: 500, show_public_beta_button: 1 });
    const signUp = jest.spyOn(migrationApi, 'betaSignUp');
    const user = userEvent.setup({ delay: null });
    render(<BetaPage />);
    await user.click(await screen.findByRole('button', { name: 'Join Qube+ Beta' }));
    expect(await screen.findAllByText('This Field is required!')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByRole('textbox', { name: 'First Name' }), '   ');
    expect(screen.getAllByText('This Field is required!')).toHaveLength(3);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'bea@');
    expect(screen.getByText('Please Enter a valid Email')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join Qube+ Beta' }));
    expect(signUp).not.toHaveBeenCalled();
  });

  it('ON-50 a full beta says so and its button is disabled', async () => {
    jest.spyOn(migrationApi, 'betaCount').mockResolvedValue({ open: 0, total: 500, show_public_beta_button: 0 });
    render(<BetaPage />);
    expect(await screen.findByText('The beta is full for now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join Qube+ Beta' })).toBeDisabled();
  });

  it('ON-50 a failed count just hides it; the form still works', async () => {
    jest.spyOn(migrationApi, 'betaCount').mockRejectedValue(new Error('down'));
    render(<BetaPage />);
    expect(await screen.findByRole('button', { name: 'Join Qube+ Beta' })).toBeEnabled();
    expect(screen.queryByText(/places left/)).not.toBeInTheDocument();
  });
});

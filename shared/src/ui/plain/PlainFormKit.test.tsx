import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainAlert, PlainButton, PlainCard, PlainField, PlainPasswordInput } from './index';

describe('plain form kit', () => {
  it('a button has its type, its variant in the theme colour, and is busy and disabled while loading', async () => {
    const onClick = jest.fn();
    const { rerender } = render(
      <PlainButton variant="primary" color="#1f6f43" onClick={onClick}>
        Save
      </PlainButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveStyle({ background: '#1f6f43', color: '#fff' });
    expect(button).not.toHaveAttribute('aria-busy');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <PlainButton variant="primary" color="#1f6f43" type="submit" loading onClick={onClick}>
        Save
      </PlainButton>,
    );
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    rerender(
      <PlainButton variant="link" color="#1f6f43">
        Edit
      </PlainButton>,
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveStyle({ color: '#1f6f43' });
  });

  it('a button submits its form', async () => {
    const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <PlainButton type="submit" color="#1f6f43">
          Send
        </PlainButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('an alert interrupts for errors and warnings and is polite for success and information', () => {
    const { rerender } = render(<PlainAlert type="error" title="Addresses cannot be changed right now." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Addresses cannot be changed right now.');
    rerender(<PlainAlert type="warning" title="Careful" description="Check this." />);
    expect(screen.getByRole('alert')).toHaveTextContent('CarefulCheck this.');
    rerender(<PlainAlert type="success" title="Your password has been changed." />);
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    rerender(<PlainAlert type="info" title="Note" role="alert" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Note');
  });

  it('a field is named by its label and described by its help and its error, which marks it invalid', () => {
    const { rerender } = render(<PlainField label="Phone number" help="With the country code." required inputProps={{ name: 'phone' }} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAccessibleDescription('With the country code.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toBeRequired();
    rerender(<PlainField label="Phone number" help="With the country code." required error="Enter your phone number." inputProps={{ name: 'phone' }} />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('With the country code. Enter your phone number.');
  });

  it('a field can hold a control of its own', () => {
    render(
      <PlainField label="State" error="Choose a state.">
        {(control) => (
          <select {...control}>
            <option>CA</option>
          </select>
        )}
      </PlainField>,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a state.');
  });

  it('a card is a region named by its heading, at the level asked for', () => {
    render(
      <PlainCard title="Linked banks" level={3} extra={<button type="button">Add</button>}>
        <p>No banks yet.</p>
      </PlainCard>,
    );
    const region = screen.getByRole('region', { name: 'Linked banks' });
    expect(screen.getByRole('heading', { level: 3, name: 'Linked banks' })).toBeInTheDocument();
    expect(region).toHaveTextContent('No banks yet.');
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('PlainPasswordInput', () => {
  it('hides the password until Show is pressed, then says Hide; its border marks it invalid', async () => {
    const user = userEvent.setup();
    render(<PlainPasswordInput id="pw" aria-label="Password" aria-invalid={true} aria-describedby={undefined} aria-required={undefined} color="#123456" value="s3cret!" onChange={() => undefined} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveStyle({ borderColor: '#cf1322' });
    await user.click(screen.getByRole('button', { name: 'Show password', pressed: false }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toHaveTextContent('Hide');
  });
});

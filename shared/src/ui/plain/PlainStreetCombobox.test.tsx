import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PlainStreetCombobox } from './PlainStreetCombobox';
import type { AddressSuggestion } from './addressLookup';

// The plain kit never imports antd (the first views that use the combobox are tested with antd throwing as well).
jest.mock('antd', () => {
  throw new Error('antd is not part of the plain kit');
});

const AUSTIN: AddressSuggestion = { address_street: '1 Main St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' };
const CHICAGO: AddressSuggestion = { address_street: '12 Main St', address_city: 'Chicago', address_state: 'IL', address_postal_code: '60601' };

function Harness({ lookup, onPick, onSubmit }: { lookup: (prefix: string) => Promise<AddressSuggestion[]>; onPick: (a: AddressSuggestion) => void; onSubmit: () => void }) {
  const [street, setStreet] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="street">Street Address</label>
      <PlainStreetCombobox id="street" value={street} onChange={setStreet} onPick={onPick} lookup={lookup} debounceMs={0} />
    </form>
  );
}

function setup(lookup = jest.fn(async (_prefix: string): Promise<AddressSuggestion[]> => [AUSTIN, CHICAGO])) {
  const onPick = jest.fn();
  const onSubmit = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<Harness lookup={lookup} onPick={onPick} onSubmit={onSubmit} />);
  return { user, lookup, onPick, onSubmit, input: screen.getByRole('combobox', { name: 'Street Address' }) };
}

afterEach(() => jest.restoreAllMocks());

describe('PlainStreetCombobox', () => {
  it('ON-17 asks the provider with what was typed from 3 characters and offers its addresses', async () => {
    const { user, lookup, input } = setup();
    await user.type(input, '1 ');
    expect(lookup).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'Ma');
    await waitFor(() => expect(lookup).toHaveBeenLastCalledWith('1 Ma'));
    expect(await screen.findByRole('option', { name: '1 Main St, Austin, TX 78701' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '12 Main St, Chicago, IL 60601' })).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('ON-17 picking a suggestion with the keyboard fills the street and hands over the whole address, without submitting', async () => {
    const { user, onPick, onSubmit, input } = setup();
    await user.type(input, 'Main');
    await screen.findByRole('option', { name: '12 Main St, Chicago, IL 60601' });
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: '12 Main St, Chicago, IL 60601' }).id);
    expect(screen.getByRole('option', { name: '12 Main St, Chicago, IL 60601' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith(CHICAGO);
    expect(input).toHaveValue('12 Main St');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    // With the list closed, Enter submits the step as in any field.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalled();
  });

  it('ON-17 a click picks a suggestion; Escape closes the list and keeps what was typed', async () => {
    const { user, onPick, input } = setup();
    await user.type(input, '1 Main');
    await user.click(await screen.findByRole('option', { name: '1 Main St, Austin, TX 78701' }));
    expect(onPick).toHaveBeenCalledWith(AUSTIN);
    expect(input).toHaveValue('1 Main St');
    expect(input).toHaveFocus();
    await user.type(input, 'r');
    await screen.findByRole('option', { name: '1 Main St, Austin, TX 78701' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(input).toHaveValue('1 Main Str');
  });

  it('ON-17 a failing lookup offers nothing and the street can still be typed freely', async () => {
    const failing = jest.fn(async (_prefix: string): Promise<AddressSuggestion[]> => {
      throw new Error('down');
    });
    const { user, input } = setup(failing);
    await user.type(input, '77 Sunny Rd');
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(input).toHaveValue('77 Sunny Rd');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('ON-17 only the newest lookup\'s answer is offered: a slower, older one does not replace it', async () => {
    const answers: Record<string, (found: AddressSuggestion[]) => void> = {};
    const lookup = jest.fn((prefix: string) => new Promise<AddressSuggestion[]>((resolve) => (answers[prefix] = resolve)));
    const { user, input } = setup(lookup);
    await user.type(input, '1 Ma');
    await waitFor(() => expect(lookup).toHaveBeenLastCalledWith('1 Ma'));
    await user.type(input, 'i');
    await waitFor(() => expect(lookup).toHaveBeenLastCalledWith('1 Mai'));
    act(() => answers['1 Mai']?.([AUSTIN]));
    expect(await screen.findByRole('option', { name: '1 Main St, Austin, TX 78701' })).toBeInTheDocument();
    act(() => answers['1 Ma']?.([CHICAGO]));
    await act(async () => Promise.resolve());
    expect(screen.queryByRole('option', { name: '12 Main St, Chicago, IL 60601' })).not.toBeInTheDocument();
  });

  it('ON-17 without an address-lookup provider (503 provider_unavailable) the field says suggestions are not available, asks no more, and typing still works', async () => {
    const unavailable = jest.fn(async (_prefix: string): Promise<AddressSuggestion[]> => {
      throw Object.assign(new Error('503'), {
        status: 503,
        body: { fallback_message: 'Address suggestions are not available right now. Please type your address.', code: 'provider_unavailable' },
      });
    });
    const { user, input } = setup(unavailable);
    expect(screen.queryByText('Address suggestions are not available right now. Please type your address.')).not.toBeInTheDocument();
    await user.type(input, '77 S');
    expect(await screen.findByRole('status')).toHaveTextContent('Address suggestions are not available right now. Please type your address.');
    expect(input).toHaveAccessibleDescription('Address suggestions are not available right now. Please type your address.');
    const asked = unavailable.mock.calls.length;
    await user.type(input, 'unny Rd');
    expect(input).toHaveValue('77 Sunny Rd');
    expect(unavailable).toHaveBeenCalledTimes(asked);
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
  });

  it('ON-17 any other failure says nothing about availability', async () => {
    const failing = jest.fn(async (_prefix: string): Promise<AddressSuggestion[]> => {
      throw Object.assign(new Error('500'), { status: 500, body: { fallback_message: 'We encountered an error.' } });
    });
    const { user, input } = setup(failing);
    await user.type(input, '77 Sunny Rd');
    await waitFor(() => expect(failing).toHaveBeenCalled());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});


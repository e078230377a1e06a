import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressSuggestion } from '@qube/contract/address';
import { AddressAutocomplete } from './AddressAutocomplete';

jest.setTimeout(60000);

const AUSTIN: AddressSuggestion = { address_street: '1 Main St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' };
const CHICAGO: AddressSuggestion = { address_street: '12 Main St', address_city: 'Chicago', address_state: 'IL', address_postal_code: '60601' };

function Harness({ lookup, onPick }: { lookup: (prefix: string) => Promise<AddressSuggestion[]>; onPick: (a: AddressSuggestion) => void }) {
  const [street, setStreet] = useState('');
  return (
    <>
      <label htmlFor="street">Street Address</label>
      <AddressAutocomplete id="street" value={street} onChange={setStreet} onPick={onPick} lookup={lookup} debounceMs={0} />
    </>
  );
}

function setup(lookup = jest.fn(async (_prefix: string): Promise<AddressSuggestion[]> => [AUSTIN, CHICAGO])) {
  const onPick = jest.fn();
  const user = userEvent.setup({ delay: null });
  render(<Harness lookup={lookup} onPick={onPick} />);
  return { user, lookup, onPick, input: screen.getByRole('combobox', { name: 'Street Address' }) };
}

describe('AddressAutocomplete', () => {
  it('ON-17 asks the provider with what was typed from 3 characters and offers its addresses', async () => {
    const { user, lookup, input } = setup();
    await user.type(input, '1 ');
    expect(lookup).not.toHaveBeenCalled();
    await user.type(input, 'Ma');
    await waitFor(() => expect(lookup).toHaveBeenLastCalledWith('1 Ma'));
    expect(await screen.findByRole('option', { name: '1 Main St, Austin, TX 78701' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '12 Main St, Chicago, IL 60601' })).toBeInTheDocument();
  });

  it('ON-17 picking a suggestion with the keyboard fills the street and hands over the whole address', async () => {
    const { user, onPick, input } = setup();
    await user.type(input, 'Main');
    // antd draws each option as an item titled with its label (its role=option twins are for screen readers only).
    await screen.findByTitle('12 Main St, Chicago, IL 60601');
    // antd's list reads keyCode, which user-event does not set; a browser does, so the keys are sent with it.
    for (const [key, keyCode] of [['ArrowDown', 40], ['ArrowDown', 40], ['Enter', 13]] as const) fireEvent.keyDown(input, { key, code: key, keyCode, which: keyCode });
    await waitFor(() => expect(onPick).toHaveBeenCalled());
    expect(onPick).toHaveBeenCalledWith(CHICAGO);
    expect(input).toHaveValue('12 Main St');
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
});

import { screen, within } from '@testing-library/react';
import { api } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ManageAccountAddressCard } from './ManageAccountAddressCard';

// The change-address form's street suggestions are the plain kit's combobox: opening the form loads no antd.
jest.mock('antd', () => {
  throw new Error('antd is not part of the change-address form');
});

jest.setTimeout(30_000);

afterEach(() => jest.restoreAllMocks());

const OAK = { address_street: '22 Oak Ave', address_city: 'Portland', address_state: 'OR', address_postal_code: '97201' };

function setup() {
  jest.spyOn(api, 'get').mockRejectedValue(new Error('offline'));
  const post = jest.spyOn(api, 'post').mockImplementation(async (path: string) => {
    if (path === 'address/autocomplete/') return { status: 200, data: { results: [OAK] } } as never;
    throw new Error(`unexpected POST ${path}`);
  });
  const { user } = renderWithProviders(<ManageAccountAddressCard />, {
    session: { me: { address_street: '1 Main St', address_city: 'Springfield', address_state: 'IL', address_postal_code: '62701' }, account: { id: 3 } },
  });
  return { user, post, card: screen.getByRole('region', { name: 'Address' }) };
}

it('ON-17 SH-42 the change-address street offers the provider\'s addresses; arrows and Enter pick one and fill city, state and zip', async () => {
  const { user, post, card } = setup();
  await user.click(within(card).getByRole('button', { name: 'Edit address' }));
  const street = await within(card).findByRole('combobox', { name: 'Street address' });
  expect(street).toHaveFocus();
  await user.clear(street);
  await user.type(street, '22 Oak');
  const option = await within(card).findByRole('option', { name: '22 Oak Ave, Portland, OR 97201' });
  expect(post).toHaveBeenLastCalledWith('address/autocomplete/', { address_prefix: '22 Oak' }, { mute: true });
  await user.keyboard('{ArrowDown}');
  expect(street).toHaveAttribute('aria-activedescendant', option.id);
  await user.keyboard('{Enter}');
  expect(street).toHaveValue('22 Oak Ave');
  expect(within(card).getByLabelText('City')).toHaveValue('Portland');
  expect(within(card).getByLabelText('State')).toHaveValue('OR');
  expect(within(card).getByLabelText('Zip code')).toHaveValue('97201');
  expect(within(card).queryByRole('option')).not.toBeInTheDocument();
});

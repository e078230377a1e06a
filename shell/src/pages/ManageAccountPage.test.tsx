import { Suspense } from 'react';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, ApiError, sessionStore, type Account, type Me } from '@qube/shared';
import { renderWithProviders } from '@qube/shared/test-utils/render';
import { ManageAccountPage } from './ManageAccountPage';
import { SHELL_PAGES } from './shellPages';

const account = { id: 7, display_name: 'Alex Main', account_number: '000123456', is_aggregate: false } as Account;
const me = {
  id: 1,
  first_name: 'Alex',
  last_name: 'Rivera',
  email: 'alex@demo.qube',
  phone_number: '(555) 010-0000',
  user_type: 'regular_user',
  primary_account: account,
  sub_accounts: [],
  households: [],
  feature_flags: {},
  address_street: '1 Main St',
  address_apartment_no: null,
  address_city: 'Springfield',
  address_state: 'IL',
  address_postal_code: '62701',
} as unknown as Me;

// Typing into antd forms is slow in jsdom (slower on a busy machine); these tests walk whole flows.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });

function setup(node: React.ReactNode = <ManageAccountPage />) {
  act(() => sessionStore.getState().startSession({ token: 'tok', me, account, trustDevice: false }));
  const { user } = renderWithProviders(<Suspense fallback={null}>{node}</Suspense>, { route: '/manage-account' });
  return { user };
}

const card = (title: string) => screen.getByRole('region', { name: title });

describe('ManageAccountPage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    act(() => sessionStore.getState().reset());
  });

  it('SH-41 shows name and email read-only and saves the account display name through PATCH accounts/{id}/', async () => {
    const patch = jest.spyOn(api, 'patch').mockResolvedValue({ status: 200, data: { ...account, display_name: 'Everyday' } } as never);
    const { user } = setup();
    const profile = card('Profile');
    expect(within(profile).getByText('Alex Rivera')).toBeInTheDocument();
    expect(within(profile).getByText('alex@demo.qube')).toBeInTheDocument();
    expect(within(profile).queryByRole('textbox', { name: 'Email' })).not.toBeInTheDocument();
    const name = within(profile).getByLabelText('Account display name');
    expect(name).toHaveValue('Alex Main');
    await user.clear(name);
    await user.type(name, 'Everyday');
    await user.click(within(profile).getByRole('button', { name: 'Save name' }));
    expect(await within(profile).findByText('Account name saved.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith('accounts/7/', { display_name: 'Everyday' });
    expect(sessionStore.getState().active_account?.display_name).toBe('Everyday');
    expect(sessionStore.getState().me?.primary_account.display_name).toBe('Everyday');
  });

  it("SH-41 SD-14 an empty display name shows 'This Field is required!'", async () => {
    const patch = jest.spyOn(api, 'patch');
    const { user } = setup();
    const profile = card('Profile');
    await user.clear(within(profile).getByLabelText('Account display name'));
    await user.type(within(profile).getByLabelText('Account display name'), '   ');
    await user.click(within(profile).getByRole('button', { name: 'Save name' }));
    expect(await within(profile).findByText('This Field is required!')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('SH-41 SH-42 edits the address: GET change-address, state 2 letters and zip 5 digits, POST, then reloads users/me/', async () => {
    const get = jest.spyOn(api, 'get').mockImplementation(async (path: string) => {
      if (path === 'users/me/change-address/') return { status: 200, data: { address_street: '1 Main St', address_apartment_no: '', address_city: 'Springfield', address_state: 'IL', address_postal_code: '62701' } } as never;
      if (path === 'users/me/') return { status: 200, data: { ...me, address_street: '22 Oak Ave', address_apartment_no: '4B', address_city: 'Portland', address_state: 'OR', address_postal_code: '97201' } } as never;
      throw new Error(`unexpected GET ${path}`);
    });
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: {} } as never);
    const { user } = setup();
    const address = card('Address');
    expect(within(address).getByText('1 Main St')).toBeInTheDocument();
    await user.click(within(address).getByRole('button', { name: 'Edit address' }));
    const street = await within(address).findByLabelText('Street address');
    expect(street).toHaveValue('1 Main St');

    await user.clear(street);
    await user.type(street, '22 Oak Ave');
    await user.type(within(address).getByLabelText('Apartment or unit (optional)'), '4B');
    await user.clear(within(address).getByLabelText('City'));
    await user.type(within(address).getByLabelText('City'), 'Portland');
    await user.clear(within(address).getByLabelText('State'));
    await user.type(within(address).getByLabelText('State'), 'O');
    await user.clear(within(address).getByLabelText('Zip code'));
    await user.type(within(address).getByLabelText('Zip code'), '972');
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    expect(await within(address).findByText('State must be 2 letters')).toBeInTheDocument();
    expect(await within(address).findByText('Zip code must be 5 digits')).toBeInTheDocument();
    // ON-17: the street asked the address lookup for suggestions (250 ms after its last key, so it may come after the
    // messages); nothing was saved.
    await waitFor(() => expect(post).toHaveBeenCalledWith('address/autocomplete/', { address_prefix: '22 Oak Ave' }, { mute: true }));
    expect(post).not.toHaveBeenCalledWith('users/me/change-address/', expect.anything());

    await user.type(within(address).getByLabelText('State'), 'r');
    await user.type(within(address).getByLabelText('Zip code'), '01');
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    expect(await within(address).findByText('Address saved.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('users/me/change-address/', {
      address_street: '22 Oak Ave',
      address_apartment_no: '4B',
      address_city: 'Portland',
      address_state: 'OR',
      address_postal_code: '97201',
    });
    // The notification settings card reads its own call; the address flow's calls are these two, in order.
    expect(get.mock.calls.map((c) => c[0]).filter((path) => path !== 'alerts/settings/')).toEqual(['users/me/change-address/', 'users/me/']);
    expect(within(address).getByText('22 Oak Ave, 4B')).toBeInTheDocument();
    expect(within(address).getByText('Portland OR 97201')).toBeInTheDocument();
    expect(sessionStore.getState().me?.address_city).toBe('Portland');
  });

  it('SH-42 a 400 from change-address shows a field message under its field, any other failure above the form', async () => {
    jest.spyOn(api, 'get').mockRejectedValue(new ApiError(500, null));
    jest
      .spyOn(api, 'post')
      .mockRejectedValueOnce(new ApiError(400, { fallback_message: 'Unknown zip code.', fields: { address_postal_code: 'Unknown zip code.' } }))
      .mockRejectedValueOnce(new ApiError(400, { fallback_message: 'Addresses cannot be changed right now.' }));
    const { user } = setup();
    const address = card('Address');
    await user.click(within(address).getByRole('button', { name: 'Edit address' }));
    expect(await within(address).findByLabelText('Street address')).toHaveValue('1 Main St');
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    expect(await within(address).findByText('Unknown zip code.')).toBeInTheDocument();
    expect(within(address).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    expect(await within(address).findByRole('alert')).toHaveTextContent('Addresses cannot be changed right now.');
  });

  it('SH-41 uploads proof-of-address documents as multipart field documents; checks type and 5 MB first', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 201, data: { documents: [{ id: 3, name: 'bill.pdf', size: 2048 }] } } as never);
    const { user } = setup();
    const address = card('Address');
    // The file input behind the button: queried each time, as a renewed input would be.
    const input = () => address.querySelector('input[type="file"]') as HTMLInputElement;
    expect(within(address).getByRole('button', { name: 'Upload documents' })).toBeInTheDocument();

    // A file picked despite the accept filter (drag and drop, or "All files" in the dialog).
    await userEvent.setup({ delay: null, applyAccept: false }).upload(input(), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await within(address).findByRole('alert')).toHaveTextContent('notes.txt: Upload a PDF, PNG or JPEG file.');
    const big = new File(['x'], 'scan.png', { type: 'image/png' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(input(), big);
    expect(await within(address).findByText('scan.png: The file must be 5 MB or smaller.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.upload(input(), new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' }));
    expect(await within(address).findByText('bill.pdf (2 KB)')).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    const [path, body] = post.mock.calls[0] ?? [];
    expect(path).toBe('users/me/change-address-documents/');
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('documents') as File).name).toBe('bill.pdf');
  });

  it('SH-41 SH-37 SD-21 SD-22 changes the phone number: masked input, consent line, 5-digit code, then reloads me', async () => {
    const post = jest.spyOn(api, 'post').mockResolvedValue({ status: 200, data: { detail: 'Code sent.' } } as never);
    const get = jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { ...me, phone_number: '(555) 123-4567' } } as never);
    const { user } = setup();
    const phone = card('Phone');
    expect(within(phone).getByText('(555) 010-0000')).toBeInTheDocument();
    await user.click(within(phone).getByRole('button', { name: 'Change phone number' }));
    expect(within(phone).getByText('message and data rates may apply, reply STOP to unsubscribe')).toBeInTheDocument();
    const input = within(phone).getByLabelText('New phone number');
    await user.type(input, '555123456');
    expect(input).toHaveValue('(555) 123-456');
    expect(within(phone).getByRole('button', { name: 'Send code' })).toBeDisabled();
    await user.type(input, '7');
    expect(input).toHaveValue('(555) 123-4567');
    await user.click(within(phone).getByRole('button', { name: 'Send code' }));
    expect(post).toHaveBeenCalledWith('users/add-new-phone-number/', { phone_number: '(555) 123-4567' });

    const code = await within(phone).findByLabelText('Verification code');
    await user.type(code, '12a34');
    expect(code).toHaveValue('1234');
    expect(within(phone).getByRole('button', { name: 'Continue' })).toBeDisabled();
    await user.type(code, '56');
    expect(code).toHaveValue('12345');
    await user.click(within(phone).getByRole('button', { name: 'Continue' }));
    expect(await within(phone).findByText('Phone number changed.')).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('users/verify-new-phone-number/', { phone_number: '(555) 123-4567', verification_code: '12345' });
    expect(get).toHaveBeenCalledWith('users/me/');
    expect(within(phone).getByText('(555) 123-4567')).toBeInTheDocument();
  });

  it('SH-41 SD-22 a wrong code shows the API message under the code input', async () => {
    jest
      .spyOn(api, 'post')
      .mockResolvedValueOnce({ status: 200, data: {} } as never)
      .mockRejectedValueOnce(new ApiError(400, { fallback_message: 'Invalid code.', fields: { verification_code: 'This code is not valid.' } }));
    const { user } = setup();
    const phone = card('Phone');
    await user.click(within(phone).getByRole('button', { name: 'Change phone number' }));
    await user.type(within(phone).getByLabelText('New phone number'), '5551234567');
    await user.click(within(phone).getByRole('button', { name: 'Send code' }));
    await user.type(await within(phone).findByLabelText('Verification code'), '99999');
    await user.click(within(phone).getByRole('button', { name: 'Continue' }));
    expect(await within(phone).findByText('This code is not valid.')).toBeInTheDocument();
  });

  it('SH-41 company 2 sees the same page', async () => {
    const page = SHELL_PAGES['/manage-account'];
    setup(page?.({ companyId: 2, brandName: 'Cubit Bank' }));
    // The page is loaded on first visit (a lazy chunk).
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Account' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Account display name')).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Change phone number' })).toBeInTheDocument();
  });
});

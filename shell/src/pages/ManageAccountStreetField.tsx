import { AddressAutocomplete, type AddressSuggestion } from '@qube/shared/ui/AddressAutocomplete';
import { api } from '@qube/shared';
import './ManageAccountStreetField.css';

/** ON-17: the address-lookup provider's suggestions for what was typed (muted: no suggestions is not an error). */
const lookupAddress = async (address_prefix: string) =>
  (await api.post<{ results: AddressSuggestion[] }>('address/autocomplete/', { address_prefix }, { mute: true })).data.results;

export type StreetFieldProps = { id: string; value: string; onChange: (street: string) => void; onPick: (address: AddressSuggestion) => void };

/**
 * The street input of the change-address form with the provider's suggestions (antd's AutoComplete). Only the edit
 * form shows it, so it loads in a chunk of its own with the shell's antd theme (`lazyInShellTheme`), never on the
 * first view of /manage-account.
 */
export default function ManageAccountStreetField({ id, value, onChange, onPick }: StreetFieldProps) {
  return (
    <div className="manage-account-street">
      <AddressAutocomplete id={id} value={value} onChange={onChange} onPick={onPick} lookup={lookupAddress} autoFocus />
    </div>
  );
}

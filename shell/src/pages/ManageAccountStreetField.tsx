import { api } from '@qube/shared';
import { PlainStreetCombobox, type AddressSuggestion, type PlainControlProps } from '@qube/shared/ui/plain';

/** ON-17: the address-lookup provider's suggestions for what was typed (muted: no suggestions is not an error). */
const lookupAddress = async (address_prefix: string) =>
  (await api.post<{ results: AddressSuggestion[] }>('address/autocomplete/', { address_prefix }, { mute: true })).data.results;

type Props = PlainControlProps & { value: string; onChange: (street: string) => void; onPick: (address: AddressSuggestion) => void };

/**
 * The street input of the change-address form with the provider's suggestions: the plain kit's combobox (the one
 * registration's address step uses) asking the shell's API client. It is focused when the form opens.
 */
export function ManageAccountStreetField({ value, onChange, onPick, ...control }: Props) {
  return <PlainStreetCombobox {...control} value={value} onChange={onChange} onPick={onPick} lookup={lookupAddress} autoFocus />;
}

import { useEffect, useRef, useState } from 'react';
import { AutoComplete } from 'antd';
import type { AddressSuggestion } from '@qube/contract/address';

/** One suggested address (contract/src/address.ts), for apps that do not import the contract themselves. @public */
export type { AddressSuggestion };

/** Waited after the last keystroke before asking (one lookup per pause, not per key). */
export const ADDRESS_LOOKUP_DEBOUNCE_MS = 250;
/** The API looks up from 3 characters (contract/src/address.ts ADDRESS_PREFIX_MIN). */
const MIN_PREFIX = 3;

/** How a suggestion reads in the list: the whole address on one line. */
export const addressLabel = (a: AddressSuggestion): string => `${a.address_street}, ${a.address_city}, ${a.address_state} ${a.address_postal_code}`;

/**
 * The street field with address suggestions (ON-17): what the person types is sent (debounced) to `lookup`, the
 * address-lookup provider's answers are offered below, and picking one (mouse, or arrows and Enter) fills the street and
 * hands the whole address to `onPick`, so the form fills city, state and zip. Typing freely still works: a lookup that
 * fails or finds nothing offers nothing. Used by registration's address step and the change-address card.
 * @public
 */
export function AddressAutocomplete({ id, value = '', onChange, onPick, lookup, autoFocus, placeholder, debounceMs = ADDRESS_LOOKUP_DEBOUNCE_MS }: Props) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Only the newest lookup's answer is shown: an older, slower one must not replace it.
  const latest = useRef(0);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const search = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    const prefix = text.trim();
    const asked = ++latest.current;
    if (prefix.length < MIN_PREFIX) {
      setSuggestions([]);
      return;
    }
    timer.current = setTimeout(() => {
      lookup(prefix)
        .then((found) => {
          if (asked === latest.current) setSuggestions(Array.isArray(found) ? found : []);
        })
        .catch(() => {
          if (asked === latest.current) setSuggestions([]);
        });
    }, debounceMs);
  };

  const options = suggestions.map((s) => ({ value: addressLabel(s), label: addressLabel(s) }));
  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      autoFocus={autoFocus}
      placeholder={placeholder}
      // The provider already filtered: antd must not filter again against the typed text.
      showSearch={{ filterOption: false, onSearch: search }}
      onChange={(text: string) => onChange?.(text)}
      onSelect={(label: string) => {
        const picked = suggestions.find((s) => addressLabel(s) === label);
        if (!picked) return;
        onChange?.(picked.address_street);
        onPick(picked);
        setSuggestions([]);
      }}
      aria-autocomplete="list"
    />
  );
}

type Props = {
  /** The input's id (a Form.Item passes its own, so its label names the field). */
  id?: string;
  value?: string;
  onChange?: (street: string) => void;
  /** A suggestion was chosen: the form takes its city, state and zip. */
  onPick: (address: AddressSuggestion) => void;
  /** Asks the address-lookup endpoint (POST address/autocomplete/) with the page's own API client. */
  lookup: (prefix: string) => Promise<AddressSuggestion[]>;
  autoFocus?: boolean;
  placeholder?: string;
  /** Tests pass 0. */
  debounceMs?: number;
};

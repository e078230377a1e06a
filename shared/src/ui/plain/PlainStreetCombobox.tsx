import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ADDRESS_LOOKUP_DEBOUNCE_MS, ADDRESS_LOOKUP_MIN_PREFIX, addressLabel, lookupUnavailableMessage, type AddressSuggestion } from './addressLookup';
import { INPUT_STYLE, type PlainControlProps } from './PlainField';

type Props = Partial<PlainControlProps> & {
  id: string;
  autoFocus?: boolean;
  placeholder?: string;
  value: string;
  onChange: (street: string) => void;
  /** A suggestion was chosen: the form takes its city, state and zip. */
  onPick: (address: AddressSuggestion) => void;
  /** Asks the address-lookup endpoint (POST address/autocomplete/) with the page's own API client. */
  lookup: (prefix: string) => Promise<AddressSuggestion[]>;
  /** Tests pass 0. */
  debounceMs?: number;
};

/**
 * The street field with the address provider's suggestions (ON-17) in plain markup, for registration's and an
 * authorized user's address steps and the shell's change-address card: the WAI-ARIA combobox pattern. What the person
 * types is sent (debounced, from 3 characters) to `lookup` and its answers are offered below; the arrow keys move
 * through them, Enter or a click picks one (the street is filled and `onPick` gets the whole address), Escape closes the
 * list. Typing freely still works: a lookup that fails or finds nothing offers nothing. When the API has no
 * address-lookup provider (503 'provider_unavailable'), the field says suggestions are not available (the API's
 * sentence, under the input and in its description) and asks no more. Put it in a `PlainField`, whose control props
 * it takes. @public
 */
export function PlainStreetCombobox({ id, value, onChange, onPick, lookup, debounceMs = ADDRESS_LOOKUP_DEBOUNCE_MS, ...control }: Props) {
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The API's sentence once it said there is no address-lookup provider: lookups stop, typing goes on.
  const [unavailable, setUnavailable] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // Only the newest lookup's answer is shown: an older, slower one must not replace it.
  const latest = useRef(0);
  const listId = `${id}-suggestions`;

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const offer = (found: AddressSuggestion[]) => {
    setSuggestions(found);
    setActive(-1);
    setIsOpen(found.length > 0);
  };

  const search = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    const prefix = text.trim();
    const asked = ++latest.current;
    if (prefix.length < ADDRESS_LOOKUP_MIN_PREFIX || unavailable !== null) {
      offer([]);
      return;
    }
    timer.current = setTimeout(() => {
      lookup(prefix)
        .then((found) => {
          if (asked === latest.current) offer(Array.isArray(found) ? found : []);
        })
        .catch((error: unknown) => {
          const message = lookupUnavailableMessage(error);
          if (message !== null) setUnavailable(message);
          if (asked === latest.current) offer([]);
        });
    }, debounceMs);
  };

  const pick = (picked: AddressSuggestion) => {
    // A lookup still under way must not reopen the list over the picked address.
    latest.current += 1;
    if (timer.current) clearTimeout(timer.current);
    onChange(picked.address_street);
    onPick(picked);
    offer([]);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        return;
      }
      setActive((at) => (event.key === 'ArrowDown' ? (at + 1) % count : (at - 1 + count) % count));
    } else if (event.key === 'Enter' && isOpen && active >= 0) {
      // Enter on a highlighted suggestion picks it; it does not submit the step.
      event.preventDefault();
      const picked = suggestions[active];
      if (picked) pick(picked);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      setIsOpen(false);
      setActive(-1);
    }
  };

  const noteId = `${id}-lookup-note`;
  const describedBy = [control['aria-describedby'], unavailable === null ? undefined : noteId].filter(Boolean).join(' ') || undefined;

  return (
    <div style={{ position: 'relative' }}>
      <input
        {...control}
        aria-describedby={describedBy}
        id={id}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-activedescendant={isOpen && active >= 0 ? `${listId}-${active}` : undefined}
        autoComplete="off"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          search(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setIsOpen(false)}
        style={{ ...INPUT_STYLE, ...(control['aria-invalid'] ? { borderColor: '#cf1322' } : null) }}
      />
      <ul id={listId} role="listbox" aria-label="Address suggestions" hidden={!isOpen} style={LIST_STYLE}>
        {suggestions.map((suggestion, index) => (
          <li
            key={addressLabel(suggestion)}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // The input keeps focus (and the list stays open) until the click has picked.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
            onMouseEnter={() => setActive(index)}
            style={{ padding: '5px 12px', borderRadius: 4, cursor: 'pointer', background: index === active ? '#e6f4ff' : undefined }}
          >
            {addressLabel(suggestion)}
          </li>
        ))}
      </ul>
      <div id={noteId} role="status" style={unavailable === null ? undefined : NOTE_STYLE}>
        {unavailable}
      </div>
    </div>
  );
}

const NOTE_STYLE = { color: '#595959', marginTop: 4 } as const;

const LIST_STYLE = {
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 1050,
  margin: '4px 0 0',
  padding: 4,
  listStyle: 'none',
  maxHeight: 256,
  overflowY: 'auto',
  background: '#fff',
  borderRadius: 8,
  boxShadow: '0 6px 16px rgba(0,0,0,0.08), 0 3px 6px -4px rgba(0,0,0,0.12)',
  color: 'rgba(0,0,0,0.88)',
} as const;

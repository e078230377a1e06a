import type { AddressSuggestion } from './addressLookupProvider';

/**
 * The sandbox's address book: a few hundred plausible US addresses, made the same way on every start (a fixed seed), so
 * tests and people can rely on them (test prefixes in api/README.md "Address autocomplete sandbox").
 */

/** Cities with a real zip code of each; the generated streets are spread over them. */
const CITIES: readonly { city: string; state: string; zip: string }[] = [
  { city: 'Austin', state: 'TX', zip: '78701' },
  { city: 'Chicago', state: 'IL', zip: '60601' },
  { city: 'Denver', state: 'CO', zip: '80202' },
  { city: 'Seattle', state: 'WA', zip: '98101' },
  { city: 'Portland', state: 'OR', zip: '97201' },
  { city: 'Boston', state: 'MA', zip: '02108' },
  { city: 'Atlanta', state: 'GA', zip: '30303' },
  { city: 'Phoenix', state: 'AZ', zip: '85004' },
  { city: 'Nashville', state: 'TN', zip: '37203' },
  { city: 'Columbus', state: 'OH', zip: '43215' },
  { city: 'Raleigh', state: 'NC', zip: '27601' },
  { city: 'Madison', state: 'WI', zip: '53703' },
];

const STREETS: readonly string[] = [
  'Main St', 'Oak Ave', 'Maple St', 'Cedar Ln', 'Pine St', 'Elm St', 'Washington Ave', 'Lake Shore Dr', 'Park Pl',
  'Sunset Blvd', 'Highland Ave', 'Church St', 'Mill Rd', 'River Rd', 'Walnut St', 'Chestnut St', 'Spring St', 'Hillcrest Dr',
  'Lincoln Ave', 'Jefferson St', 'Madison Ave', 'Franklin St', 'Broadway', 'Market St', 'Congress Ave',
];

/** The documented fixtures: always present, whatever the generator makes (api/README.md). */
export const SANDBOX_FIXED_ADDRESSES: readonly AddressSuggestion[] = [
  { address_street: '1 Main St', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' },
  { address_street: '100 Congress Ave', address_city: 'Austin', address_state: 'TX', address_postal_code: '78701' },
  { address_street: '233 S Wacker Dr', address_city: 'Chicago', address_state: 'IL', address_postal_code: '60606' },
  { address_street: '1600 Pennsylvania Ave NW', address_city: 'Washington', address_state: 'DC', address_postal_code: '20500' },
];

/** mulberry32: a tiny seeded generator, so the list is the same on every machine and start. */
const seeded = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const generate = (): AddressSuggestion[] => {
  const random = seeded(20261125);
  const made = new Map<string, AddressSuggestion>();
  for (const fixed of SANDBOX_FIXED_ADDRESSES) made.set(fixed.address_street.toLowerCase(), fixed);
  // Every street gets twelve house numbers, each in a city of its own pick: 300 addresses in all.
  for (const street of STREETS) {
    for (let i = 0; i < 12; i += 1) {
      const number = 10 + Math.floor(random() * 9990);
      const place = CITIES[Math.floor(random() * CITIES.length)] ?? CITIES[0];
      if (!place) continue;
      const line = `${number} ${street}`;
      if (!made.has(line.toLowerCase())) made.set(line.toLowerCase(), { address_street: line, address_city: place.city, address_state: place.state, address_postal_code: place.zip });
    }
  }
  return [...made.values()];
};

/** Every sandbox address, fixtures first. */
export const SANDBOX_ADDRESSES: readonly AddressSuggestion[] = generate();

/** Lower case, single spaces: how a prefix and an address are compared. */
export const normalizeAddressText = (text: string): string => text.trim().toLowerCase().replace(/\s+/g, ' ');

/**
 * The addresses a prefix matches: the street line begins with it ('12 Ma'), or, without a house number, the street name
 * does ('Main'); ordered by street line, so the answer is stable.
 */
export const matchSandboxAddresses = (prefix: string, limit: number): AddressSuggestion[] => {
  const wanted = normalizeAddressText(prefix);
  if (wanted === '') return [];
  const streetOnly = (line: string) => line.replace(/^\d+\s+/, '');
  return SANDBOX_ADDRESSES
    .filter((a) => {
      const line = normalizeAddressText(a.address_street);
      return line.startsWith(wanted) || streetOnly(line).startsWith(wanted);
    })
    .sort((a, b) => a.address_street.localeCompare(b.address_street, 'en', { numeric: true }))
    .slice(0, limit);
};

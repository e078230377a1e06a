import { fromCents } from '@qube/contract/core/money';

/**
 * '$1,234.50' for messages (the browser formats its own amounts). In platform, not with the transfers that wrote it
 * first: card deposits build their limit messages with it as they load, and a module that runs another area's code at
 * import breaks when the two areas import each other (docs/adr/0087-api-areas.md).
 */
export const usd = (cents: bigint): string => {
  const [whole = '0', frac = '00'] = fromCents(cents < 0n ? -cents : cents).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac}`;
};

import type { CardAccount, CardDetails, CardImage } from '@qube/contract/cards';
import { api } from '@qube/shared';

export type { CardAccount, CardDetails, CardImage, CardImageConfig } from '@qube/contract/cards';

/** GET accounts/{id}/card-image/ (MM-135): card_id null when the account has no active card. */
export async function loadCardImage(accountId: number): Promise<CardImage> {
  return (await api.get<CardImage>(`accounts/${accountId}/card-image/`, undefined, { mute: true })).data;
}

/** GET v2/cards/{id}/account/ (MM-136): whose card it is. Not account-scoped, so never under households/. */
export async function loadCardAccount(cardId: number): Promise<CardAccount> {
  return (await api.get<CardAccount>(`v2/cards/${cardId}/account/`, undefined, { mute: true, householdsOff: true })).data;
}

/**
 * GET v2/accounts/{id}/card-iframe/ (MM-136): the full number, expiry and CVV, for the cardholder only. The answer is
 * kept in component state only (never in storage) and the API sends it with no-store.
 */
export async function loadCardDetails(accountId: number, cardId: number): Promise<CardDetails> {
  return (await api.get<CardDetails>(`v2/accounts/${accountId}/card-iframe/`, { card_id: cardId, show_cvv: true }, { mute: true })).data;
}

/** The background art of a design (GET v2/artwork/{id}/background/). */
export const artworkUrl = (artworkId: number) => `/api/v2/artwork/${artworkId}/background/`;

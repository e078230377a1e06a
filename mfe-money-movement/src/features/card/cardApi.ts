import { api } from '@qube/shared';

/*
 * The shapes of contract/src/cards.ts (CardImage, CardDetails, CardAccount). This remote does not depend on
 * @qube/contract (only on @qube/shared, which does not re-export these): written out here until it does.
 */
export type CardImageConfig = { card_image_url: string; background_image_url: string; invert_text_color: boolean };
export type CardImage = { card_id: number | null; config: CardImageConfig | null; last_four: string | null; name_on_card: string | null };
export type CardDetails = { card_id: number; card_number: string; expiration_month: number; expiration_year: number; cvv: string | null; name_on_card: string };
export type CardAccount = { card_id: number; account_id: number; name_on_card: string; last_four: string; kind: 'virtual' | 'physical'; status: 'active' | 'inactive'; artwork_id: number };

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

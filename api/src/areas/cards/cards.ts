import type { CardAccount, CardImage } from '@qube/contract/cards';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { cards } from '../../platform/db/schema';
import { NotFoundError } from '../../platform/errors';
import type { AccountRow } from '../accounts';
import { artworkById, ARTWORKS } from './cardsArtwork';
import type { CardIssuer } from '../../platform/providers/cardIssuer/cardIssuer';

export type CardRow = typeof cards.$inferSelect;

export const CARD_NOT_FOUND = 'Card not found.';
export const CARDHOLDER_ONLY = 'Only the cardholder can see the card details.';

export const cardNotFound = () => new NotFoundError(CARD_NOT_FOUND, 'card_not_found');

/**
 * The account's active card for a person, or null (MM-135: 'This account has no active card!'): their own when they
 * hold one (an authorized user's, ON-72), else the first issued (the owner's).
 */
export const activeCardOf = async (db: Db, accountId: number, userId?: number): Promise<CardRow | null> => {
  const [row] = await db.select().from(cards).where(and(eq(cards.accountId, accountId), eq(cards.status, 'active')))
    .orderBy(sql`${cards.userId} = ${userId ?? 0} desc`, asc(cards.id)).limit(1);
  return row ?? null;
};

/** A card by id, or null. */
export const cardById = async (db: Db, id: number): Promise<CardRow | null> => {
  const [row] = await db.select().from(cards).where(eq(cards.id, id)).limit(1);
  return row ?? null;
};

/** Where the art of a design is served (relative to the page: every page server proxies /api/). */
export const artworkUrls = (artworkId: number) => ({
  card_image_url: `/api/v2/artwork/${artworkId}/background/?layer=face`,
  background_image_url: `/api/v2/artwork/${artworkId}/background/`,
});

/** GET accounts/{id}/card-image/: the picture of the account's active card, or nulls when it has none. */
export const cardImageJson = async (issuer: CardIssuer, account: Pick<AccountRow, 'fullName'>, card: CardRow | null): Promise<CardImage> => {
  if (!card) return { card_id: null, config: null, last_four: null, name_on_card: null };
  const art = artworkById(card.artworkId) ?? ARTWORKS[0];
  return {
    card_id: card.id,
    config: { ...artworkUrls(card.artworkId), invert_text_color: art?.invertTextColor ?? false },
    last_four: await issuer.lastFour(card),
    name_on_card: account.fullName,
  };
};

/** GET v2/cards/{id}/account/. */
export const cardAccountJson = async (issuer: CardIssuer, account: Pick<AccountRow, 'fullName'>, card: CardRow): Promise<CardAccount> => ({
  card_id: card.id,
  account_id: card.accountId,
  name_on_card: account.fullName,
  last_four: await issuer.lastFour(card),
  kind: card.kind === 'physical' ? 'physical' : 'virtual',
  status: card.status === 'active' ? 'active' : 'inactive',
  artwork_id: card.artworkId,
});

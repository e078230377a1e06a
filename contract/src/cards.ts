import { Type, type Static } from 'typebox';
import { Id, Nullable, StringEnum } from './common';

/**
 * The Qube card (MM-135, MM-136, API-48). The card's picture is public sandbox art; the full number, expiry and CVV are
 * answered only to the cardholder, never cached, and never stored by the browser.
 */

/** How the card's picture is drawn: the card face, its background art, and whether text on it must be light. */
export const CardImageConfig = Type.Object({
  card_image_url: Type.String({ description: 'The card face (art with the logo and network mark), an image URL' }),
  background_image_url: Type.String({ description: 'The background art alone, an image URL' }),
  invert_text_color: Type.Boolean({ description: 'True: write on the card in white (dark art)' }),
});
export type CardImageConfig = Static<typeof CardImageConfig>;

/**
 * GET accounts/{id}/card-image/. With no active card `card_id` and `config` are null ('This account has no active
 * card!'). `last_four` and `name_on_card` are ours (the spec gives only card_id and config): the picture shows them.
 */
export const CardImage = Type.Object({
  card_id: Nullable(Type.Integer()),
  config: Nullable(CardImageConfig),
  last_four: Nullable(Type.String()),
  name_on_card: Nullable(Type.String()),
});
export type CardImage = Static<typeof CardImage>;

/** ?query of GET v2/accounts/{id}/card-iframe/. */
export const CardDetailsQuery = Type.Object({
  card_id: Id,
  show_cvv: Type.Optional(Type.Boolean({ description: 'Also answer the CVV' })),
});
export type CardDetailsQuery = Static<typeof CardDetailsQuery>;

/**
 * GET v2/accounts/{id}/card-iframe/: what the issuer's card frame shows. Only the cardholder gets it (others 403),
 * answered with Cache-Control no-store and never logged. The real issuer serves a frame; our component draws this.
 */
export const CardDetails = Type.Object({
  card_id: Type.Integer(),
  card_number: Type.String({ description: 'The full card number, 16 digits' }),
  expiration_month: Type.Integer({ minimum: 1, maximum: 12 }),
  expiration_year: Type.Integer(),
  cvv: Nullable(Type.String(), { description: 'Null unless show_cvv' }),
  name_on_card: Type.String(),
});
export type CardDetails = Static<typeof CardDetails>;

/** GET v2/cards/{id}/account/: the account a card belongs to (for anyone who reaches that account). */
export const CardAccount = Type.Object({
  card_id: Type.Integer(),
  account_id: Type.Integer(),
  name_on_card: Type.String(),
  last_four: Type.String(),
  kind: StringEnum(['virtual', 'physical'] as const),
  status: StringEnum(['active', 'inactive'] as const),
  artwork_id: Type.Integer(),
});
export type CardAccount = Static<typeof CardAccount>;

/** ?query of GET v2/artwork/{id}/background/: `layer=face` answers the card face instead of the background. */
export const ArtworkQuery = Type.Object({ layer: Type.Optional(StringEnum(['background', 'face'] as const)) });
export type ArtworkQuery = Static<typeof ArtworkQuery>;

import { Type, type Static } from 'typebox';
import { Id, Money, MoneyInput, PocketId, PocketRef } from './common';

/**
 * Send to a friend (MM-98 to MM-101, API-18, API-37). The spec names GET /users/search/ and the Person shape; the
 * send call is a gap, designed here: POST orders/send-to-person/, instant, one ledger transaction.
 */

/**
 * GET users/search/?search=: who a search may find. Only an exact e-mail address (any case) or an exact phone number
 * (its ten digits, any punctuation) matches, never a prefix or part of a name, so the search cannot list the site's
 * users; rate-limited per user and per address.
 */
export const PersonSearchQuery = Type.Object({
  search: Type.String({ maxLength: 254, description: 'A whole e-mail address or a whole phone number; anything else finds nobody' }),
});
export type PersonSearchQuery = Static<typeof PersonSearchQuery>;

/** A person money can be sent to (MM-99): `accounts` lists only the account a send reaches (the primary one). */
export const Person = Type.Object({
  id: Type.Integer({ description: 'The user id' }),
  full_name: Type.String(),
  primary_account: Type.Integer({ description: 'The account a send to this person credits (its Cloud)' }),
  accounts: Type.Array(Type.Integer()),
});
export type Person = Static<typeof Person>;

/** At most one person: an exact e-mail or phone names one user. */
export const PersonSearchResult = Type.Object({
  count: Type.Integer(),
  results: Type.Array(Person),
});
export type PersonSearchResult = Static<typeof PersonSearchResult>;

/** POST orders/send-to-person/: from a pocket of the sender's account to the person's primary account's Cloud. */
export const SendToPersonInput = Type.Object({
  account_id: Id,
  from_qube: PocketRef,
  to_account: Id,
  amount: MoneyInput,
  title: Type.Optional(Type.String({ maxLength: 250, description: 'A note both people see' })),
  idempotency_key: Type.String({ minLength: 1, maxLength: 100 }),
}, { additionalProperties: false });
export type SendToPersonInput = Static<typeof SendToPersonInput>;

/** A send that happened: the sender's side (id = the send_to_person activity). */
export const SendToPersonResult = Type.Object({
  id: Type.Integer({ description: "The sender's send_to_person activity" }),
  peer_transfer_id: Type.Integer(),
  amount: Money,
  from_qube: PocketId,
  to_account: Type.Integer(),
  recipient_name: Type.String(),
  new_balance: Money,
  status: Type.Literal('executed'),
  creation_datetime: Type.String(),
});
export type SendToPersonResult = Static<typeof SendToPersonResult>;

import { Type, type Static } from 'typebox';
import { Id, Money, PocketId } from './common';
import { AccountVersion } from './live';

// Pure, so the browser reads it without TypeBox (contract/src/core).
export { UNDO_MINUTES } from './core/undo';

/** POST activities/{id}/undo/: the account and the idempotency key of this undo. */
export const UndoInput = Type.Object({
  account_id: Id,
  idempotency_key: Type.String({ minLength: 1, maxLength: 100, description: 'A retry with the same key answers the first answer' }),
}, { additionalProperties: false });
export type UndoInput = Static<typeof UndoInput>;

/** The reversal: one movement back, written as an internal transfer of its own (the original stays). */
export const UndoResult = Type.Object({
  undone_activity_id: Type.Integer({ description: 'The activity that was undone (the side asked for)' }),
  reversal_activity_id: Type.Integer({ description: "The reversal's side in the same pocket as the side asked for" }),
  amount: Money,
  from_qube: PocketId,
  to_qube: PocketId,
  account_version: Type.Optional(AccountVersion),
});
export type UndoResult = Static<typeof UndoResult>;

/** POST banking/transactions/{id}/undo-reqube/: undoes the newest ReQube of that activity (with all it moved). */
export const UndoRequbeResult = Type.Object({
  reqube_id: Type.Integer({ description: 'The ReQube undone' }),
  ids: Type.Array(Type.Integer(), { description: 'Every activity it had moved, now back where it was' }),
  from_qube: PocketId,
  account_version: Type.Optional(AccountVersion),
});
export type UndoRequbeResult = Static<typeof UndoRequbeResult>;

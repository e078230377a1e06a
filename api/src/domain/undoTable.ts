import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** Each movement undone, once (migration 0033_undo.sql; foreign keys there): the reversal that undid it. */
export const undoneMovements = pgTable('undone_movements', {
  movementId: integer('movement_id').primaryKey(),
  accountId: integer('account_id').notNull(),
  reversalMovementId: integer('reversal_movement_id').notNull(),
  undoneActivityId: integer('undone_activity_id').notNull(),
  reversalActivityId: integer('reversal_activity_id').notNull(),
  undoneBy: integer('undone_by'),
  undoneAt: timestamp('undone_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

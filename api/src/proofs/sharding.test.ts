import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../platform/db/schema';
import { alertDeliveries, alertEvents, alertSettings } from '../areas/alerts/schema';

/**
 * Issue 24 §4 and docs/adr/0093-sharding.md: every table that holds money or a money move is distributed by account, so
 * each carries a non-null account_id and a move touches one shard (a send to another person two, in one distributed
 * transaction). A money table added without it fails here.
 */
const MONEY_TABLES = [
  'activities', 'ledger_movements', 'ledger_entries', 'pocket_balances', 'scheduled_orders', 'idempotency_keys', 'ach_deposits',
  'ach_deposit_series', 'peer_transfers', 'bank_transfers', 'card_deposits', 'card_authorizations', 'open_qubes', 'qubes',
  'budgets', 'income_groups', 'notifications', 'plan_invoices', 'plan_changes', 'account_plans', 'undone_movements',
  'direct_deposit_requests', 'alert_events', 'alert_settings', 'ach_deposit_audit_logs', 'reqube_moves', 'reqube_move_items',
  'direct_deposits', 'paycheck_rules', 'paycheck_runs',
];

/** The distribution column where it is not account_id: a send is kept with its sender (its receiver's entries are in ledger_entries). */
const DISTRIBUTION: Record<string, string> = { peer_transfers: 'from_account_id' };

// Everything the schema exports: tables, and a few helpers that are not (getTableConfig throws on those).
const exported: unknown[] = [...Object.values(schema), alertDeliveries, alertEvents, alertSettings];
const tables = exported.filter((value): value is PgTable => {
  try {
    return typeof getTableConfig(value as PgTable).name === 'string';
  } catch {
    return false;
  }
});
const byName = new Map(tables.map((table) => [getTableConfig(table).name, getTableConfig(table)]));

describe('sharding by account (issue 24 §4)', () => {
  it.each(MONEY_TABLES)('%s carries its non-null distribution column (account_id unless the design says otherwise)', (name) => {
    const config = byName.get(name);
    expect(config).toBeDefined();
    const column = config?.columns.find((c) => c.name === (DISTRIBUTION[name] ?? 'account_id'));
    expect(column?.notNull).toBe(true);
  });

  it('every table with an amount or a balance is in the list (none is forgotten)', () => {
    const holdsMoney = [...byName.values()].filter((c) => c.columns.some((col) => ['amount', 'balance', 'bill_amount', 'amount_paid'].includes(col.name))).map((c) => c.name);
    const outside = holdsMoney.filter((name) => !MONEY_TABLES.includes(name));
    // Tables that hold amounts but are colocated through their parent (a budget's lines, an invoice's lines, an income
    // group's instances), the partners' ledger (distributed by partner: ADR 0093) and the sandboxes' own books.
    const known = ['incomes', 'partner_conversions', 'partner_node_sales', 'partner_payouts', 'plan_invoice_lines', 'qube_budgets', 'sandbox_ach_transfers', 'sandbox_card_intents', 'sandbox_direct_deposit_credits'];
    expect(outside.filter((name) => !known.includes(name))).toEqual([]);
  });
});

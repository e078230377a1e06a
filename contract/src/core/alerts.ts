/**
 * The alert vocabulary (issue 25 §2) for the API and the browser: pure, no dependencies (the browser bundles only
 * what it imports; docs/adr/0100).
 */

/** The kinds of alert a person can switch (issue 25 §2), in the order the settings list them. */
export const ALERT_KINDS = ['bill_short', 'qube_low', 'purchase_declined', 'payment_failed', 'deposit_landed'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** What each kind is called in the notification settings. */
export const ALERT_KIND_LABELS: Record<AlertKind, { title: string; description: string }> = {
  bill_short: { title: 'A bill will be short', description: 'Before a bill is due, when its qube will not cover it.' },
  qube_low: { title: 'A qube is running low', description: 'When a spending qube has less than a fifth of its budget left.' },
  purchase_declined: { title: 'A purchase was declined', description: 'When a card purchase is declined, for example because no qube was open.' },
  payment_failed: { title: 'A payment failed', description: 'When a scheduled transfer, a bill, a transfer to a bank or a plan fee could not be paid.' },
  deposit_landed: { title: 'A deposit landed', description: 'When money arrives: a bank or card deposit, a direct deposit, money from a person.' },
};

/** How many days before a bill is due a short bill is told: the default, and the range a person may choose. */
export const BILL_DAYS_BEFORE = { default: 3, min: 1, max: 14 } as const;

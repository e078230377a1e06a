import { PLAN_DISPLAY_NAMES } from '@qube/contract/core/plans';
import { useCallback, useEffect, useState } from 'react';
import { formatDate, formatMoney } from '@qube/shared';
import { PlainCard, PlainLoadError, PlainSkeleton, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import type { PlanInvoice } from '@qube/contract/plans';
import { failureText, plansApi } from './plansApi';

/**
 * The plan invoices of /manage-plan (issue 22 §2): one per billing period, newest first, with what the anchor charged,
 * what plan changes added or gave back, and where a past-due one stands. Loading, empty and error states of its own,
 * so a failure here leaves the rest of the page working.
 */
export function InvoicesCard({ accountId, reloadKey }: { accountId: number; reloadKey?: unknown }) {
  const [invoices, setInvoices] = useState<PlanInvoice[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const retry = useCallback(async () => {
    setLoadError(null);
    try {
      setInvoices((await plansApi.invoices(accountId)).results);
    } catch (caught) {
      setLoadError(failureText(caught, 'Please try again.'));
    }
  }, [accountId]);

  useEffect(() => {
    let isCurrent = true;
    plansApi.invoices(accountId)
      .then(({ results }) => isCurrent && setInvoices(results))
      .catch((caught: unknown) => isCurrent && setLoadError(failureText(caught, 'Please try again.')));
    return () => {
      isCurrent = false;
    };
  }, [accountId, reloadKey]);

  return (
    <PlainCard title="Invoices" style={{ marginTop: 24 }}>
      {loadError && <PlainLoadError title="We could not load your invoices." message={loadError} onRetry={() => void retry()} />}
      {!loadError && invoices === null && <PlainSkeleton label="Loading your invoices" widths={[100, 100, 60]} />}
      {!loadError && invoices?.length === 0 && <p style={{ margin: 0 }}>No invoices yet. Your plan fee is charged from Cloud on your billing day.</p>}
      {!loadError && invoices && invoices.length > 0 && (
        <ul aria-label="Invoices" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {invoices.map((invoice) => (
            <li key={invoice.id} style={{ padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
              <InvoiceRow invoice={invoice} />
            </li>
          ))}
        </ul>
      )}
    </PlainCard>
  );
}

const STATUS_WORDS: Record<PlanInvoice['status'], string> = {
  free: 'Free days',
  open: 'Due',
  paid: 'Paid',
  past_due: 'Past due',
  void: 'Not collected',
};

function InvoiceRow({ invoice }: { invoice: PlanInvoice }) {
  const net = invoice.amount_refunded === '0.00' ? null : `${formatMoney(invoice.amount_refunded)} refunded`;
  return (
    <>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
        <strong>
          {PLAN_DISPLAY_NAMES[invoice.plan]}: {formatDate(invoice.period_start)} to {formatDate(invoice.period_end)}
        </strong>
        <span>
          {formatMoney(invoice.amount_paid)} paid · {STATUS_WORDS[invoice.status]}
        </span>
      </div>
      <ul style={{ ...SECONDARY_TEXT, listStyle: 'none', margin: '4px 0 0', padding: 0 }}>
        {invoice.lines.map((line, index) => (
          <li key={`${line.kind}-${index}`}>
            {line.description}: {formatMoney(line.amount)}
          </li>
        ))}
        {net && <li>{net}</li>}
      </ul>
      {invoice.status === 'past_due' && invoice.grace_until && (
        <p role="status" style={{ margin: '4px 0 0', color: '#a8071a' }}>
          {formatMoney(invoice.amount_due)} could not be taken from your Cloud. We try again every day; add money to Cloud by {formatDate(invoice.grace_until)} to keep
          your plan.
        </p>
      )}
    </>
  );
}

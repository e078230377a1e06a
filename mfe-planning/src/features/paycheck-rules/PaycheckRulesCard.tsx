import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { bus, useSession, type QubeAutoFunding } from '@qube/shared';
import { useAccountData } from '@qube/shared/account-data';
import { PlainCard, PlainLoadError, PlainSkeleton, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { apiMessage, withApiMessage } from '../../ui/apiMessage';
import { BusyButton } from '../../ui/BusyButton';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { DANGER, tagStyle } from '../../ui/plainLook';
import { emptyRule, lineSentence, matchSentence, PAYCHECK_TEXTS, toInput, valuesOf, type RuleValues } from './paycheckRuleForm';
import { createPaycheckRule, deletePaycheckRule, loadPaycheckRules, loadPlanQubes, updatePaycheckRule, type PaycheckRule } from './paycheckRulesApi';

// The dialog is antd, loaded (with planning's antd theme) when it first opens: the card is part of the page's plain
// first view (docs/adr/0015-plain-markup-first-views.md).
const PaycheckRuleDialog = lazyInTheme(() => import('./PaycheckRuleDialog').then((m) => m.PaycheckRuleDialog));

type Open = { rule: PaycheckRule | null; qubes: QubeAutoFunding[]; initial: RuleValues };

/**
 * Paycheck rules (issue 25 §3), beside auto funding: each rule in words (which deposits, then its plan), with Edit and
 * Delete, and Add. The dialog opens once the account's qubes are loaded for its choosers.
 */
export function PaycheckRulesCard() {
  const accountId = useSession((s) => s.active_account?.id ?? null);
  const { status, data, error, reload } = useAccountData(['paycheck-rules'], loadPaycheckRules);
  const [open, setOpen] = useState<Open | null>(null);
  const [opening, setOpening] = useState<number | 'new' | null>(null);
  const [openFailure, setOpenFailure] = useState<string | null>(null);
  const [askingDelete, setAskingDelete] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const trigger = useRef<HTMLElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    (trigger.current?.isConnected ? trigger.current : heading.current)?.focus();
  }, [focusRequest]);

  async function openDialog(rule: PaycheckRule | null, event: MouseEvent<HTMLElement>) {
    if (accountId === null || opening !== null) return;
    trigger.current = event.currentTarget;
    setOpenFailure(null);
    setOpening(rule?.id ?? 'new');
    try {
      setOpen({ rule, qubes: await loadPlanQubes(accountId), initial: rule ? valuesOf(rule) : emptyRule() });
    } catch (failure) {
      setOpenFailure(withApiMessage(PAYCHECK_TEXTS.qubesFailed, failure));
    } finally {
      setOpening(null);
    }
  }

  function close() {
    setOpen(null);
    setFocusRequest((n) => n + 1);
  }

  async function save(values: RuleValues) {
    if (accountId === null || !open) return;
    const input = toInput(values);
    if (open.rule) await updatePaycheckRule(accountId, open.rule.id, input);
    else await createPaycheckRule(accountId, input);
    setOpen(null);
    bus.emit('toast:show', { type: 'success', message: PAYCHECK_TEXTS.saved });
    reload();
    setFocusRequest((n) => n + 1);
  }

  async function remove(rule: PaycheckRule) {
    if (accountId === null || deleting !== null) return;
    setDeleting(rule.id);
    try {
      await deletePaycheckRule(accountId, rule.id);
      bus.emit('toast:show', { type: 'success', message: PAYCHECK_TEXTS.deleted });
      setAskingDelete(null);
      reload();
      heading.current?.focus();
    } catch (failure) {
      bus.emit('toast:show', { type: 'error', message: withApiMessage(PAYCHECK_TEXTS.deleteFailed, failure) });
    } finally {
      setDeleting(null);
    }
  }

  const rules = data ?? [];
  return (
    <PlainCard
      title={PAYCHECK_TEXTS.cardTitle}
      headingRef={heading}
      style={{ marginBottom: 16 }}
      extra={
        <BusyButton variant="primary" isBusy={opening === 'new'} onClick={(event) => void openDialog(null, event)}>
          {PAYCHECK_TEXTS.add}
        </BusyButton>
      }
    >
      <p style={{ ...SECONDARY_TEXT, marginTop: 0 }}>{PAYCHECK_TEXTS.cardLead}</p>
      {openFailure && (
        <p role="alert" style={{ color: DANGER }}>
          {openFailure}
        </p>
      )}
      {status === 'loading' && !data && <PlainSkeleton label="Loading your paycheck rules" widths={[100, 60]} />}
      {status === 'error' && !data && <PlainLoadError title={PAYCHECK_TEXTS.loadFailed} message={apiMessage(error)} onRetry={reload} />}
      {data && rules.length === 0 && <p style={SECONDARY_TEXT}>{PAYCHECK_TEXTS.empty}</p>}
      {rules.length > 0 && (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rules.map((rule) => (
            <li key={rule.id} aria-label={`Rule for ${rule.payer_name}`} style={{ borderTop: '1px solid #f0f0f0', padding: '12px 0' }}>
              <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
                <strong>{matchSentence(rule)}</strong>
                {!rule.is_active && <span style={tagStyle('gold')}>Off</span>}
              </div>
              <ol style={{ margin: '4px 0 8px', paddingInlineStart: 20 }}>
                {rule.lines.map((line, index) => (
                  <li key={`${line.qube_id}-${index}`}>
                    {lineSentence(line)}
                    {line.qube_archived && <span style={{ color: DANGER }}> (archived: nothing goes there)</span>}
                  </li>
                ))}
                <li>The rest to Cloud</li>
              </ol>
              {askingDelete === rule.id ? (
                <div role="group" aria-label="Delete this rule?" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                  <span>Delete this rule?</span>
                  <BusyButton size="small" variant="danger" isBusy={deleting === rule.id} onClick={() => void remove(rule)}>
                    Delete
                  </BusyButton>
                  <BusyButton size="small" onClick={() => setAskingDelete(null)}>
                    Keep
                  </BusyButton>
                </div>
              ) : (
                <div style={{ display: 'flex', gap: 8 }}>
                  <BusyButton size="small" aria-label={`Edit rule for ${rule.payer_name}`} isBusy={opening === rule.id} onClick={(event) => void openDialog(rule, event)}>
                    Edit
                  </BusyButton>
                  <BusyButton size="small" variant="danger" aria-label={`Delete rule for ${rule.payer_name}`} onClick={() => setAskingDelete(rule.id)}>
                    Delete
                  </BusyButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {open && accountId !== null && (
        <PaycheckRuleDialog
          accountId={accountId}
          title={open.rule ? 'Edit Paycheck Rule' : 'Add Paycheck Rule'}
          initial={open.initial}
          qubes={open.qubes}
          onSave={save}
          onClose={close}
        />
      )}
    </PlainCard>
  );
}

import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { bus, formatDate, formatMoney, type Budget, type IncomeGroup, type IncomeInstance } from '@qube/shared';
import { PlainCard, primaryButtonStyle, SECONDARY_TEXT } from '@qube/shared/ui/plain';
import { withApiMessage } from '../../ui/apiMessage';
import { BusyButton } from '../../ui/BusyButton';
import { lazyInTheme } from '../../ui/lazyInTheme';
import { primaryColor, TABLE_STYLE, TD_STYLE, TH_STYLE, tagStyle } from '../../ui/plainLook';
import { isBudgetEditable } from '../budget/budgetRules';
import { createIncomeGroup, deleteIncomeInstance, loadIncomeGroups, updateIncomeGroup, updateIncomeInstance } from './incomeApi';
import type { IncomeChoice } from './IncomeChoiceDialog';
import {
  deleteFailureMessage,
  emptyIncomeValues,
  groupValues,
  INCOME_TEXTS,
  incomeOfBudget,
  instanceLabel,
  instanceValues,
  toIncomeGroupInput,
  toInstanceChange,
  type IncomeFormValues,
} from './incomeRules';

// The dialogs are antd, each loaded (with planning's antd theme) when it first opens: the card is part of the page's
// plain first view (docs/adr/0015-plain-markup-first-views.md).
const IncomeDialog = lazyInTheme(() => import('./IncomeDialog').then((m) => m.IncomeDialog));
const IncomeChoiceDialog = lazyInTheme(() => import('./IncomeChoiceDialog').then((m) => m.IncomeChoiceDialog));

/**
 * The income of the shown budget (PL-10 to PL-13, PL-15, PL-16), expected and recurring together by date. An editable
 * budget adds, edits and deletes income; after each change the budget is reloaded (`onChanged`) so its totals follow.
 */
export function IncomeCard({ accountId, budget, onChanged }: Props) {
  const isEditable = isBudgetEditable(budget);
  const lines = incomeOfBudget(budget);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [choiceFailure, setChoiceFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that opened the dialog gets focus back; when it is gone (its row was deleted), the card's heading.
  const trigger = useRef<HTMLElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest === 0) return;
    const target = trigger.current?.isConnected ? trigger.current : heading.current;
    target?.focus();
  }, [focusRequest]);

  function open(next: Dialog, event: MouseEvent<HTMLElement>) {
    trigger.current = event.currentTarget;
    setChoiceFailure(null);
    setDialog(next);
  }

  function close() {
    setDialog(null);
    setFocusRequest((n) => n + 1);
  }

  async function changed(message: string) {
    setDialog(null);
    bus.emit('toast:show', { type: 'success', message });
    // Income feeds the runway (and anything else counting this month's money).
    bus.emit('qubes:changed', {});
    try {
      await onChanged();
    } catch (error) {
      bus.emit('toast:show', { type: 'error', message: withApiMessage('We could not reload your budget.', error) });
    }
    setFocusRequest((n) => n + 1);
  }

  async function loadSeries(instance: IncomeInstance) {
    setChoiceFailure(null);
    let group: IncomeGroup | undefined;
    try {
      group = (await loadIncomeGroups(accountId)).find((g) => g.id === instance.income_group);
    } catch (error) {
      setChoiceFailure(withApiMessage(INCOME_TEXTS.loadFailed, error));
      return;
    }
    if (!group) {
      setChoiceFailure(`${INCOME_TEXTS.loadFailed} Please try again.`);
      return;
    }
    setDialog({ kind: 'form', title: 'Edit Income', initial: groupValues(group), target: { kind: 'series', group } });
  }

  async function remove(instance: IncomeInstance, deleteFuture: boolean) {
    setChoiceFailure(null);
    try {
      await deleteIncomeInstance(accountId, instance, deleteFuture);
    } catch (error) {
      setChoiceFailure(deleteFailureMessage(error));
      return;
    }
    await changed(INCOME_TEXTS.deleted);
  }

  async function save(target: FormTarget, values: IncomeFormValues) {
    if (target.kind === 'new') await createIncomeGroup(toIncomeGroupInput(accountId, values));
    else if (target.kind === 'series') await updateIncomeGroup(target.group.id, toIncomeGroupInput(accountId, values));
    else await updateIncomeInstance(accountId, target.instance, toInstanceChange(values));
    await changed(INCOME_TEXTS.saved);
  }

  function startEdit(instance: IncomeInstance, event: MouseEvent<HTMLElement>) {
    if (instance.type === 'recurring') open({ kind: 'edit-choice', instance }, event);
    else open({ kind: 'form', title: 'Edit Income', initial: instanceValues(instance), target: { kind: 'instance', instance } }, event);
  }

  const editChoices = (instance: IncomeInstance): IncomeChoice[] => [
    {
      label: 'Only This One',
      onChoose: async () => setDialog({ kind: 'form', title: 'Edit Income', initial: instanceValues(instance), target: { kind: 'instance', instance } }),
    },
    { label: 'The Whole Series', isPrimary: true, onChoose: () => loadSeries(instance) },
  ];

  const deleteChoices = (instance: IncomeInstance): IncomeChoice[] =>
    instance.type === 'recurring'
      ? [
          { label: 'Only This One', isDanger: true, onChoose: () => remove(instance, false) },
          { label: 'This and All That Follow', isDanger: true, isPrimary: true, onChoose: () => remove(instance, true) },
        ]
      : [{ label: 'Delete', isDanger: true, isPrimary: true, onChoose: () => remove(instance, false) }];

  const lineKey = (line: IncomeInstance) => `${line.type}-${line.id}`;
  return (
    <PlainCard
      title="Income"
      headingRef={heading}
      extra={
        isEditable && (
          <button type="button" style={primaryButtonStyle(primaryColor())} onClick={(event) => open({ kind: 'form', title: 'Add Income', initial: emptyIncomeValues(), target: { kind: 'new' } }, event)}>
            Add Income
          </button>
        )
      }
    >
      <div style={{ overflowX: 'auto' }}>
        <table style={TABLE_STYLE}>
          <thead>
            <tr>
              <th scope="col" style={TH_STYLE}>
                Income
              </th>
              <th scope="col" style={TH_STYLE}>
                Date
              </th>
              <th scope="col" style={{ ...TH_STYLE, textAlign: 'right' }}>
                Amount
              </th>
              {isEditable && (
                <th scope="col" style={{ ...TH_STYLE, textAlign: 'right' }}>
                  Actions
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {lines.length === 0 && (
              <tr>
                <td colSpan={isEditable ? 4 : 3} style={{ ...TD_STYLE, ...SECONDARY_TEXT, textAlign: 'center' }}>
                  {INCOME_TEXTS.empty}
                </td>
              </tr>
            )}
            {lines.map((line) => (
              <tr key={lineKey(line)}>
                <td style={TD_STYLE}>
                  <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                    <span>{line.name}</span>
                    {line.type === 'recurring' && <span style={tagStyle('blue')}>Repeats</span>}
                  </span>
                </td>
                <td style={{ ...TD_STYLE, whiteSpace: 'nowrap' }}>{formatDate(line.date)}</td>
                <td style={{ ...TD_STYLE, textAlign: 'right', whiteSpace: 'nowrap' }}>{formatMoney(line.amount)}</td>
                {isEditable && (
                  <td style={{ ...TD_STYLE, textAlign: 'right' }}>
                    <span style={{ display: 'inline-flex', gap: 8 }}>
                      <BusyButton size="small" aria-label={`Edit ${instanceLabel(line)}`} onClick={(event) => startEdit(line, event)}>
                        Edit
                      </BusyButton>
                      <BusyButton size="small" variant="danger" aria-label={`Delete ${instanceLabel(line)}`} onClick={(event) => open({ kind: 'delete', instance: line }, event)}>
                        Delete
                      </BusyButton>
                    </span>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {dialog?.kind === 'form' && (
        <IncomeDialog
          title={dialog.title}
          initial={dialog.initial}
          withRepeat={dialog.target.kind !== 'instance'}
          period={dialog.target.kind === 'instance' ? { start: budget.start_date, end: budget.end_date } : undefined}
          onSave={(values) => save(dialog.target, values)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'edit-choice' && (
        <IncomeChoiceDialog title="Edit Income" question={INCOME_TEXTS.editChoice} choices={editChoices(dialog.instance)} failure={choiceFailure} onCancel={close} />
      )}
      {dialog?.kind === 'delete' && (
        <IncomeChoiceDialog
          title="Delete Income"
          question={dialog.instance.type === 'recurring' ? INCOME_TEXTS.deleteChoice : INCOME_TEXTS.deleteOne}
          choices={deleteChoices(dialog.instance)}
          failure={choiceFailure}
          onCancel={close}
        />
      )}
    </PlainCard>
  );
}

/** What the form saves: a new group, a whole series, or one occurrence. */
type FormTarget = { kind: 'new' } | { kind: 'series'; group: IncomeGroup } | { kind: 'instance'; instance: IncomeInstance };

type Dialog =
  | { kind: 'form'; title: 'Add Income' | 'Edit Income'; initial: IncomeFormValues; target: FormTarget }
  | { kind: 'edit-choice'; instance: IncomeInstance }
  | { kind: 'delete'; instance: IncomeInstance };

type Props = {
  accountId: number;
  budget: Budget;
  /** Loads the shown budget again; throws when it could not. */
  onChanged: () => Promise<void>;
};

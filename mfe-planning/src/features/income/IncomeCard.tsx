import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button, Card, Space, Table, Tag } from 'antd';
import { bus, formatDate, formatMoney, type Budget, type IncomeGroup, type IncomeInstance } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';
import { isBudgetEditable } from '../budget/budgetRules';
import { createIncomeGroup, deleteIncomeInstance, loadIncomeGroups, updateIncomeGroup, updateIncomeInstance } from './incomeApi';
import { IncomeChoiceDialog, type IncomeChoice } from './IncomeChoiceDialog';
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

// The form is loaded when it is first opened, so the page's first paint stays light.
const IncomeDialog = lazy(() => import('./IncomeDialog').then((m) => ({ default: m.IncomeDialog })));

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

  return (
    <Card
      title={
        <h2 ref={heading} tabIndex={-1} style={HEADING}>
          Income
        </h2>
      }
      extra={
        isEditable && (
          <Button type="primary" onClick={(event) => open({ kind: 'form', title: 'Add Income', initial: emptyIncomeValues(), target: { kind: 'new' } }, event)}>
            Add Income
          </Button>
        )
      }
    >
      <Table<IncomeInstance>
        rowKey={(line) => `${line.type}-${line.id}`}
        pagination={false}
        dataSource={lines}
        locale={{ emptyText: INCOME_TEXTS.empty }}
        columns={[
          {
            title: 'Income',
            key: 'name',
            render: (_, line) => (
              <Space size="small" wrap>
                <span>{line.name}</span>
                {line.type === 'recurring' && <Tag color="blue">Repeats</Tag>}
              </Space>
            ),
          },
          { title: 'Date', key: 'date', render: (_, line) => formatDate(line.date) },
          { title: 'Amount', key: 'amount', align: 'right', render: (_, line) => formatMoney(line.amount) },
          ...(isEditable
            ? [
                {
                  title: 'Actions',
                  key: 'actions',
                  align: 'right' as const,
                  render: (_: unknown, line: IncomeInstance) => (
                    <Space size="small">
                      <Button size="small" aria-label={`Edit ${instanceLabel(line)}`} onClick={(event) => startEdit(line, event)}>
                        Edit
                      </Button>
                      <Button size="small" danger aria-label={`Delete ${instanceLabel(line)}`} onClick={(event) => open({ kind: 'delete', instance: line }, event)}>
                        Delete
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {dialog?.kind === 'form' && (
        <Suspense fallback={null}>
          <IncomeDialog
            title={dialog.title}
            initial={dialog.initial}
            withRepeat={dialog.target.kind !== 'instance'}
            period={dialog.target.kind === 'instance' ? { start: budget.start_date, end: budget.end_date } : undefined}
            onSave={(values) => save(dialog.target, values)} onClose={close} />
        </Suspense>
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
    </Card>
  );
}

const HEADING = { fontSize: 16, fontWeight: 600, margin: 0, outline: 'none' } as const;

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

import { useEffect, useId, useState } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { formatDate, formatMoney } from '@qube/shared';
import { withApiMessage } from '../../ui/apiMessage';
import { PAYCHECK_TEXTS } from './paycheckRuleForm';
import { previewPaycheckRule, type PaycheckRuleInput, type PreviewPaycheck } from './paycheckRulesApi';

type State = { status: 'incomplete' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; paychecks: PreviewPaycheck[] };

/** How long the preview waits after the last keystroke before it asks again. */
export const PREVIEW_DEBOUNCE_MS = 400;

/**
 * Beside the form: what the rule being edited would have done with the last three matching paychecks (per qube, the
 * rest to Cloud), asked again a moment after each change while the rule is complete (`rule` null: not yet).
 */
export function PaycheckPreviewPanel({ accountId, rule }: { accountId: number; rule: Omit<PaycheckRuleInput, 'is_active'> | null }) {
  const titleId = useId();
  const [attempt, setAttempt] = useState(0);
  const key = rule ? JSON.stringify(rule) : null;
  // The answer of one request (the rule as sent, and which try): anything older than what is shown now reads loading.
  const [answer, setAnswer] = useState<{ request: string; state: State } | null>(null);
  const request = key === null ? null : `${attempt}|${key}`;
  const state: State = request === null ? { status: 'incomplete' } : answer?.request === request ? answer.state : { status: 'loading' };

  useEffect(() => {
    if (key === null || request === null) return undefined;
    let isCurrent = true;
    const timer = setTimeout(() => {
      previewPaycheckRule(accountId, JSON.parse(key) as Omit<PaycheckRuleInput, 'is_active'>)
        .then((preview) => isCurrent && setAnswer({ request, state: { status: 'ready', paychecks: preview.paychecks } }))
        .catch((error: unknown) => isCurrent && setAnswer({ request, state: { status: 'error', message: withApiMessage(PAYCHECK_TEXTS.previewFailed, error) } }));
    }, PREVIEW_DEBOUNCE_MS);
    return () => {
      isCurrent = false;
      clearTimeout(timer);
    };
  }, [accountId, key, request]);

  return (
    <section aria-labelledby={titleId} aria-busy={state.status === 'loading'} style={{ background: '#fafafa', borderRadius: 8, padding: 16 }}>
      <h3 id={titleId} style={{ margin: '0 0 4px', fontSize: 15 }}>
        {PAYCHECK_TEXTS.previewTitle}
      </h3>
      <p style={{ margin: '0 0 12px', color: '#595959', fontSize: 13 }}>What this rule would have done, with your qubes as they are today.</p>
      <div aria-live="polite">
        {state.status === 'incomplete' && <p style={{ color: '#595959' }}>{PAYCHECK_TEXTS.previewIncomplete}</p>}
        {state.status === 'loading' && <Skeleton active title={false} paragraph={{ rows: 4 }} aria-label="Loading the preview" />}
        {state.status === 'error' && (
          <Alert
            type="error"
            showIcon
            title={state.message}
            action={
              <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
                Retry
              </Button>
            }
          />
        )}
        {state.status === 'ready' && state.paychecks.length === 0 && <p style={{ color: '#595959' }}>{PAYCHECK_TEXTS.previewEmpty}</p>}
        {state.status === 'ready' &&
          state.paychecks.map((paycheck) => (
            <table key={paycheck.activity_id} style={{ width: '100%', borderCollapse: 'collapse', marginBottom: 16, fontSize: 13 }}>
              <caption style={{ textAlign: 'start', fontWeight: 600, padding: '4px 0' }}>
                {formatDate(paycheck.date)} · {paycheck.payer} · {formatMoney(paycheck.amount)}
              </caption>
              <thead>
                <tr>
                  <th scope="col" style={CELL}>
                    Qube
                  </th>
                  <th scope="col" style={{ ...CELL, textAlign: 'end' }}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {paycheck.lines.map((line, index) => (
                  <tr key={`${line.qube_id}-${index}`}>
                    <th scope="row" style={{ ...CELL, fontWeight: 400 }}>
                      {line.qube_name}
                      {line.message && <div style={{ color: '#8a3b00' }}>{line.message}</div>}
                    </th>
                    <td style={{ ...CELL, textAlign: 'end' }}>{formatMoney(line.allocated)}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row" style={{ ...CELL, fontWeight: 600 }}>
                    Rest to Cloud
                  </th>
                  <td style={{ ...CELL, textAlign: 'end', fontWeight: 600 }}>{formatMoney(paycheck.to_cloud)}</td>
                </tr>
              </tbody>
            </table>
          ))}
      </div>
    </section>
  );
}

const CELL = { padding: '4px 0', borderBottom: '1px solid #f0f0f0', textAlign: 'start' } as const;

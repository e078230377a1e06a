import { formatDate, formatMoney, toCents, type Qube } from '@qube/shared';
import { CARD_STYLE, SECONDARY_TEXT } from '@qube/shared/ui/plain';

/** Percentage of a goal reached, from exact cents (never above 100). */
export function goalPercent(balance: string, goal: string): number {
  const goalCents = toCents(goal);
  if (goalCents <= 0n) return 0;
  const percent = Number((toCents(balance) * 100n) / goalCents);
  return Math.max(0, Math.min(100, percent));
}

/**
 * One qube: colour, name, balance, its goal or bill progress and its forecast's one line (issue 25 §1). Plain markup, no UI library: it is
 * on the Overview's first paint, where antd's Card, Progress and Typography cost most of the
 * dashboard's start-up JavaScript (bench, Lighthouse).
 */
export function QubeCard({ qube, forecastLine }: { qube: Qube; forecastLine?: string }) {
  const color = qube.color?.background_color ?? '#1f5fd1';
  const iconColor = qube.color?.foreground_color ?? '#ffffff';
  return (
    <article style={{ ...CARD_STYLE, padding: 12, borderLeft: `4px solid ${color}` }} aria-label={`${qube.name} qube`}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <span
          aria-hidden="true"
          style={{ width: 28, height: 28, borderRadius: 8, background: color, color: iconColor, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700 }}
        >
          {qube.name.slice(0, 1)}
        </span>
        <strong style={{ fontWeight: 600 }}>{qube.name}</strong>
      </div>
      <div style={{ fontSize: 20, fontWeight: 600, margin: '4px 0' }}>{formatMoney(qube.balance)}</div>
      {qube.goalqube && (
        <>
          <div aria-hidden="true" style={{ height: 8, borderRadius: 4, background: 'rgba(0,0,0,0.06)', margin: '8px 0' }}>
            <div style={{ width: `${goalPercent(qube.balance, qube.goalqube.goal_amount)}%`, height: '100%', borderRadius: 4, background: color }} />
          </div>
          <span style={SECONDARY_TEXT}>of {formatMoney(qube.goalqube.goal_amount)} goal</span>
        </>
      )}
      {qube.type === 'spending' && qube.current_cycle_budget && <span style={SECONDARY_TEXT}>Budget {formatMoney(qube.current_cycle_budget)}</span>}
      {qube.billqube && (
        <span style={SECONDARY_TEXT}>
          Bill {formatMoney(qube.billqube.bill_amount)}
          {qube.billqube.next_due_date ? ` · due ${formatDate(qube.billqube.next_due_date)}` : ''}
        </span>
      )}
      {forecastLine && <div style={{ ...SECONDARY_TEXT, fontSize: 13, marginTop: 4 }}>{forecastLine}</div>}
    </article>
  );
}

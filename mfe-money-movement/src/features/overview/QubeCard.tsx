import { Card, Progress, Typography } from 'antd';
import { formatDate, formatMoney, toCents, type Qube } from '@qube/shared';

/** Percentage of a goal reached, from exact cents (never above 100). */
export function goalPercent(balance: string, goal: string): number {
  const goalCents = toCents(goal);
  if (goalCents <= 0n) return 0;
  const percent = Number((toCents(balance) * 100n) / goalCents);
  return Math.max(0, Math.min(100, percent));
}

/** One qube: colour, name, balance and its goal or bill progress. */
export function QubeCard({ qube }: { qube: Qube }) {
  const color = qube.color?.background_color ?? '#1f5fd1';
  const iconColor = qube.color?.foreground_color ?? '#ffffff';
  return (
    <Card size="small" style={{ borderLeft: `4px solid ${color}` }} aria-label={`${qube.name} qube`}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        <span
          aria-hidden="true"
          style={{ width: 28, height: 28, borderRadius: 8, background: color, color: iconColor, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', fontWeight: 700 }}
        >
          {qube.name.slice(0, 1)}
        </span>
        <Typography.Text strong>{qube.name}</Typography.Text>
      </div>
      <div style={{ fontSize: 20, fontWeight: 600, margin: '4px 0' }}>{formatMoney(qube.balance)}</div>
      {qube.goalqube && (
        <>
          <Progress percent={goalPercent(qube.balance, qube.goalqube.goal_amount)} showInfo={false} strokeColor={color} aria-hidden="true" />
          <Typography.Text type="secondary">of {formatMoney(qube.goalqube.goal_amount)} goal</Typography.Text>
        </>
      )}
      {qube.type === 'spending' && qube.current_cycle_budget && (
        <Typography.Text type="secondary">Budget {formatMoney(qube.current_cycle_budget)}</Typography.Text>
      )}
      {qube.billqube && (
        <Typography.Text type="secondary">
          Bill {formatMoney(qube.billqube.bill_amount)}
          {qube.billqube.next_due_date ? ` · due ${formatDate(qube.billqube.next_due_date)}` : ''}
        </Typography.Text>
      )}
    </Card>
  );
}

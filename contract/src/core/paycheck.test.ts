import { amountInRange, checkPaycheckRule, payerMatches, planPaycheck, shortfallSentence, type PaycheckLine, type PlanQube } from './paycheck';

const qube = (id: number, extra: Partial<PlanQube> = {}): PlanQube => ({ id, name: `Q${id}`, isArchived: false, budgetCents: null, balanceCents: 0n, ...extra });
const line = (kind: PaycheckLine['kind'], qubeId: number, value: string | null = null): PaycheckLine => ({
  kind, qube_id: qubeId, amount: kind === 'fixed' ? value : null, percent: kind === 'percent' ? value : null,
});

describe('paycheck rules core (issue 25 §3)', () => {
  it('PAY-17 a payer matches ignoring case and repeated spaces: contains, or equals the whole name', () => {
    expect(payerMatches({ payer_name: 'acme corp', payer_match: 'contains' }, ['Tartan ••2222', 'ACME  Corp Payroll'])).toBe(true);
    expect(payerMatches({ payer_name: 'acme corp', payer_match: 'equals' }, ['ACME Corp Payroll'])).toBe(false);
    expect(payerMatches({ payer_name: 'Acme Corp Payroll', payer_match: 'equals' }, [' acme corp  payroll '])).toBe(true);
    expect(payerMatches({ payer_name: '  ', payer_match: 'contains' }, ['anything'])).toBe(false);
    expect(amountInRange({ amount_min: '10.00', amount_max: '20.00' }, 1000n)).toBe(true);
    expect(amountInRange({ amount_min: '10.00', amount_max: '20.00' }, 2001n)).toBe(false);
    expect(amountInRange({ amount_min: '10.00', amount_max: null }, 99_999_999n)).toBe(true);
  });

  it('PAY-18 a plan applies its lines in order against what is left, in exact cents; what is not met is said, the rest stays in Cloud', () => {
    const qubes = new Map([[1, qube(1)], [2, qube(2, { budgetCents: 40000n, balanceCents: 32000n })], [3, qube(3)], [4, qube(4, { isArchived: true })]]);
    // 33.33% of 1000.01 is 333.30333… → 333.30 (down to the cent).
    const plan = planPaycheck(100001n, [line('percent', 3, '33.33'), line('fill_to_budget', 2), line('fixed', 4, '5.00'), line('fixed', 1, '700.00')], qubes);
    expect(plan.lines.map((l) => [l.qube_id, l.wantedCents, l.allocatedCents, l.reason])).toEqual([
      [3, 33330n, 33330n, null], [2, 8000n, 8000n, null], [4, 500n, 0n, 'qube_archived'], [1, 70000n, 58671n, 'paycheck_used_up'],
    ]);
    expect(plan.toQubesCents + plan.toCloudCents).toBe(100001n);
    expect(plan.toCloudCents).toBe(0n);
    expect(shortfallSentence(plan.lines[3]!)).toBe('$113.29 for Q1 stayed in Cloud: the paycheck was used up.');
    // Never more than Cloud holds.
    expect(planPaycheck(10000n, [line('fixed', 1, '80.00')], qubes, 5000n).toQubesCents).toBe(5000n);
  });

  it('PAY-19 a rule as typed is checked field by field with the messages the form shows', () => {
    const checked = checkPaycheckRule({ payer_name: ' Acme ', amount_min: 5, amount_max: '', lines: [{ kind: 'fixed', qube_id: 1, amount: '12.5' }, { kind: 'percent', qube_id: 2, percent: 10 }] });
    expect(checked).toEqual({ ok: true, rule: { payer_name: 'Acme', payer_match: 'contains', amount_min: '5.00', amount_max: null, lines: [line('fixed', 1, '12.50'), line('percent', 2, '10.00')] } });
    const bad = checkPaycheckRule({ payer_name: 'x'.repeat(101), amount_min: '12.345', lines: [{ kind: 'percent', qube_id: 1, percent: '0' }] });
    expect(bad).toEqual({ ok: false, errors: { payer_name: 'At most 100 characters.', amount_min: 'Enter a valid amount.', 'lines.0.percent': 'Enter a percentage from 0.01 to 100.' } });
  });
});

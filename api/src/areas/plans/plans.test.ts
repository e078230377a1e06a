import { billingPeriod, callFor, monthlyFeeCents, nextChargeDate, prorate, promoForAccount, refundCheck, targetOf, usd } from './plans';

describe('plan rules', () => {
  it('ON-65 Lite costs nothing for three qubes, then $1.00 per qube per month; other plans their price', () => {
    expect(monthlyFeeCents('lite', 0)).toBe(0n);
    expect(monthlyFeeCents('lite', 3)).toBe(0n);
    expect(monthlyFeeCents('lite', 4)).toBe(100n);
    expect(monthlyFeeCents('lite', 7)).toBe(400n);
    expect(monthlyFeeCents('premium', 7)).toBe(499n);
    expect(monthlyFeeCents('family', 0)).toBe(999n);
    expect(monthlyFeeCents('plus', 0)).toBe(1499n);
  });

  it('ON-67 the billing period runs from the anchor day to the next one; days left count today', () => {
    expect(billingPeriod('2026-01-10', '2026-03-15')).toEqual({ start: '2026-03-10', nextStart: '2026-04-10', end: '2026-04-09', daysInPeriod: 31, daysLeft: 26 });
    expect(billingPeriod('2026-01-10', '2026-03-05')).toEqual({ start: '2026-02-10', nextStart: '2026-03-10', end: '2026-03-09', daysInPeriod: 28, daysLeft: 5 });
    // The 31st is the last day of shorter months.
    expect(billingPeriod('2025-12-31', '2026-02-28')).toMatchObject({ start: '2026-02-28', nextStart: '2026-03-31', daysInPeriod: 31, daysLeft: 31 });
    expect(billingPeriod('2025-12-31', '2026-02-27')).toMatchObject({ start: '2026-01-31', nextStart: '2026-02-28', daysInPeriod: 28, daysLeft: 1 });
    // Across a year end.
    expect(billingPeriod('2025-06-20', '2026-01-05')).toMatchObject({ start: '2025-12-20', nextStart: '2026-01-20', daysInPeriod: 31, daysLeft: 15 });
  });

  it('ON-67 proration is exact cents, rounded half up', () => {
    expect(prorate(499n, 26, 31)).toBe(419n); // 418.516… cents
    expect(prorate(999n, 5, 28)).toBe(178n); // 178.39…
    expect(prorate(100n, 1, 2)).toBe(50n);
    expect(prorate(1n, 1, 2)).toBe(1n); // 0.5 rounds up
    expect(prorate(499n, 31, 31)).toBe(499n);
    expect(prorate(499n, 0, 31)).toBe(0n);
  });

  it('ON-67 upgrading Lite with 5 qubes to Premium with 26 of 31 days left: charge $4.19; Lite charged nothing in advance, so nothing is refunded', () => {
    const c = refundCheck({ from: 'lite', to: 'premium', anchor: '2026-01-10', today: '2026-03-15', freeUntil: null, activeQubes: 5, refundableCents: 0n });
    expect(c.chargeCents).toBe(419n);
    expect(c.refundCents).toBe(0n); // the 5 qubes are billed in arrears at the next anchor, never refunded
    expect(c.netCents).toBe(419n);
    expect(c.nextChargeDate).toBe('2026-04-10');
    expect(c.message).toBe('$4.19 will be taken from your Cloud today for the 26 days left in this billing period. Premium costs $4.99 a month from Apr 10, 2026.');
  });

  it('ON-67 downgrading Family to Lite refunds the unused days, and says what extra qubes cost on Lite', () => {
    const c = refundCheck({ from: 'family', to: 'lite', anchor: '2026-01-10', today: '2026-03-05', freeUntil: null, activeQubes: 6, refundableCents: 999n });
    expect(c.refundCents).toBe(178n);
    expect(c.chargeCents).toBe(0n); // Lite's qubes are charged at the next anchor for the most held in the period
    expect(c.netCents).toBe(-178n);
    expect(c.message).toBe('$1.78 for the 5 days left in this billing period will be refunded to your Cloud today. Lite costs $3.00 a month from Mar 10, 2026. '
      + 'Your 6 qubes cost $3.00 a month on Lite (the first 3 are free, then $1.00 per qube).');
  });

  it('ON-67 a refund never exceeds what was collected for the period: nothing charged, nothing refunded', () => {
    const base = { from: 'family', to: 'lite', anchor: '2026-01-10', today: '2026-03-05', freeUntil: null, activeQubes: 3 } as const;
    expect(refundCheck({ ...base, refundableCents: 0n }).refundCents).toBe(0n);
    expect(refundCheck({ ...base, refundableCents: 50n }).refundCents).toBe(50n);
    expect(refundCheck({ ...base, refundableCents: 10_000n }).refundCents).toBe(178n);
    // A Lite account with 1,000 qubes owes for them in arrears; upgrading gives nothing back.
    expect(refundCheck({ ...base, from: 'lite', to: 'premium', activeQubes: 1000, refundableCents: 0n }).netCents).toBeGreaterThan(0n);
  });

  it('ON-67 within free days nothing moves and the first charge follows the free days', () => {
    const c = refundCheck({ from: 'lite', to: 'family', anchor: '2026-03-01', today: '2026-03-15', freeUntil: '2026-04-20', activeQubes: 2, refundableCents: 0n });
    expect(c.isFree).toBe(true);
    expect([c.chargeCents, c.refundCents, c.netCents]).toEqual([0n, 0n, 0n]);
    expect(c.nextChargeDate).toBe('2026-05-01');
    expect(c.message).toBe('You are in your free days until Apr 20, 2026: nothing is charged or refunded now. Family costs $9.99 a month from May 1, 2026.');
    expect(nextChargeDate('2026-03-01', '2026-03-15', null)).toBe('2026-04-01');
  });

  it('ON-66 each call reaches its plans only', () => {
    expect(targetOf('upgrade', 'lite', undefined)).toEqual({ to: 'premium' });
    expect(targetOf('upgrade', 'lite', 'family')).toEqual({ to: 'family' });
    expect(targetOf('upgrade', 'premium', undefined)).toEqual({ error: 'This upgrade is for accounts on the Lite plan.' });
    expect(targetOf('upgrade', 'lite', 'lite')).toEqual({ error: 'Choose Premium or Family to upgrade to.' });
    expect(targetOf('downgrade', 'family', undefined)).toEqual({ to: 'lite' });
    expect(targetOf('downgrade', 'lite', undefined)).toEqual({ error: 'Only a Premium or Family account can downgrade to Lite.' });
    expect(targetOf('make_plus', 'lite', undefined)).toEqual({ to: 'plus' });
    expect(targetOf('make_plus', 'plus', undefined)).toEqual({ error: 'This account is already on Qube+.' });
    expect(targetOf('change', 'premium', undefined)).toEqual({ error: 'Please choose a plan.' });
    expect(targetOf('change', 'premium', 'premium')).toEqual({ error: 'Your account is already on this plan.' });
    expect(targetOf('change', 'premium', 'family')).toEqual({ to: 'family' });
    expect(callFor('lite', 'premium')).toBe('upgrade');
    expect(callFor('family', 'lite')).toBe('downgrade');
    expect(callFor('premium', 'family')).toBe('change');
    expect(callFor('premium', 'plus')).toBe('make_plus');
    expect(callFor('lite', 'lite')).toBeNull();
  });

  it('ON-68 an existing account applies codes that give free days; FREESHIP is for registration; unknown codes are refused', () => {
    expect(promoForAccount(' qube60 ')).toMatchObject({ promo: { code: 'QUBE60', freeDays: 60 } });
    expect(promoForAccount('FREESHIP')).toEqual({ error: 'This code can only be used when you open an account.' });
    expect(promoForAccount('NOPE')).toEqual({ error: 'This discount code is not valid.' });
    expect(usd(123456n)).toBe('$1,234.56');
    expect(usd(-5n)).toBe('$0.05');
  });
});

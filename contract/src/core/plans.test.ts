import { isPlanName, LITE_EXTRA_QUBE_CENTS, LITE_FREE_QUBES, monthlyFeeCents, PLAN_DISPLAY_NAMES, PLAN_NAMES, PLAN_PRICES } from './plans';

describe('plans and their prices (one list for the API and the browser)', () => {
  it('ON-65 names every plan once, with the name it shows', () => {
    expect(PLAN_NAMES).toEqual(['lite', 'premium', 'family', 'plus']);
    expect(PLAN_NAMES.map((plan) => PLAN_DISPLAY_NAMES[plan])).toEqual(['Lite', 'Premium', 'Family', 'Qube+']);
    expect(PLAN_NAMES.filter(isPlanName)).toEqual(PLAN_NAMES);
    expect(['', 'gold', 'toString'].some(isPlanName)).toBe(false);
  });

  it.each([
    ['lite', 0n, 0n],
    ['premium', 499n, 4999n],
    ['family', 999n, 9999n],
    ['plus', 1499n, 14999n],
  ] as const)('ON-65 %p costs %p cents a month and %p a year', (plan, monthly, yearly) => {
    expect(PLAN_PRICES[plan]).toEqual({ monthlyCents: monthly, yearlyCents: yearly });
  });

  it.each([
    ['lite', 0, 0n],
    ['lite', LITE_FREE_QUBES, 0n],
    ['lite', LITE_FREE_QUBES + 1, LITE_EXTRA_QUBE_CENTS],
    ['lite', 7, 400n],
    ['premium', 7, 499n],
    ['family', 0, 999n],
    ['plus', 0, 1499n],
    ['unknown', 9, 0n],
  ])('ON-67 %p with %p active qubes costs %p cents a month (Lite: three free, then $1.00 each)', (plan, qubes, cents) => {
    expect(monthlyFeeCents(plan, qubes)).toBe(cents);
  });
});

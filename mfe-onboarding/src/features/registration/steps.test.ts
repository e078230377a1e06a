import { headerStepOf, redirectFor } from './steps';
import { makeForm } from './testSetup';

describe('registration steps', () => {
  it('ON-04 ON-08 ON-27 the 13 steps after the start, in route order, each belong to one header step: Your Info, Options, Summary', () => {
    expect(['start', 'phone', 'delivery', 'identity', 'password'].map((s) => headerStepOf(s as never))).toEqual([0, 0, 0, 0, 0]);
    expect(['plans', 'cards', 'shipping-options', 'deposit'].map((s) => headerStepOf(s as never))).toEqual([1, 1, 1, 1]);
    expect(['plan-details', 'processing', 'payment', 'user-identity-info'].map((s) => headerStepOf(s as never))).toEqual([2, 2, 2, 2]);
  });

  it('ON-10 a page beyond completed_step_index redirects to the step to continue at; earlier pages show', () => {
    const form = makeForm({ completed_step_index: 4, current_step: 'password' });
    expect(redirectFor('plans', form)).toBe('/register/password');
    expect(redirectFor('password', form)).toBeNull();
    expect(redirectFor('delivery', form)).toBeNull();
  });

  it('ON-10 without an application every page after the phone goes to the start', () => {
    expect(redirectFor('delivery', null)).toBe('/register/start');
    expect(redirectFor('start', null)).toBeNull();
    expect(redirectFor('phone', null)).toBeNull();
  });

  it('ON-11 the payment page is skipped when total_checkout_fees is missing, shown when it exists', () => {
    expect(redirectFor('payment', makeForm({ completed_step_index: 12, current_step: 'user-identity-info', total_checkout_fees: null }))).toBe('/register/user-identity-info');
    expect(redirectFor('payment', makeForm({ completed_step_index: 11, current_step: 'payment', total_checkout_fees: '15.00' }))).toBeNull();
    expect(redirectFor('user-identity-info', makeForm({ completed_step_index: 11, current_step: 'payment', total_checkout_fees: '15.00' }))).toBe('/register/payment');
  });

  it('ON-30 an application found not eligible always shows the non-eligible page', () => {
    expect(redirectFor('delivery', makeForm({ status: 'not_eligible' }))).toBe('/register/prove/non-eligible');
  });
});

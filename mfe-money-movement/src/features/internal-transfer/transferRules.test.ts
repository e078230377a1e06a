import { DEFAULT_CUSTOM_FREQUENCY } from '@qube/shared/frequency';
import {
  buildTransferPayload,
  fillToAmount,
  nextStepAfterDestination,
  nextStepAfterSource,
  REPEAT_OPTIONS,
  stepBackFromDetails,
  transferDateError,
  validateTransfer,
  type TransferCheckInput,
  type TransferForm,
} from './transferRules';

const TODAY = '2026-11-22';
const base: TransferCheckInput = {
  from: 1,
  to: 2,
  mode: 'transfer',
  amount: '25.00',
  date: TODAY,
  today: TODAY,
  sourceBalance: '100.00',
  destinationBalance: '40.00',
  sourceName: 'Groceries',
  destinationName: 'Rent',
};
const check = (overrides: Partial<TransferCheckInput>) => validateTransfer({ ...base, ...overrides });

describe('validateTransfer', () => {
  it('MM-57 needs both a source and a destination', () => {
    expect(check({ from: null })).toEqual({ isValid: false, error: null, info: null });
    expect(check({ to: null })).toEqual({ isValid: false, error: null, info: null });
  });

  it('MM-56 rejects a missing date or one before today', () => {
    expect(check({ date: '' }).isValid).toBe(false);
    expect(check({ date: '2026-11-21' })).toEqual({ isValid: false, error: null, info: null });
    expect(check({ date: TODAY }).isValid).toBe(true);
  });

  it('MM-56 rejects text typed in the Date field that is no date, whatever it compares to', () => {
    // Each would pass a plain string comparison with today.
    for (const date of ['Nov 26, 2026', '13/45/2026', '2026-13-45', '2026-11-31']) expect(check({ date }).isValid).toBe(false);
  });

  it('MM-56 names an emptied date or a typed one before today under the field; text that is no date has the field\'s own message', () => {
    expect(transferDateError('2026-11-21', TODAY)).toBe('Choose today or a later date.');
    expect(transferDateError(TODAY, TODAY)).toBeNull();
    expect(transferDateError('2026-11-30', TODAY)).toBeNull();
    expect(transferDateError('13/45/2026', TODAY)).toBeNull();
    expect(transferDateError('', TODAY)).toBe('This Field is required!');
  });

  it('MM-57 needs an amount above 0 in transfer mode', () => {
    expect(check({ amount: '0.00' })).toEqual({ isValid: false, error: null, info: null });
    expect(check({ amount: '' }).isValid).toBe(false);
    expect(check({ amount: '0.01' }).isValid).toBe(true);
  });

  it('MM-58 MM-62 is valid with the source balance at least the amount and says what the destination will be', () => {
    expect(check({ amount: '100.00' })).toEqual({ isValid: true, error: null, info: 'Rent will be $140.00' });
    expect(check({ amount: '0.10', destinationBalance: '0.20' }).info).toBe('Rent will be $0.30');
  });

  it('MM-59 shows "{source} balance is too low" when the amount exceeds the source balance today', () => {
    expect(check({ amount: '100.01' })).toEqual({ isValid: false, error: 'Groceries balance is too low', info: null });
  });

  it('MM-61 shows "Insufficient funds" when the source balance is 0 or less today', () => {
    expect(check({ sourceBalance: '0.00' })).toEqual({ isValid: false, error: 'Insufficient funds', info: null });
    expect(check({ sourceBalance: '-5.00' }).error).toBe('Insufficient funds');
  });

  it('MM-58 lets a future-dated transfer exceed the source balance (scheduled)', () => {
    expect(check({ amount: '500.00', date: '2026-11-23' })).toEqual({ isValid: true, error: null, info: 'Rent will be $540.00' });
    expect(check({ sourceBalance: '0.00', date: '2026-12-01' }).isValid).toBe(true);
  });

  it('MM-57 in fill-to mode needs a target that differs from the destination balance', () => {
    expect(check({ mode: 'fill_to', amount: '40.00' })).toEqual({ isValid: false, error: null, info: null });
  });

  it('MM-60 rejects a fill-to target below the destination balance', () => {
    expect(check({ mode: 'fill_to', amount: '39.99' })).toEqual({ isValid: false, error: 'Amount cannot be less than current balance', info: null });
  });

  it('MM-62 MM-63 tells how much a fill-to moves from the source', () => {
    expect(check({ mode: 'fill_to', amount: '90.00' })).toEqual({ isValid: true, error: null, info: 'You are transferring $50.00 from Groceries' });
  });

  it('MM-59 shows "{source} balance is too low" when the fill-to needs more than the source has today', () => {
    expect(check({ mode: 'fill_to', amount: '140.01' })).toEqual({ isValid: false, error: 'Groceries balance is too low', info: null });
    expect(check({ mode: 'fill_to', amount: '140.00' }).isValid).toBe(true);
    expect(check({ mode: 'fill_to', amount: '500.00', date: '2026-11-30' }).isValid).toBe(true);
  });

  it('MM-63 fills a negative destination by the absolute difference', () => {
    expect(check({ mode: 'fill_to', amount: '10.00', destinationBalance: '-15.50' }).info).toBe('You are transferring $25.50 from Groceries');
  });
});

describe('fillToAmount', () => {
  it('MM-63 is target minus balance, exact to the cent', () => {
    expect(fillToAmount('100.30', '0.10')).toBe('100.20');
    expect(fillToAmount('0.30', '0.10')).toBe('0.20');
    expect(fillToAmount('50.00', '-20.25')).toBe('70.25');
    expect(fillToAmount('', '20.00')).toBe('20.00');
  });
});

describe('steps', () => {
  const source = { isEditing: false, isDestinationLocked: false, hasDestination: false, isChangingFromDetails: false };
  it('MM-47 goes from the source to the destination list unless editing, locked, preset or changing', () => {
    expect(nextStepAfterSource(source)).toBe('to');
    expect(nextStepAfterSource({ ...source, isEditing: true })).toBe('details');
    expect(nextStepAfterSource({ ...source, isDestinationLocked: true })).toBe('details');
    expect(nextStepAfterSource({ ...source, hasDestination: true })).toBe('details');
    expect(nextStepAfterSource({ ...source, isChangingFromDetails: true })).toBe('details');
  });

  it('MM-47 goes from the destination to the details', () => {
    expect(nextStepAfterDestination()).toBe('details');
  });

  it('MM-52 goes back from the details to the source list when editing, locked or the preset is Cloud, else to the destination list', () => {
    const back = { isEditing: false, isLocked: false, isPresetCloud: false };
    expect(stepBackFromDetails(back)).toBe('to');
    expect(stepBackFromDetails({ ...back, isEditing: true })).toBe('from');
    expect(stepBackFromDetails({ ...back, isLocked: true })).toBe('from');
    expect(stepBackFromDetails({ ...back, isPresetCloud: true })).toBe('from');
  });
});

describe('buildTransferPayload', () => {
  const form: TransferForm = {
    accountId: 7,
    from: 'cloud',
    to: 3,
    mode: 'transfer',
    amount: '12.5',
    destinationBalance: '40.00',
    repeat: 'none',
    custom: null,
    date: TODAY,
    today: TODAY,
    note: '  ',
    idempotencyKey: 'key-1',
  };

  it('MM-65 sends today as "today", no title without a note and the exact amount', () => {
    expect(buildTransferPayload(form)).toEqual({
      account_id: 7,
      from_qube: 'cloud',
      to_qube: 3,
      amount: '12.50',
      recurring: 'none',
      type: 'transfer',
      idempotency_key: 'key-1',
      days_in_calendar: [],
      scheduled_date: 'today',
    });
  });

  it('MM-65 API-30 sends the fill-to delta, the date, the repeat and the note', () => {
    expect(buildTransferPayload({ ...form, mode: 'fill_to', amount: '100.00', date: '2026-12-01', repeat: 'monthly', note: 'Rent top-up' })).toMatchObject({
      amount: '60.00',
      type: 'fill_to',
      recurring: 'monthly',
      scheduled_date: '2026-12-01',
      title: 'Rent top-up',
    });
  });

  it('MM-51 offers the presets with Custom and without Variable, Never first', () => {
    expect(REPEAT_OPTIONS.map((o) => o.label)).toEqual(['Never', 'Daily', 'Weekly', 'Monthly', 'Every 3 Months', 'Every 6 Months', 'Yearly', 'Custom']);
  });

  it('MM-65 SD-34 a custom repeat sends recurring custom, its unit, interval and days_in_calendar', () => {
    const custom = { ...DEFAULT_CUSTOM_FREQUENCY, frequency: 'monthly' as const, transfer_interval: 2, days: [1, -1] };
    expect(buildTransferPayload({ ...form, date: '2026-12-01', repeat: 'custom', custom })).toMatchObject({
      recurring: 'custom',
      frequency: 'monthly',
      transfer_interval: 2,
      days_in_calendar: [{ day: 1 }, { day: -1 }],
    });
  });
});

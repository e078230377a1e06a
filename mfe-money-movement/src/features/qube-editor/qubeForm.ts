import dayjs from 'dayjs';
import { toCents, type Qube } from '@qube/shared';

export type EditableQubeType = 'spending' | 'billing' | 'goal';
export type PaymentFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

/**
 * What the editor form holds. Amounts are exact decimal strings ('12.50'), never floats; dates are what the date
 * field gives: 'YYYY-MM-DD', '' when empty, or typed text that is no date (refused by the form's rule).
 */
export type QubeFormValues = {
  name: string;
  icon: string;
  background_color: string;
  goal_amount: string;
  goal_date: string;
  allow_spending: boolean;
  bill_amount: string;
  payment_frequency: PaymentFrequency;
  payment_interval: string;
  next_due_date: string;
};

/** The body of POST qubes/…-qubes/ and PATCH qubes/{id}/ (API-25), without account_id. */
export type QubePayload = {
  name: string;
  icon: string;
  background_color: string;
  foreground_color: string;
  goal_amount?: string;
  goal_date?: string;
  allow_spending?: boolean;
  bill_amount?: string;
  payment_frequency?: PaymentFrequency;
  payment_interval?: number;
  due_day?: number;
};

export const QUBE_NAME_MAX = 50;

/** The create endpoint of each type (MM-13). */
export const CREATE_PATH: Record<EditableQubeType, string> = {
  spending: 'qubes/spend-qubes/',
  billing: 'qubes/bill-qubes/',
  goal: 'qubes/goal-qubes/',
};

export const TYPE_LABEL: Record<EditableQubeType, string> = { spending: 'Spending', billing: 'Bill', goal: 'Goal' };

// The API has no icons/ or colors/ endpoint yet (MM-13 pickers); these are the seeded demo ones.
export const QUBE_ICONS = ['cart', 'restaurant', 'gamepad', 'home', 'phone', 'bolt', 'wifi', 'plane', 'shield', 'school', 'laptop', 'bike', 'wallet', 'book', 'coffee'] as const;
export const QUBE_COLORS = [
  { value: '#2BB673', label: 'Green' },
  { value: '#F7931E', label: 'Orange' },
  { value: '#8E44AD', label: 'Purple' },
  { value: '#2D9CDB', label: 'Blue' },
  { value: '#EB5757', label: 'Red' },
  { value: '#1ABC9C', label: 'Teal' },
  { value: '#F2C94C', label: 'Gold' },
] as const;
export const PAYMENT_FREQUENCIES: { value: PaymentFrequency; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
];

export const QUBE_FORM_MESSAGES = {
  nameTooLong: `Name must be ${QUBE_NAME_MAX} characters or fewer`,
  goalAmount: 'Enter a goal amount above $0.00',
  billAmount: 'Enter a bill amount above $0.00',
  goalDatePast: 'Goal date cannot be in the past',
  dueDatePast: 'Next due date cannot be in the past',
} as const;

/** The form's starting values: the qube's own when editing, else blank ones for a new qube. */
export function initialFormValues(qube: Qube | null): QubeFormValues {
  const bill = qube?.billqube;
  const goal = qube?.goalqube;
  return {
    name: qube?.name ?? '',
    icon: qube?.icon ?? QUBE_ICONS[0],
    background_color: qube?.color?.background_color?.toUpperCase() ?? QUBE_COLORS[0].value,
    goal_amount: goal?.goal_amount ?? '',
    goal_date: goal?.goal_date ?? '',
    allow_spending: goal?.allow_spending ?? false,
    bill_amount: bill?.bill_amount ?? '',
    payment_frequency: (PAYMENT_FREQUENCIES.find((f) => f.value === bill?.payment_frequency)?.value ?? 'monthly'),
    payment_interval: String(bill?.payment_interval ?? 1),
    next_due_date: bill?.next_due_date ?? '',
  };
}

/** A money field must hold an amount above zero. */
export const isPositiveAmount = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '' && toCents(value) > 0n;

/**
 * The API keeps a bill's due date as a day of the month (due_day, -1 = last day) and answers the
 * next due date from it; a date on the last day of a long month becomes -1 so short months still get one.
 */
export function dueDayOf(value: string): number {
  const date = dayjs(value);
  return date.date() > 28 && date.date() === date.daysInMonth() ? -1 : date.date();
}

/** The call body for a qube of `type` (type-specific fields only for their type). */
export function buildQubePayload(type: EditableQubeType, values: QubeFormValues): QubePayload {
  const payload: QubePayload = {
    name: values.name.trim(),
    icon: values.icon,
    background_color: values.background_color,
    foreground_color: '#FFFFFF',
  };
  if (type === 'goal') {
    payload.goal_amount = values.goal_amount;
    if (values.goal_date) payload.goal_date = values.goal_date;
    payload.allow_spending = values.allow_spending;
  }
  if (type === 'billing') {
    payload.bill_amount = values.bill_amount;
    payload.payment_frequency = values.payment_frequency;
    payload.payment_interval = Number(values.payment_interval);
    if (values.next_due_date) payload.due_day = dueDayOf(values.next_due_date);
  }
  return payload;
}

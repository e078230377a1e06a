import { REPEAT_INTERVAL } from '@qube/contract/core/repeat';
import { VALIDATION_MESSAGES, type Validator } from './rules';

/** Bounds of a recurrence interval ("every N days/weeks/months", SD-23): the repeat core's. */
export const RECURRENCE_INTERVAL = REPEAT_INTERVAL;

/** The ordinals a monthly recurrence may use ("2nd Tuesday", SD-23). */
export const RECURRENCE_ORDINALS = ['1st', '2nd', '3rd', '4th'] as const;
export type RecurrenceOrdinal = (typeof RECURRENCE_ORDINALS)[number];

export const RECURRENCE_MESSAGES = {
  interval: 'Interval must be a whole number from 1 to 99',
  ordinal: 'Choose 1st, 2nd, 3rd or 4th',
} as const;

/** SD-23: the interval is required and a whole number from 1 to 99. */
export const validateRecurrenceInterval: Validator = (value) => {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return VALIDATION_MESSAGES.required;
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return RECURRENCE_MESSAGES.interval;
  const n = Number(text);
  return n >= RECURRENCE_INTERVAL.min && n <= RECURRENCE_INTERVAL.max ? null : RECURRENCE_MESSAGES.interval;
};

/** SD-23: the ordinal is 1st to 4th, given as its label or as the number 1 to 4. An empty value passes (pair with `required`). */
export const validateRecurrenceOrdinal: Validator = (value) => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 1 && value <= 4 ? null : RECURRENCE_MESSAGES.ordinal;
  return typeof value === 'string' && (RECURRENCE_ORDINALS as readonly string[]).includes(value) ? null : RECURRENCE_MESSAGES.ordinal;
};

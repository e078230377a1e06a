import { AUTO_FUND_CHOICE, AUTO_FUND_LABELS, type AutoFundChoice } from '@qube/shared';

const CHOICES: AutoFundChoice[] = Object.values(AUTO_FUND_CHOICE);

/** The per-qube auto-fund choices with their labels (PL-18), in the order of their values. */
export const AUTO_FUND_OPTIONS = CHOICES.map((value) => ({ value, label: AUTO_FUND_LABELS[value] ?? String(value) }));

export const AUTO_FUND_FAILURE = 'We could not change auto funding.';

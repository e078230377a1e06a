// `@qube/shared/frequency`: the custom repeat of scheduled transfers and incomes. A subpath entry, not
// part of the federation singleton (docs/adr/0014-shared-subpath-entries.md): only money movement's and planning's
// dialogs use it, so each bundles the parts it uses and no page pays for it before such a dialog opens.
// Both modules are stateless, which is what lets a subpath import them relatively.

/** @public Custom repeat (SD-29 to SD-34): presets, the editor's state and its conversion to and from the API's fields. The editor itself is `@qube/shared/ui/CustomFrequencyEditor`. */
export {
  REPEAT_PRESETS,
  DAYS_PER_PERIOD,
  MONTHS,
  WEEKDAYS,
  WEEK_ORDINALS,
  FREQUENCIES,
  FREQUENCY_UNITS,
  CALENDAR_DAY_OPTIONS,
  LAST_DAY_OF_MONTH,
  LAST_DAY_NOTE,
  CUSTOM_REPEAT_MESSAGES,
  DEFAULT_CUSTOM_FREQUENCY,
  toCustomRepeat,
  toRepeatFields,
  fromScheduled,
  isCustomRepeat,
  describeCustomRepeat,
  validateCustomRepeat,
  toggleCalendarDay,
  ordinal,
  type Frequency,
  type CalendarType,
  type CustomFrequency,
  type CustomRepeat,
  type ScheduledRepeat,
  type RepeatValue,
} from './domain/frequency';
/** @public The repeat fields' own rules with their exact messages (every N, which week of the month). */
export {
  validateRecurrenceInterval,
  validateRecurrenceOrdinal,
  RECURRENCE_INTERVAL,
  RECURRENCE_ORDINALS,
  RECURRENCE_MESSAGES,
  type RecurrenceOrdinal,
} from './validation/recurrence';

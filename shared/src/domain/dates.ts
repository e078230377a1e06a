import dayjs from 'dayjs';

/** Display format of a date (SD-26: 'MMM d, yyyy'). */
export const DATE_DISPLAY_FORMAT = 'MMM D, YYYY';
/** Value format of a date sent to the API (SD-26: yyyy-MM-dd). */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';

export const formatDate = (value: string | Date): string => dayjs(value).format(DATE_DISPLAY_FORMAT);
export const toDateValue = (value: string | Date): string => dayjs(value).format(DATE_VALUE_FORMAT);

/** Calendar days as the API and the date inputs write them (the schemas that check them are in common.ts). */

/** How the API writes a calendar day. */
export const API_DAY_FORMAT = 'yyyy-MM-dd';

/** What the console's date inputs hold while the typed day is incomplete or impossible, so that it is refused, not dropped. */
export const UNREADABLE_DAY = 'invalid-date';

/** 'Valid from must be a date (dd/MM/yyyy)': names the format the sender used. */
export const dayFormatMessage = (label: string, format: string) => `${label} must be a date (${format})`;

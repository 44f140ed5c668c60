/** Calendar days as the API and the date inputs write them (the schemas that check them are in common.ts). */

/** How the API writes a calendar day. */
export const API_DAY_FORMAT = 'yyyy-MM-dd';

/** A calendar day in API_DAY_FORMAT (its shape only: whether such a day exists is the schemas' to check). */
export const API_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in API_DAY_FORMAT that exists (2024-02-29 does, 2026-02-30 does not). */
export const isRealDay = (day: string) => API_DAY_PATTERN.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The day `n` days after a calendar day (yyyy-MM-dd). */
export const dayAfter = (day: string, n = 1) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** What the console's date inputs hold while the typed day is incomplete or impossible, so that it is refused, not dropped. */
export const UNREADABLE_DAY = 'invalid-date';

/** 'Valid from must be a date (dd/MM/yyyy)': names the format the sender used. */
export const dayFormatMessage = (label: string, format: string) => `${label} must be a date (${format})`;

/** Calendar days as the API and the date inputs write them (the schemas that check them are in common.ts). */
import { ONE_DAY_MS } from '../constants';

/** How the API writes a calendar day. */
export const API_DAY_FORMAT = 'yyyy-MM-dd';

/** A calendar day in API_DAY_FORMAT (its shape only: whether such a day exists is the schemas' to check). */
export const API_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in API_DAY_FORMAT that exists (2024-02-29 does, 2026-02-30 does not). */
export const isRealDay = (day: string) =>
  API_DAY_PATTERN.test(day) &&
  !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
  new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The day `n` days after a calendar day (yyyy-MM-dd). */
export const dayAfter = (day: string, n = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * ONE_DAY_MS).toISOString().slice(0, 10);

/** Whole days from `from` to `to` (yyyy-MM-dd calendar days; negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / ONE_DAY_MS);

/**
 * What the console's date inputs hold while the typed day is incomplete or impossible, so that it is refused, not
 * dropped.
 */
export const UNREADABLE_DAY = 'invalid-date';

/** 'Valid from must be a date (dd/MM/yyyy)': names the format the sender used. */
export const dayFormatMessage = (label: string, format: string) => `${label} must be a date (${format})`;

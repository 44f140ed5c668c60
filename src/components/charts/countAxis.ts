/** The value axis of a chart counting whole things (requests, bookings, units): from 0, ticks on whole numbers only. */
export const COUNT_AXIS = { min: 0, tickMinStep: 1 } as const;

/**
 * Whether a chart has anything to draw: some figure of some row that is not zero (an all-zero chart is an empty state).
 */
export const hasFigures = (rows: readonly Readonly<Record<string, unknown>>[], keys: readonly string[]) =>
  rows.some((row) => keys.some((key) => Number(row[key] ?? 0) !== 0));

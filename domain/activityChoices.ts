/**
 * Values of these names in a timeline event are fixed choices (a status), which the console shows through their labels.
 * Apart from domain/activityEvents.ts, whose messages come with their schemas (and zod), so the console's first download
 * need not carry them.
 */
export const CHOICE_VALUES: ReadonlySet<string> = new Set(['status']);

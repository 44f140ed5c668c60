import { z } from '../zod';
import { DISPLAY_DATE_FORMAT, NAME_MAX } from '../constants';
import { PUBLISH_STATES } from '../enums';
import { isEmptyInput } from '../validationMessages';
import { API_DAY_FORMAT, API_DAY_PATTERN, UNREADABLE_DAY, dayFormatMessage, isRealDay } from './days';

export { UNREADABLE_DAY } from './days';

/** Text left empty (missing, null) says '<label> is required'; anything but text '<label> must be text'. */
const textOf = (label: string) =>
  z.string({ error: (issue) => (isEmptyInput(issue.input) ? `${label} is required` : `${label} must be text`) });

/** One of `values`: left empty it says '<label> is required', anything else `invalid` (the screen's own sentence where
 * it has one). */
export const choiceOf = <const T extends readonly [string, ...string[]]>(
  values: T,
  label: string,
  invalid = `${label} must be one of ${values.join(', ')}`,
) => z.enum(values, { error: (issue) => (isEmptyInput(issue.input) ? `${label} is required` : invalid) });

export const masterName = (label: string) =>
  textOf(label)
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

export const publishState = choiceOf(PUBLISH_STATES, 'Status', 'Status must be Publish or Unpublish');

export const masterIdParamsSchema = z.object({ id: z.string().min(1, 'Id is required') });

/** Field message when a master name is taken, e.g. 'Product name already exists'. */
export const duplicateNameMessage = (label: string) => `${label} name already exists`;

/** A required text field: blank gives only 'X is required'. */
export const requiredText = (label: string, max = NAME_MAX) =>
  textOf(label)
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .max(max, `${label} must be at most ${max} characters`);

/** A required reference to another master by its id. */
export const requiredRef = (label: string) =>
  textOf(label)
    .trim()
    .min(1, { message: `${label} is required`, abort: true });

/** An optional text field: blank becomes null. */
export const optionalText = (label: string, max = NAME_MAX) =>
  textOf(label)
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** A rupee amount (two decimals at most), zero or more. */
export const amount = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be a number`,
    })
    .min(0, `${label} must not be negative`)
    .max(10_000_000, `${label} is too large`)
    .refine(
      (n) => Math.round(n * 100) === n * 100 || Math.abs(Math.round(n * 100) - n * 100) < 1e-6,
      `${label} must have at most two decimals`,
    );

export const activeFlag = z.boolean({ message: 'Active must be true or false' }).default(true);

/**
 * A calendar date yyyy-MM-dd (India time, never an instant). A malformed value names the API's format; the console's
 * unreadable typed day names the format its screens show, since that is what the user typed in.
 */
export const calendarDay = (label: string) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required`, abort: true })
    .refine((day) => day !== UNREADABLE_DAY, { message: dayFormatMessage(label, DISPLAY_DATE_FORMAT), abort: true })
    .regex(API_DAY_PATTERN, { message: dayFormatMessage(label, API_DAY_FORMAT), abort: true })
    .refine(isRealDay, dayFormatMessage(label, API_DAY_FORMAT));

/** An uploaded file as the file store keeps it (name, type, key). */
export const storedFile = z.object({ name: z.string(), type: z.string(), key: z.string().min(1) });
export type StoredFile = z.infer<typeof storedFile>;

import { ACTIVITY_EVENTS, activityEventOf, type ActivityEventKey } from './activityEvents';
import { ACTIVITY_REMARKS, activityRemarkOf, type ActivityRemarkKey } from './activityRemarks';
import { z } from './zod';

/**
 * What a timeline row's English texts are, for a reader in another language: its event (null: a text of no known
 * event) and values, and the server's remark it carries (null: a person's remark, shown as written) and its values.
 */
interface TimelineKeys {
  key: ActivityEventKey | null;
  values: Record<string, string>;
  remarkKey: ActivityRemarkKey | null;
  remarkValues: Record<string, string>;
}

/** The keys of a stored row (rows written before the keys were answered included: they are read back from the text). */
export function timelineKeys(activity: string, remark: string | null): TimelineKeys {
  const event = activityEventOf(activity);
  const said = activityRemarkOf(event?.key, remark);
  return {
    key: event?.key ?? null,
    values: event?.values ?? {},
    remarkKey: said?.key ?? null,
    remarkValues: said?.values ?? {},
  };
}

/** The keys as the API answers them beside a row's texts. */
export const timelineKeysShape = {
  key: z.enum(Object.keys(ACTIVITY_EVENTS) as [ActivityEventKey, ...ActivityEventKey[]]).nullable(),
  values: z.record(z.string(), z.string()),
  remarkKey: z.enum(Object.keys(ACTIVITY_REMARKS) as [ActivityRemarkKey, ...ActivityRemarkKey[]]).nullable(),
  remarkValues: z.record(z.string(), z.string()),
};

import { useLocaleState, useTranslate } from 'ra-core';
import { useCallback, useMemo } from 'react';
import { ACTIVITY_VALUE_KINDS } from '../../domain/activityChoices';
import { DAY_NAMES } from '../../domain/constants';
import type { ActivityLogEntry } from '../../domain/profile/activity';
import { formatCalendarDay } from '../components/format/formatCalendarDay';
import { translateMessage } from './translate';

type Values = Readonly<Record<string, string>>;

/** A timeline row's values as the user reads them: each by its kind (domain/activityChoices.ts), any other as it is. */
function useShownValues() {
  const translate = useTranslate();
  const [language] = useLocaleState();
  return useCallback(
    (values: Values) =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => {
          const kind = ACTIVITY_VALUE_KINDS[name];
          const day = DAY_NAMES.indexOf(value as (typeof DAY_NAMES)[number]);
          if (typeof kind === 'object') return [name, translate(`${kind.labels}.${value}`, { _: value })];
          if (kind === 'weekday' && day >= 0) return [name, translate(`partner.days.${day}`, { _: value })];
          if (kind === 'calendarDay') return [name, formatCalendarDay(value, 'PP', language)];
          return [name, kind === 'message' ? translateMessage(value) : value];
        }),
      ),
    [translate, language],
  );
}

/**
 * A timeline row in the user's language: its event's label (`activities.<key>`) with its values, and the remark the
 * server wrote (`activityRemarks.<key>`) likewise; English shows the stored texts. A row of no known event shows the
 * server's text, translated when the message catalog knows it; a person's remark shows as they wrote it.
 */
export function useActivityLabel() {
  const translate = useTranslate();
  const shown = useShownValues();
  const activity = useCallback(
    ({ activity: text, key, values = {} }: Pick<ActivityLogEntry, 'activity' | 'key' | 'values'>) =>
      key ? translate(`activities.${key}`, { ...shown(values), _: text }) : translate(text, { _: text }),
    [translate, shown],
  );
  const remark = useCallback(
    ({
      remark: text,
      remarkKey,
      remarkValues = {},
    }: Pick<ActivityLogEntry, 'remark' | 'remarkKey' | 'remarkValues'>) =>
      text && remarkKey ? translate(`activityRemarks.${remarkKey}`, { ...shown(remarkValues), _: text }) : (text ?? ''),
    [translate, shown],
  );
  return useMemo(() => ({ activity, remark }), [activity, remark]);
}

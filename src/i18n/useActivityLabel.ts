import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { CHOICE_VALUES } from '../../domain/activityChoices';
import type { ActivityLogEntry } from '../../domain/profile/activity';
import { useChoiceLabel } from './useChoiceLabel';

/**
 * A timeline row in the user's language: its event's label (`activities.<key>`) with its values, a status among them
 * shown through its label; a row of no known event shows the server's text, translated when the message catalog knows it.
 */
export function useActivityLabel() {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  return useCallback(
    ({ activity, key, values = {} }: Pick<ActivityLogEntry, 'activity' | 'key' | 'values'>) => {
      // A row of no timeline event may be a message of the catalog ('Profile submitted for review'): translate shows it in the user's language.
      if (!key) return translate(activity, { _: activity });
      const shown = Object.fromEntries(Object.entries(values).map(([name, value]) => [name, CHOICE_VALUES.has(name) ? choiceLabel(value) : value]));
      return translate(`activities.${key}`, { ...shown, _: activity });
    },
    [translate, choiceLabel],
  );
}

import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { MISSING_ITEMS, type MissingItem } from '../../../domain/channelPartner/missingItems';

/** The names of a profile's missing items in the user's language, English being MISSING_ITEMS. */
export function useMissingItemLabels() {
  const translate = useTranslate();
  return useCallback(
    (items: readonly MissingItem[]) =>
      items.map((item) => translate(`partner.missingItems.${item}`, { _: MISSING_ITEMS[item] })),
    [translate],
  );
}

import { I18nContextProvider, useI18nProvider, type I18nProvider } from 'ra-core';
import { useMemo, type ReactNode } from 'react';
import { channelPartnerMessages } from './messages';

type Messages = Record<string, unknown>;

const lookup = (messages: Messages, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], messages);

/** A translator that answers keys the console lacks from `messages` (English), keeping every key it has. */
export function withFallbackMessages(i18n: I18nProvider, messages: Messages): I18nProvider {
  return {
    ...i18n,
    translate: (key, options = {}) => {
      const english = lookup(messages, key);
      return typeof english === 'string' ? i18n.translate(key, { ...options, _: english }) : i18n.translate(key, options);
    },
  };
}

/** Makes the channel-partner labels available to everything below (react-admin fields, filters, exports). */
export function ChannelPartnerMessages({ children }: { children: ReactNode }) {
  const i18n = useI18nProvider();
  const value = useMemo(() => withFallbackMessages(i18n, channelPartnerMessages), [i18n]);
  return <I18nContextProvider value={value}>{children}</I18nContextProvider>;
}

import type { TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { Language } from '../settings/settings';
import { aboutMessages } from './aboutMessages';
import { aboutMessagesDe } from './aboutMessages.de';
import { aboutMessagesEs } from './aboutMessages.es';
import { accountMessages } from './accountMessages';
import { accountMessagesDe } from './accountMessages.de';
import { accountMessagesEs } from './accountMessages.es';
import { dealerMessages } from './dealerMessages';
import { dealerMessagesDe } from './dealerMessages.de';
import { dealerMessagesEs } from './dealerMessages.es';
import { dashboardMessages } from './dashboardMessages';
import { dashboardMessagesDe } from './dashboardMessages.de';
import { dashboardMessagesEs } from './dashboardMessages.es';
import { deepMerge } from './deepMerge';
import { driveMessages } from './driveMessages';
import { driveMessagesDe } from './driveMessages.de';
import { driveMessagesEs } from './driveMessages.es';
import { escalationMessages } from './escalationMessages';
import { escalationMessagesDe } from './escalationMessages.de';
import { escalationMessagesEs } from './escalationMessages.es';
import { deletionMessages } from './deletionMessages';
import { deletionMessagesDe } from './deletionMessages.de';
import { deletionMessagesEs } from './deletionMessages.es';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { mastersMessages } from './mastersMessages';
import { mastersMessagesDe } from './mastersMessages.de';
import { mastersMessagesEs } from './mastersMessages.es';
import { partnerMessages } from './partnerMessages';
import { partnerMessagesDe } from './partnerMessages.de';
import { partnerMessagesEs } from './partnerMessages.es';
import { paymentMessages } from './paymentMessages';
import { paymentMessagesDe } from './paymentMessages.de';
import { paymentMessagesEs } from './paymentMessages.es';
import { raMessagesDe } from './raMessages.de';
import { requestListMessages } from './requestListMessages';
import { requestListMessagesDe } from './requestListMessages.de';
import { requestListMessagesEs } from './requestListMessages.es';
import { rewardMessages } from './rewardMessages';
import { rewardMessagesDe } from './rewardMessages.de';
import { rewardMessagesEs } from './rewardMessages.es';
import { technicianMessages } from './technicianMessages';
import { technicianMessagesDe } from './technicianMessages.de';
import { technicianMessagesEs } from './technicianMessages.es';
import { raMessagesEs } from './raMessages.es';
import { statisticsMessages } from './statisticsMessages';
import { statisticsMessagesDe } from './statisticsMessages.de';
import { statisticsMessagesEs } from './statisticsMessages.es';
import { withMessageCatalog } from './withMessageCatalog';

const english = [
  mastersMessages,
  partnerMessages,
  technicianMessages,
  dealerMessages,
  requestListMessages,
  deletionMessages,
  rewardMessages,
  paymentMessages,
  escalationMessages,
  statisticsMessages,
  dashboardMessages,
  accountMessages,
  driveMessages,
  aboutMessages,
  en,
].reduce((merged, layer) => deepMerge(merged, layer), englishMessages as unknown as Record<string, unknown>);

/**
 * Layers of a language, each overlaying the one before: react-admin's messages, the masters', the partners', the
 * technicians', the console's.
 */
const overlay = (...layers: Record<string, unknown>[]) =>
  layers.reduce((merged, layer) => deepMerge(merged, layer), {});

/**
 * What each language overlays on English (German and Spanish: react-admin's messages and the layout labels, masters'
 * included).
 */
export const overlays: Record<Language, Record<string, unknown>> = {
  en: {},
  de: overlay(
    raMessagesDe,
    mastersMessagesDe,
    partnerMessagesDe,
    technicianMessagesDe,
    dealerMessagesDe,
    requestListMessagesDe,
    deletionMessagesDe,
    rewardMessagesDe,
    paymentMessagesDe,
    escalationMessagesDe,
    statisticsMessagesDe,
    dashboardMessagesDe,
    accountMessagesDe,
    driveMessagesDe,
    aboutMessagesDe,
    de,
  ),
  es: overlay(
    raMessagesEs,
    mastersMessagesEs,
    partnerMessagesEs,
    technicianMessagesEs,
    dealerMessagesEs,
    requestListMessagesEs,
    deletionMessagesEs,
    rewardMessagesEs,
    paymentMessagesEs,
    escalationMessagesEs,
    statisticsMessagesEs,
    dashboardMessagesEs,
    accountMessagesEs,
    driveMessagesEs,
    aboutMessagesEs,
    es,
  ),
};

/** English for everything, German and Spanish overlay the layout labels; missing keys fall back to English. */
export const messagesFor = (locale: string) =>
  deepMerge(english, overlays[locale as Language] ?? {}) as unknown as TranslationMessages;

export const createI18nProvider = (initialLocale: Language) =>
  withMessageCatalog(
    polyglotI18nProvider(messagesFor, initialLocale, [
      { locale: 'en', name: en.settings.languages.en },
      { locale: 'de', name: en.settings.languages.de },
      { locale: 'es', name: en.settings.languages.es },
    ]),
  );

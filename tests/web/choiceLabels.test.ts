import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENTS, activityEventOf, activityText, type ActivityEventKey } from '../../domain/activityEvents';
import {
  ACTIVITY_EVENT_REMARKS,
  ACTIVITY_REMARKS,
  activityRemark,
  activityRemarkOf,
  type ActivityRemarkKey,
} from '../../domain/activityRemarks';
import { placeholdersOf } from '../../domain/messages/fill';
import { APP_NAMES } from '../../domain/apks/constants';
import { PARTNER_STATUSES } from '../../domain/channelPartner/statuses';
import { BANK_ACCOUNT_TYPES, FIRM_TYPES } from '../../domain/constants';
import { ADDRESS_TYPES } from '../../domain/customers/address';
import { DELETION_STATUSES } from '../../domain/customers/deletionStatuses';
import { WARRANTY_OPTIONS } from '../../domain/customers/product';
import { DEALER_STATUSES } from '../../domain/dealers/statuses';
import * as ENUMS from '../../domain/enums';
import {
  ESCALATION_CATEGORIES,
  ESCALATION_KINDS,
  ESCALATION_PRIORITIES,
  ESCALATION_STATUSES,
} from '../../domain/escalations/constants';
import { DRIVE_STATUSES } from '../../domain/ewasteDrives/constants';
import { DISPOSAL_METHODS, REWARD_EVENTS } from '../../domain/masters/choices';
import { PAYMENT_PURPOSES, TRANSACTION_KINDS, TRANSACTION_STATUSES } from '../../domain/payments/statuses';
import { MANDATORY_DOCUMENT_TYPES } from '../../domain/profile/scope';
import { PAYMENT_METHODS, REQUEST_FROM, REQUEST_SOURCES } from '../../domain/requests/booking';
import { REQUEST_DOCUMENT_TYPES } from '../../domain/requests/charges';
import { PAYMENT_STATUSES, PICKUP_STATUSES, REPAIR_STATUSES } from '../../domain/requests/statuses';
import { REWARD_HOLDER_TYPES, REWARD_ID_TYPES } from '../../domain/rewards/constants';
import { TECHNICIAN_STATUSES } from '../../domain/technicians/tabs';
import { createI18nProvider, messagesFor } from '../../src/i18n/i18nProvider';

/**
 * Every fixed value a screen shows (statuses, reward events and ledger types, holder types, document types, payment
 * modes, escalation and drive choices, every enum of domain/enums.ts), with the message key its label is read by.
 */
const CHOICES: [name: string, values: readonly string[], prefix: string][] = [
  ...Object.entries(ENUMS).map(
    ([name, values]) => [`enums ${name}`, values, 'statuses'] as [string, readonly string[], string],
  ),
  ['request statuses', REPAIR_STATUSES, 'statuses'],
  ['pick-up statuses', PICKUP_STATUSES, 'statuses'],
  ['payment statuses', PAYMENT_STATUSES, 'statuses'],
  ['transaction statuses', TRANSACTION_STATUSES, 'statuses'],
  ['partner statuses', PARTNER_STATUSES, 'statuses'],
  ['technician statuses', TECHNICIAN_STATUSES, 'statuses'],
  ['dealer statuses', DEALER_STATUSES, 'statuses'],
  ['deletion request statuses', DELETION_STATUSES, 'statuses'],
  ['reward events', REWARD_EVENTS, 'statuses'],
  ['reward ledger types', REWARD_ID_TYPES, 'statuses'],
  ['reward holder types', REWARD_HOLDER_TYPES, 'statuses'],
  ['request document types', REQUEST_DOCUMENT_TYPES, 'statuses'],
  ['KYC document types', [...new Set(Object.values(MANDATORY_DOCUMENT_TYPES).flat())], 'statuses'],
  ['payment modes', PAYMENT_METHODS, 'statuses'],
  ['disposal methods', DISPOSAL_METHODS, 'statuses'],
  ['firm types', FIRM_TYPES, 'statuses'],
  ['bank account types', BANK_ACCOUNT_TYPES, 'statuses'],
  ['escalation kinds', ESCALATION_KINDS, 'statuses'],
  ['escalation categories', ESCALATION_CATEGORIES, 'statuses'],
  ['escalation priorities', ESCALATION_PRIORITIES, 'statuses'],
  ['escalation statuses', ESCALATION_STATUSES, 'statuses'],
  ['drive statuses', DRIVE_STATUSES, 'statuses'],
  ['transaction kinds', TRANSACTION_KINDS, 'payments.kinds'],
  ['payment purposes', PAYMENT_PURPOSES, 'payments.purposes'],
  ['request sources', REQUEST_SOURCES, 'booking.sources'],
  ['request from', REQUEST_FROM, 'booking.requestFromChoices'],
  ['address types', ADDRESS_TYPES, 'customers.addressTypes'],
  ['warranty options', WARRANTY_OPTIONS, 'customers.warrantyOptions'],
  ['app names', APP_NAMES, 'apks.apps'],
];

/**
 * Words German or Spanish write as English does (names, loanwords): a label equal to its English value is allowed only
 * for these.
 */
const SAME_WORD: Record<'de' | 'es', ReadonlySet<string>> = {
  de: new Set(['Recycling', 'WhatsApp', 'Website', 'GST']),
  es: new Set(['WhatsApp', 'GST', 'No']),
};

const MISSING = '\u0000missing';

/** A value for each placeholder of a template: a status where it names one, a word otherwise. */
const sampleValues = (template: string) =>
  Object.fromEntries(placeholdersOf(template).map((name) => [name, name === 'status' ? 'Picked Up' : `x-${name}`]));
const english = createI18nProvider('en');

describe.each(['de', 'es'] as const)(
  'every fixed value and timeline event has a label in %s (issue 31 point 2)',
  (language) => {
    const i18n = createI18nProvider(language);
    const label = (key: string, values: Record<string, string> = {}) => i18n.translate(key, { ...values, _: MISSING });

    it.each(CHOICES)('%s', (_, values, prefix) => {
      const wrong = values
        .map((value) => ({ value, text: label(`${prefix}.${value}`) }))
        .filter(
          ({ value, text }) =>
            text === MISSING ||
            ((text === value || text === english.translate(`${prefix}.${value}`)) && !SAME_WORD[language].has(value)),
        );
      expect(wrong).toEqual([]);
    });

    it('timeline events, with their values', () => {
      const keys = Object.keys(ACTIVITY_EVENTS) as ActivityEventKey[];
      const wrong = keys.filter((key) => {
        const values = sampleValues(ACTIVITY_EVENTS[key]);
        const text = label(`activities.${key}`, values);
        return text === MISSING || text === activityText(key, values);
      });
      expect(wrong).toEqual([]);
    });

    it('the remarks the server writes, with their values (a remark of values alone may read the same)', () => {
      const keys = Object.keys(ACTIVITY_REMARKS) as ActivityRemarkKey[];
      const wrong = keys.filter((key) => {
        const values = sampleValues(ACTIVITY_REMARKS[key]);
        const text = label(`activityRemarks.${key}`, values);
        const wordless = !/[A-Za-z]/.test(ACTIVITY_REMARKS[key].replace(/%\{\w+\}/g, ''));
        return text === MISSING || (text === activityRemark(key, values) && !wordless);
      });
      expect(wrong).toEqual([]);
    });
  },
);

describe('timeline events are keyed from the text the server stores', () => {
  it('reads each event back from its English text, values included, and English shows the stored text itself', () => {
    for (const key of Object.keys(ACTIVITY_EVENTS) as ActivityEventKey[]) {
      const values = sampleValues(ACTIVITY_EVENTS[key]);
      const text = activityText(key, values);
      const event = activityEventOf(text);
      expect(event?.key, text).toBe(key);
      expect(english.translate(`activities.${key}`, { ...event?.values, _: text })).toBe(text);
    }
  });

  it('reads each remark the server writes back from its text, beside each event that carries it', () => {
    for (const [event, remarks] of Object.entries(ACTIVITY_EVENT_REMARKS) as [
      ActivityEventKey,
      readonly ActivityRemarkKey[],
    ][]) {
      for (const key of remarks) {
        const values = sampleValues(ACTIVITY_REMARKS[key]);
        expect(activityRemarkOf(event, activityRemark(key, values)), `${event}: ${key}`).toEqual({ key, values });
      }
    }
    // A person's remark beside an event that carries none of the server's is theirs, as typed.
    expect(activityRemarkOf('statusChanged', 'waiting for part')).toBeUndefined();
    expect(activityRemarkOf('diagnosisUpdated', 'Profile submitted for review')).toBeUndefined();
  });

  it('gives no two events the same text', () => {
    const texts = Object.values(ACTIVITY_EVENTS);
    expect(texts.filter((text, index) => texts.indexOf(text) !== index)).toEqual([]);
  });
});

describe('one name for a channel partner in each language', () => {
  it.each([
    ['de', /Channel[- ]?Partner/],
    ['es', /socios? comercial(es)?/i],
  ] as const)('%s', (language, other) => {
    // Keys (the role codes among them) are English by design; only the texts shown are checked.
    const shown = JSON.stringify(messagesFor(language)).replace(/"(?:[^"\\]|\\.)*":/g, '');
    expect(shown.match(other) ?? []).toEqual([]);
  });
});

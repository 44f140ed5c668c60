import type { Page } from 'playwright-core';
import { REPAIR_SERVICE_NAMES } from '../../../domain/masters/repairService';
import { messagesFor } from '../../../src/i18n/i18nProvider';

/**
 * English left on a German or Spanish screen: the texts a person reads (text nodes, accessible names, placeholders)
 * that are an English console message whose translation differs, an English message or enum value of the domain, or
 * an English month or weekday name. Names and data (customers, brands, ids, amounts) are none of these, so they pass.
 */

export type Translated = 'de' | 'es';

/** What the page is compared with: whole texts, and templates with their placeholders as wildcards. */
export interface EnglishTexts {
  exact: string[];
  templates: string[];
  /** English month and weekday names (January, Jan, Monday, Mon) the language writes otherwise. */
  calendar: string[];
}

type Tree = Record<string, unknown>;

const leaves = (tree: unknown, path = ''): [string, string][] =>
  typeof tree === 'string'
    ? [[path, tree]]
    : tree && typeof tree === 'object'
      ? Object.entries(tree).flatMap(([key, value]) => leaves(value, `${path}.${key}`))
      : [];
/** A polyglot text's plural forms. */
const forms = (text: string) => text.split('||||').map((form) => form.trim());
/** Placeholders of the console ('%{name}') and of the domain ('{list}'). */
const PLACEHOLDER = /%\{\w+\}|\{\w+\}/g;
/** A template is matched only when its own words say enough (not '%{name}' or '%{count} x'). */
const wordsOf = (template: string) => template.replace(PLACEHOLDER, ' ').replace(/[^A-Za-z]+/g, '');

/** Every string the domain exports (enumerations, messages), in plain arrays and objects up to a few levels deep. */
function domainStrings(): string[] {
  const modules = import.meta.glob<Tree>(['../../../domain/**/*.ts', '!../../../domain/**/*.test.ts'], { eager: true });
  const found = new Set<string>();
  const walk = (value: unknown, depth: number) => {
    if (typeof value === 'string') found.add(value);
    else if (depth < 4 && Array.isArray(value)) for (const item of value) walk(item, depth + 1);
    else if (depth < 4 && value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      for (const item of Object.values(value)) walk(item, depth + 1);
  };
  for (const module of Object.values(modules)) for (const value of Object.values(module)) walk(value, 0);
  return [...found];
}

/**
 * Words a person reads, not codes: starts with a capital, has a lower-case letter, only letters, spaces and
 * punctuation ('Picked Up', 'Web-Admin', 'Mobile Number is not valid'; not 'SID101', 'master/s3files', 'dd/MM/yyyy').
 */
const READABLE = /^[A-Z](?=.*[a-z])[A-Za-z0-9 ,.'!?&()%{}-]*$/;

/**
 * Names of master records, data an admin edits, that an enumeration of the domain also spells: the spec's repair
 * services, and the service types the demo data seeds (server/src/db/seed/masterCatalogue.ts: 'Pick-up' is also an
 * escalation category).
 */
const MASTER_NAMES: ReadonlySet<string> = new Set([...REPAIR_SERVICE_NAMES, 'Repair', 'Pick-up', 'Installation']);

function calendarNames(locale: string): string[] {
  const names: string[] = [];
  for (const month of ['long', 'short'] as const)
    for (let index = 0; index < 12; index += 1)
      names.push(
        new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, index, 15))),
      );
  for (const weekday of ['long', 'short'] as const)
    for (let day = 0; day < 7; day += 1)
      names.push(
        new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 10, 1 + day))),
      );
  return names.map((name) => name.replace(/\.$/, ''));
}

/** The English texts that would be wrong on a screen in `language`. */
export function englishTexts(language: Translated): EnglishTexts {
  const english = leaves(messagesFor('en'));
  const translated = new Map(leaves(messagesFor(language)));
  // A word the translation itself uses somewhere ('Service', 'GST', 'Online') is not English left over.
  const translatedTexts = new Set([...translated.values()].flatMap(forms));
  const exact = new Set<string>();
  const templates = new Set<string>();
  const consider = (text: string, sameKey: readonly string[] = []) => {
    if (text.length <= 2 || sameKey.includes(text) || translatedTexts.has(text) || MASTER_NAMES.has(text)) return;
    if (!PLACEHOLDER.test(text)) exact.add(text);
    else if (wordsOf(text).length >= 10) templates.add(text);
    PLACEHOLDER.lastIndex = 0;
  };
  for (const [key, text] of english) for (const form of forms(text)) consider(form, forms(translated.get(key) ?? ''));
  for (const text of domainStrings()) if (READABLE.test(text)) consider(text);
  const own = new Set(calendarNames(language).map((name) => name.toLowerCase()));
  const calendar = [...new Set(calendarNames('en'))].filter((name) => !own.has(name.toLowerCase()));
  return { exact: [...exact], templates: [...templates], calendar };
}

/** Text outside the console's own words: what people typed or picked (inputs, editors) and code. */
const DATA_PARTS = 'input, textarea, select, [contenteditable="true"], code, pre, script, style, noscript';

/** The English texts shown on the page open now, each once, with where it stands ('text', 'aria-label', 'date'). */
export function englishOnPage(page: Page, texts: EnglishTexts): Promise<string[]> {
  return page.evaluate(
    ({ exact, templates, calendar, dataParts }) => {
      const whole = new Set(exact);
      const patterns = templates.map((template) => {
        const escaped = template
          .split(/%\{\w+\}|\{\w+\}/)
          .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+');
        return { template, pattern: new RegExp(`^${escaped}$`) };
      });
      const calendarWord = new RegExp(`\\b(${calendar.join('|')})\\b`);
      const names = new Set(calendar);
      const found = new Set<string>();
      const judge = (raw: string, how: string, exactOnly = false) => {
        const text = raw.replace(/\s+/g, ' ').trim();
        if (!text) return;
        if (whole.has(text) || names.has(text)) found.add(`${how} "${text}"`);
        else if (exactOnly) return;
        else if (patterns.some(({ pattern }) => pattern.test(text))) found.add(`${how} "${text}"`);
        // A date written with English month or day names (data, but its words are the console's).
        else if (/\d/.test(text) && text.length < 40 && calendarWord.test(text)) found.add(`date "${text}"`);
      };
      const visible = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest(dataParts) || !visible(parent)) continue;
        judge(node.textContent ?? '', 'text');
      }
      // A text split over elements ('Rows per page:' beside its select) is read as its element's whole text too (whole
      // texts only: a template's placeholder would take in the element's other lines).
      for (const element of document.body.querySelectorAll<HTMLElement>(
        'p, span, label, legend, button, a, li, th, td, h1, h2, h3, h4, h5, h6, [role="tab"], [role="option"]',
      )) {
        if (element.closest(dataParts) || element.children.length === 0 || !visible(element)) continue;
        judge(element.innerText, 'text', true);
      }
      for (const element of document.body.querySelectorAll<HTMLElement>('[aria-label], [placeholder]')) {
        if (!visible(element)) continue;
        judge(element.getAttribute('aria-label') ?? '', 'aria-label');
        judge(element.getAttribute('placeholder') ?? '', 'placeholder');
      }
      return [...found];
    },
    { ...texts, dataParts: DATA_PARTS },
  );
}

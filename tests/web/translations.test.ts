import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, SIDEBAR } from '../../src/console/routeTable';
import englishMessages from 'ra-language-english';
import { ACTIVITY_EVENTS } from '../../domain/activityEvents';
import { MISSING_ITEMS } from '../../domain/channelPartner/missingItems';
import { en } from '../../src/i18n/en';
import { createI18nProvider, messagesFor, overlays } from '../../src/i18n/i18nProvider';
import { mastersMessages } from '../../src/i18n/mastersMessages';
import { publicMessages } from '../../src/i18n/publicMessages';
import { publicMessagesDe } from '../../src/i18n/publicMessages.de';
import { publicMessagesEs } from '../../src/i18n/publicMessages.es';
import { MASTERS } from '../../src/resources/masters/config';
import { RECORD_SECTIONS } from '../../src/resources/masters/recordSections';

/** Toasts stay English: spec 000 §9 translates layout labels only. */
const ENGLISH_ONLY = new Set(['imports.done', 'assign.issuesSaved', 'assign.modelsSaved']);
/** Names rather than labels: the brand and each language's own name read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  'app.name',
  'app.company',
  'settings.languages.en',
  'settings.languages.de',
  'settings.languages.es',
]);

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

// The partner module's labels, wherever that work has put them: each must also reach the console's messages.
const partnerModules = import.meta.glob<Record<string, unknown>>('../../src/i18n/partnerMessages.ts', { eager: true });
const partnerEnglish = Object.values(partnerModules).flatMap((module) =>
  Object.values(module).filter((value): value is Tree => typeof value === 'object' && value !== null),
);

const english = messagesFor('en') as unknown as Tree;
/**
 * Keys whose English is the domain's own text, which the screens pass as translate's fallback (timeline events, missing
 * items).
 */
const DOMAIN_ENGLISH: readonly [prefix: string, texts: Readonly<Record<string, string>>][] = [
  ['activities.', ACTIVITY_EVENTS],
  ['partner.missingItems.', MISSING_ITEMS],
];
const hasEnglish = (key: string) =>
  typeof lookup(english, key) === 'string' ||
  DOMAIN_ENGLISH.some(
    ([prefix, texts]) => key.startsWith(prefix) && typeof texts[key.slice(prefix.length)] === 'string',
  );

/** Every key of the English messages: ours (en, masters, partners) and every one of react-admin's. */
const englishKeys = () => [...new Set([...leaves(english), ...partnerEnglish.flatMap((tree) => leaves(tree))])];
const translatable = () => englishKeys().filter((key) => !ENGLISH_ONLY.has(key) && !SAME_IN_EVERY_LANGUAGE.has(key));
/**
 * react-admin gives ra.sort.sort_by both the label and its lower-first form; each language takes the one its grammar
 * wants.
 */
const SAME_VALUE = { '%{field_lower_first}': '%{field}' } as Record<string, string>;
const placeholders = (value: string) =>
  [...new Set((value.match(/%\{\w+\}/g) ?? []).map((name) => SAME_VALUE[name] ?? name))].sort();
const pluralForms = (value: string) =>
  value
    .split('||||')
    .map((form) => form.trim())
    .filter(Boolean).length;

const masterRoutes = () => ROUTES.filter((route) => route.path.startsWith('masters/'));

/**
 * Every layout label the master screens build from their configuration: menu, tabs, resource names and fields, links,
 * sections.
 */
function masterKeys(): string[] {
  const mastersMenu = SIDEBAR.find((item) => item.label === 'menu.masters')!;
  const keys = [
    mastersMenu.label,
    ...(mastersMenu.children ?? []).map((child) => child.label),
    ...masterRoutes().flatMap((route) => (route.label ? [route.label] : [])),
    ...MASTERS.flatMap((master) => [
      `resources.${master.resource}.name`,
      ...[...master.columns, ...master.filters, ...(master.fields ?? [])].map(
        (item) => `resources.${master.resource}.fields.${item.source}`,
      ),
      ...[...(master.recordLinks ?? []), ...(master.listLinks ?? [])].map((link) => link.label),
      ...(master.recordSections ?? []).map((section) => RECORD_SECTIONS[section].label),
    ]),
    ...leaves(mastersMessages),
  ];
  return [...new Set(keys)];
}

describe('every label in English, German and Spanish', () => {
  it('walks all the English keys, the public pages, console shell and masters included', () => {
    const keys = englishKeys();
    expect(keys.length).toBeGreaterThan(500);
    expect(keys).toEqual(
      expect.arrayContaining([
        'auth.getOtpIn',
        'auth.codeSent',
        'generic.filters',
        'generic.page',
        'crumbs.create',
        'dashboard.welcome',
        'legal.terms.p1',
        'menu.sparePartMaster',
        'ra.action.delete',
      ]),
    );
    for (const tree of partnerEnglish)
      for (const key of leaves(tree)) expect(typeof lookup(english, key), `${key} reaches the console`).toBe('string');
  });

  it.each(['de', 'es'] as const)('%s has a text for every key but the English-only ones', (language) => {
    const missing = translatable().filter(
      (key) => typeof lookup(overlays[language], key) !== 'string' || !lookup(overlays[language], key),
    );
    expect(missing).toEqual([]);
  });

  it.each(['de', 'es'] as const)(
    '%s has every message of ra-language-english (react-admin 5), none left to English',
    (language) => {
      const keys = leaves(englishMessages as unknown as Tree);
      expect(keys.length).toBeGreaterThan(160);
      expect(
        keys.filter((key) => typeof lookup(overlays[language], key) !== 'string' || !lookup(overlays[language], key)),
      ).toEqual([]);
    },
  );

  it.each(['de', 'es'] as const)(
    '%s sorts "by" the label as written (German nouns keep their capital; ID stays ID)',
    (language) => {
      const i18n = createI18nProvider(language);
      const sortBy = i18n.translate('ra.sort.sort_by', {
        field: 'ID',
        field_lower_first: 'iD',
        order: i18n.translate('ra.sort.ASC'),
      });
      expect(sortBy).toContain('ID');
      expect(sortBy).not.toContain('iD');
    },
  );

  it.each(['de', 'es'] as const)('%s keeps the placeholders and plural forms of English', (language) => {
    for (const key of translatable()) {
      const source = lookup(english, key) as string;
      const text = lookup(overlays[language], key) as string;
      expect(placeholders(text), key).toEqual(placeholders(source));
      if (source.includes('||||')) expect(pluralForms(text), key).toBe(2);
    }
  });

  it.each(['de', 'es'] as const)('%s has no key English lacks (a misspelt key would never show)', (language) => {
    expect(leaves(overlays[language]).filter((key) => !hasEnglish(key))).toEqual([]);
  });

  it.each([
    ['de', publicMessagesDe],
    ['es', publicMessagesEs],
  ] as const)('the public pages have every label in %s in the file they download', (_, translation) => {
    const missing = leaves(publicMessages).filter(
      (key) => !SAME_IN_EVERY_LANGUAGE.has(key) && typeof lookup(translation, key) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('names every breadcrumb of every console path in English (and so, above, in German and Spanish)', () => {
    const segments = new Set([
      'create',
      'show',
      ...ROUTES.flatMap((route) => route.path.split('/').filter((segment) => segment && !segment.startsWith(':'))),
    ]);
    expect(segments).toContain('modelView');
    expect([...segments].filter((segment) => typeof lookup(en.crumbs, segment) !== 'string')).toEqual([]);
  });

  it('finds the keys the master screens build from their configuration, each with an English label', () => {
    const keys = masterKeys();
    expect(keys.length).toBeGreaterThan(200);
    expect(keys).toEqual(
      expect.arrayContaining([
        'menu.sparePartMaster',
        'tabs.servicePrices',
        'resources.masters/coupon.fields.validFrom',
        'assign.fitsModels',
      ]),
    );
    for (const key of keys) expect(typeof lookup(english, key), key).toBe('string');
  });

  it('keeps toasts English', () => {
    for (const language of ['de', 'es'] as const)
      for (const key of ENGLISH_ONLY) expect(lookup(overlays[language], key), `${language} ${key}`).toBeUndefined();
  });

  it('names the main spare parts and partner lists "Main", not "model-specific"', () => {
    expect(lookup(overlays.de, 'crumbs.main')).toBe('Hauptliste');
    expect(lookup(overlays.es, 'crumbs.main')).toBe('Lista principal');
  });

  it('the provider answers in the chosen language', async () => {
    const i18n = createI18nProvider('de');
    expect(i18n.translate('resources.masters/model.name', { smart_count: 2 })).toBe('Modelle');
    expect(i18n.translate('resources.masters/product.fields.name')).toBe('Produktname');
    expect(i18n.translate('generic.page', { page: 1, pages: 1 })).toBe('Seite 1 von 1');
    await i18n.changeLocale('es');
    expect(i18n.translate('resources.masters/spare-part-generic.name', { smart_count: 1 })).toBe('Repuesto genérico');
    expect(i18n.translate('crumbs.create')).toBe('Crear');
    expect(i18n.translate('assign.modelsSaved')).toBe('Models Updated');
  });
});

const SRC = path.resolve(import.meta.dirname, '../../src');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(file) : entry.name.endsWith('.tsx') ? [file] : [];
  });

/** Literal keys a screen asks for: `translate('…')`, `t('…')` and `label="…"` (react-admin translates a label). */
function keysUsed(file: string) {
  const text = fs.readFileSync(file, 'utf8');
  const found = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]);
  return {
    // `t` of src/i18n/translate knows the public labels only; elsewhere `t` is not defined, so it is react-admin's.
    publicOnly: /i18n\/translate'/.test(text),
    t: found(/\bt\(\s*'([^']+)'/g),
    translate: [...found(/\btranslate\(\s*'([^']+)'/g), ...found(/(?<![-\w])label="([^"]+)"/g)],
  };
}

describe('the keys the screens use', () => {
  it('each has an English text (a public page only from the labels it carries)', () => {
    const unknown: string[] = [];
    let count = 0;
    for (const file of sources(SRC)) {
      const { publicOnly, t, translate } = keysUsed(file);
      const name = path.relative(SRC, file);
      for (const key of t)
        if (typeof lookup(publicOnly ? publicMessages : english, key) !== 'string') unknown.push(`${name}: ${key}`);
      for (const key of translate) if (typeof lookup(english, key) !== 'string') unknown.push(`${name}: ${key}`);
      count += t.length + translate.length;
    }
    expect(count).toBeGreaterThan(150);
    expect(unknown).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { ROUTES, SIDEBAR } from '../../src/console/routeTable';
import { en } from '../../src/i18n/en';
import { createI18nProvider, messagesFor, overlays } from '../../src/i18n/i18nProvider';
import { mastersMessages } from '../../src/i18n/mastersMessages';
import { MASTERS } from '../../src/resources/masters/config';
import { RECORD_SECTIONS } from '../../src/resources/masters/recordSections';

/** Toasts stay English: spec 000 §9 translates layout labels only. */
const ENGLISH_ONLY = new Set(['imports.done', 'assign.issuesSaved', 'assign.modelsSaved']);

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' && value !== null ? leaves(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`]));
const lookup = (tree: Tree, key: string): unknown => key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** react-admin's own labels on the master screens' buttons, titles and yes/no values. */
const REACT_ADMIN_KEYS = ['ra.action.list', 'ra.action.show', 'ra.action.edit', 'ra.action.create', 'ra.action.save', 'ra.boolean.true', 'ra.boolean.false', 'ra.page.create'];

const masterRoutes = () => ROUTES.filter((route) => route.path.startsWith('masters/'));

/** Every layout label the master screens show: menu, tab strips, resource names and field labels, links, sections, statuses, dialogs, buttons. */
function masterKeys(): string[] {
  const mastersMenu = SIDEBAR.find((item) => item.label === 'menu.masters')!;
  const keys = [
    mastersMenu.label,
    ...(mastersMenu.children ?? []).map((child) => child.label),
    ...masterRoutes().flatMap((route) => (route.label ? [route.label] : [])),
    ...MASTERS.flatMap((master) => [
      `resources.${master.resource}.name`,
      ...[...master.columns, ...master.filters, ...(master.fields ?? [])].map((item) => `resources.${master.resource}.fields.${item.source}`),
      ...[...(master.recordLinks ?? []), ...(master.listLinks ?? [])].map((link) => link.label),
      ...(master.recordSections ?? []).map((section) => RECORD_SECTIONS[section].label),
    ]),
    ...leaves({ resources: en.resources, statuses: en.statuses }),
    ...leaves(mastersMessages),
    ...REACT_ADMIN_KEYS,
  ];
  return [...new Set(keys)].filter((key) => !ENGLISH_ONLY.has(key));
}

describe('translations of the master screens (spec 000 §9: English, German, Spanish)', () => {
  const english = messagesFor('en') as unknown as Tree;

  it('finds the keys the master screens use, each with an English label', () => {
    const keys = masterKeys();
    expect(keys.length).toBeGreaterThan(200);
    expect(keys).toEqual(expect.arrayContaining(['menu.sparePartMaster', 'tabs.servicePrices', 'resources.masters/coupon.fields.validFrom', 'assign.fitsModels']));
    for (const key of keys) expect(typeof lookup(english, key), key).toBe('string');
  });

  it.each(['de', 'es'] as const)('%s has every one of them, with the same placeholders and plural forms', (language) => {
    const translated = overlays[language];
    const missing = masterKeys().filter((key) => typeof lookup(translated, key) !== 'string' || !lookup(translated, key));
    expect(missing).toEqual([]);
    for (const key of masterKeys()) {
      const source = lookup(english, key) as string;
      const text = lookup(translated, key) as string;
      const placeholders = (value: string) => [...new Set(value.match(/%\{\w+\}/g) ?? [])].sort();
      expect(placeholders(text), key).toEqual(placeholders(source));
      if (source.includes('||||'))
        expect(
          text
            .split('||||')
            .map((form) => form.trim())
            .filter(Boolean),
          key,
        ).toHaveLength(2);
    }
  });

  it.each(['de', 'es'] as const)('%s names every breadcrumb of the master paths (English humanizes them)', (language) => {
    const segments = new Set(masterRoutes().flatMap((route) => route.path.split('/').filter((segment) => !segment.startsWith(':'))));
    expect(segments).toContain('modelView');
    const missing = [...segments].filter((segment) => typeof lookup(overlays[language], `crumbs.${segment}`) !== 'string');
    expect(missing).toEqual([]);
  });

  it('keeps toasts English', () => {
    for (const language of ['de', 'es'] as const) for (const key of ENGLISH_ONLY) expect(lookup(overlays[language], key), `${language} ${key}`).toBeUndefined();
  });

  it('the provider answers in the chosen language', async () => {
    const i18n = createI18nProvider('de');
    expect(i18n.translate('resources.masters/model.name', { smart_count: 2 })).toBe('Modelle');
    expect(i18n.translate('resources.masters/product.fields.name')).toBe('Produktname');
    await i18n.changeLocale('es');
    expect(i18n.translate('resources.masters/spare-part-generic.name', { smart_count: 1 })).toBe('Repuesto genérico');
    expect(i18n.translate('assign.modelsSaved')).toBe('Models Updated');
  });
});

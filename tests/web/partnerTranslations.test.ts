import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createI18nProvider, messagesFor, overlays } from '../../src/i18n/i18nProvider';
import { partnerMessages } from '../../src/i18n/partnerMessages';

type Tree = { [key: string]: unknown };
const leaves = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? leaves(value as Tree, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);
const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();

/** The folders of the partner module: the resource and the profile sections it shares with technicians. */
const FOLDERS = ['src/resources/channelPartners', 'src/components/profile'];
const sources = () =>
  FOLDERS.flatMap((folder) => readdirSync(folder).map((file) => readFileSync(join(folder, file), 'utf8')));

describe('translations of the channel-partner module (spec 000 §9: English, German, Spanish)', () => {
  const keys = leaves(partnerMessages);

  it('finds its keys, each with an English label', () => {
    expect(keys.length).toBeGreaterThan(150);
    const english = messagesFor('en') as unknown as Tree;
    for (const key of keys) expect(typeof lookup(english, key), key).toBe('string');
  });

  it.each(['de', 'es'] as const)(
    '%s has every one of them, with the same placeholders and plural forms',
    (language) => {
      const translated = overlays[language] as Tree;
      expect(keys.filter((key) => typeof lookup(translated, key) !== 'string' || !lookup(translated, key))).toEqual([]);
      for (const key of keys) {
        const source = lookup(partnerMessages, key) as string;
        const text = lookup(translated, key) as string;
        expect(placeholders(text), key).toEqual(placeholders(source));
        expect(text.split('||||').length, key).toBe(source.split('||||').length);
      }
    },
  );

  it('every key the partner screens name literally is one of them (or a console key)', () => {
    const english = messagesFor('en') as unknown as Tree;
    const named = sources().flatMap((text) => [...text.matchAll(/translate\('([\w.@-]+)'/g)].map((match) => match[1]));
    expect(named.length).toBeGreaterThan(50);
    expect([...new Set(named)].filter((key) => typeof lookup(english, key) !== 'string')).toEqual([]);
  });

  it(
    'no English-only label table or t() ' +
      'is left in the partner module (translateMessage, the message catalog, may be)',
    () => {
      for (const text of sources()) {
        expect(text).not.toMatch(
          /PROFILE_LABELS|PARTNER_LABELS|import \{[^}]*\b(?:t|useLabels)\b[^}]*\} from '[./]+i18n\/translate'/,
        );
      }
    },
  );

  it('the provider answers in the chosen language', async () => {
    const i18n = createI18nProvider('de');
    expect(i18n.translate('profile.bankDetails')).toBe('Bankverbindung');
    expect(i18n.translate('statuses.Invited')).toBe('Eingeladen');
    await i18n.changeLocale('es');
    expect(i18n.translate('partner.days.0')).toBe('Domingo');
    expect(i18n.translate('resources.channel-partner.fields.typeOfFirm')).toBe('Tipo de empresa');
  });
});

import { describe, expect, it } from 'vitest';
import { crumbsFor } from '../../src/console/layout/crumbs';
import { ROUTES } from '../../src/console/routeTable';
import { createI18nProvider, messagesFor } from '../../src/i18n/i18nProvider';
import { MASTERS } from '../../src/resources/masters/config';
import { masterPaths } from '../../src/resources/masters/masterPaths';

type Tree = { [key: string]: unknown };

/** Stands for a record's id in a path; ids are shown as they are, never looked up. */
const ID = ':id';

/**
 * Every path below /dashboard a person can reach: the route table's, and each master resource's own views
 * (react-admin's /resource/:id/show where the spec names no path).
 */
function consolePaths(): string[] {
  const views = MASTERS.flatMap((master) => {
    const paths = masterPaths(master.resource);
    return [paths.list, paths.create, paths.show(ID), paths.edit(ID)];
  });
  return [...ROUTES.map((route) => route.path), ...views];
}

/** Crumbs spelt alike in English and German or Spanish: an acronym, and words both languages share. */
const READ_THE_SAME = new Set(['gst', 'team', 'general']);

const segments = () => [
  ...new Set(
    consolePaths().flatMap((path) =>
      path.split('/').filter((segment) => segment && !segment.startsWith(':') && segment !== encodeURIComponent(ID)),
    ),
  ),
];

describe('breadcrumbs name every path segment in every language', () => {
  it('walks the route table and the master resources', () => {
    const all = segments();
    expect(all).toEqual(
      expect.arrayContaining([
        'masters',
        'reward-point',
        'coupon',
        'ewaste-item',
        'disposal-method',
        'modelView',
        'show',
        'create',
      ]),
    );
  });

  it.each(['en', 'de', 'es'])('%s has a crumb for each segment', (language) => {
    const crumbs = (messagesFor(language) as unknown as Tree).crumbs as Tree;
    expect(segments().filter((segment) => typeof crumbs[segment] !== 'string')).toEqual([]);
  });

  it.each(['de', 'es'])('%s names each segment in its own words, but for names that read the same', (language) => {
    const english = (messagesFor('en') as unknown as Tree).crumbs as Tree;
    const translated = (messagesFor(language) as unknown as Tree).crumbs as Tree;
    expect(
      segments().filter((segment) => translated[segment] === english[segment] && !READ_THE_SAME.has(segment)),
    ).toEqual([]);
  });

  it('the master lists of the general and e-waste tabs read German and Spanish', async () => {
    const i18n = createI18nProvider('de');
    const labels = (path: string) =>
      crumbsFor(path).map(({ segment }) => i18n.translate(`crumbs.${segment}`, { _: segment }));
    expect(labels('/dashboard/masters/reward-point')).toEqual(['Stammdaten', 'Bonuspunkteregeln']);
    expect(labels('/dashboard/masters/coupon/create')).toEqual(['Stammdaten', 'Gutscheine', 'Anlegen']);
    expect(labels('/dashboard/masters/ewaste-item')).toEqual(['Stammdaten', 'E-Schrott-Artikel']);
    expect(labels('/dashboard/masters/disposal-method/DSP1/show')).toEqual([
      'Stammdaten',
      'Entsorgungsarten',
      'DSP1',
      'Anzeigen',
    ]);
    await i18n.changeLocale('es');
    expect(labels('/dashboard/masters/reward-point')).toEqual(['Datos maestros', 'Reglas de puntos']);
    expect(labels('/dashboard/masters/disposal-method')).toEqual(['Datos maestros', 'Métodos de eliminación']);
  });
});

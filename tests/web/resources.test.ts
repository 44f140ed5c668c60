import { describe, expect, it } from 'vitest';
import { PAGES } from '../../src/console/pages';
import { ROUTES } from '../../src/console/routeTable';
import { messagesFor } from '../../src/i18n/i18nProvider';
import { API_RESOURCES, RESOURCES } from '../../src/resources';

type Tree = { resources: Record<string, { name?: string }> };

describe('the declared resources', () => {
  it('declares every entity once, each mapped to its API path', () => {
    const names = RESOURCES.map((resource) => resource.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'channel-partner',
        'technicians',
        'dealers',
        'customers',
        'deletionRequests',
        'requests',
        'pickUpRequests',
        'comments',
        'payments',
        'rewards',
        'escalations',
        'ewasteDrives',
      ]),
    );
    for (const resource of RESOURCES) expect(API_RESOURCES[resource.name], resource.name).toBe(resource.api);
  });

  it.each(['en', 'de', 'es'])('names every resource in %s', (language) => {
    const { resources } = messagesFor(language) as unknown as Tree;
    for (const { name } of RESOURCES) expect(resources[name]?.name, `${language} ${name}`).toMatch(/\S \|\|\|\| \S/);
  });

  it('has a page for every page key of the route table', () => {
    for (const route of ROUTES.filter((entry) => entry.page))
      expect(PAGES[route.page!], `${route.path} ${route.page}`).toBeDefined();
  });
});

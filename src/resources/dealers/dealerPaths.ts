import type { Identifier } from 'ra-core';
import { ROUTES, type PageKey, type RouteEntry } from '../../console/routeTable';

const pathOf = (page: PageKey, match: (route: RouteEntry) => boolean = () => true) => {
  const found = ROUTES.find((route) => route.page === page && match(route));
  if (!found) throw new Error('Dealer route missing from the route table');
  return found.path;
};
const detail = pathOf('dealerProfile', (route) => route.profileMode !== 'own');

/** Where the dealer screens live below /dashboard, read from the route table. */
export const dealerPaths = {
  list: pathOf('dealerList'),
  add: pathOf('dealerAdd'),
  own: pathOf('dealerProfile', (route) => route.profileMode === 'own'),
  detail: (id: Identifier) => detail.replace(/:\w+/, encodeURIComponent(String(id))),
};

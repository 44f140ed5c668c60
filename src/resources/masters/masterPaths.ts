import type { Identifier } from 'ra-core';
import { ROUTES, type MasterView } from '../../console/routeTable';

interface MasterPaths {
  list: string;
  create: string;
  show: (id: Identifier) => string;
  edit: (id: Identifier) => string;
}

const withId = (pattern: string, id: Identifier) => pattern.replace(/:\w+/, encodeURIComponent(String(id)));

/**
 * Where a view of a master is served below /dashboard: its spec 000 §2.5 path in the route table, else react-admin's
 * own.
 */
export function masterPaths(resource: string): MasterPaths {
  const specPath = (view: MasterView) =>
    ROUTES.find((route) => route.page === 'masterView' && route.master === resource && route.view === view)?.path;
  const list = specPath('list') ?? resource;
  const create = specPath('create') ?? `${resource}/create`;
  const show = specPath('show');
  const edit = specPath('edit');
  return {
    list,
    create,
    show: (id) => (show ? withId(show, id) : `${resource}/${encodeURIComponent(String(id))}/show`),
    edit: (id) => (edit ? withId(edit, id) : `${resource}/${encodeURIComponent(String(id))}`),
  };
}

/** spare-part/modelView/{modelId}/{sparePartId}: a spare part as assigned to one model. */
export function sparePartModelPath(modelId: Identifier, sparePartId: Identifier): string {
  const pattern = ROUTES.find((route) => route.page === 'sparePartModel')!.path;
  return pattern
    .replace(':modelId', encodeURIComponent(String(modelId)))
    .replace(':sparePartId', encodeURIComponent(String(sparePartId)));
}

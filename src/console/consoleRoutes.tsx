import { CustomRoutes, Resource, usePermissions } from 'ra-core';
import type { ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { NotFoundPage } from '../app/public/NotFoundPage';
import { RESOURCES } from '../resources';
import { masterResourceViews } from '../resources/masters';
import { MASTERS } from '../resources/masters/config';
import type { MasterConfig } from '../resources/masters/config/types';
import { ROLES, type Role } from '../../domain/roles';
import { allows } from './access';
import { PAGES } from './pages';
import { RoleGate } from './RoleGate';
import { ROUTES, type RouteEntry } from './routeTable';

const isPage = (route: RouteEntry) => !route.resource && route.path !== '';

/** Masters are admin screens. */
const MASTER_ROLES = [ROLES.admin] as const;

function pageElement(route: RouteEntry) {
  const Page = PAGES[route.page ?? 'comingSoon'];
  return (
    <RoleGate roles={route.roles}>
      <Page route={route} />
    </RoleGate>
  );
}

/** Every view of a master answers to the masters' role rule, at the URL asked for. */
function gatedViews(config: MasterConfig) {
  const views = masterResourceViews(config);
  const gate = (view: ReactElement | undefined) => view && <RoleGate roles={MASTER_ROLES}>{view}</RoleGate>;
  return {
    ...views,
    list: gate(views.list),
    create: gate(views.create),
    edit: gate(views.edit),
    show: gate(views.show),
  };
}

/**
 * The console's children: a resource per master configuration with its views, a resource per entity (names, labels,
 * icons, caches; its pages are mounted at the spec's paths by the route table) and the role-gated routes of the route
 * table.
 */
export function consoleRoutes() {
  const resources = MASTERS.map((config) => (
    <Resource key={config.resource} name={config.resource} {...gatedViews(config)} />
  ));
  return [
    ...resources,
    // react-admin serves each resource at `<name>/*`; an address there that no page of the route table takes is
    // not found, as anywhere else.
    ...RESOURCES.map(({ name, icon, recordRepresentation }) => (
      <Resource key={name} name={name} icon={icon} recordRepresentation={recordRepresentation}>
        <Route path="*" element={<NotFoundPage />} />
      </Resource>
    )),
    <CustomRoutes key="pages">
      {ROUTES.filter(isPage).map((route) => (
        <Route key={route.path} path={route.path} element={pageElement(route)} />
      ))}
    </CustomRoutes>,
  ];
}

const dashboardRoute = ROUTES.find((route) => route.path === '')!;
/** Where customer care, the role without a dashboard, lands: Customers → Search, its daily work. */
const LANDING_WITHOUT_DASHBOARD = 'customers/search';

/** The dashboard home, gated like every other route; a role that may not see it goes to a page it may see. */
export function DashboardRoute() {
  const { permissions, isPending } = usePermissions<Role | undefined>();
  if (!isPending && permissions && !allows(dashboardRoute.roles, permissions))
    return <Navigate to={LANDING_WITHOUT_DASHBOARD} replace />;
  return pageElement({ ...dashboardRoute, path: 'dashboard' });
}

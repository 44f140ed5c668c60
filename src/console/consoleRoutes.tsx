import { PARTNER_RESOURCE } from '../dataProvider/resourceNames';
import { CustomRoutes, Resource, usePermissions } from 'ra-core';
import type { ReactElement } from 'react';
import { Navigate, Route } from 'react-router-dom';
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

/** Admin children: a resource per master configuration, role-gated custom routes from the route table for the rest. */
export function consoleRoutes() {
  const resources = MASTERS.map((config) => (
    <Resource key={config.resource} name={config.resource} {...gatedViews(config)} />
  ));
  return [
    ...resources,
    // Channel partners are a resource (names, labels, caches); their screens live at the spec's paths below.
    <Resource key={PARTNER_RESOURCE} name={PARTNER_RESOURCE} />,
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

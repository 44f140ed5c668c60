import { CustomRoutes, Resource } from 'ra-core';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';
import { masterResourceViews } from '../resources/masters';
import { masterConfig } from '../resources/masters/config';
import { PAGES } from './pages';
import { RoleGate } from './RoleGate';
import { ROUTES, type RouteEntry } from './routeTable';

const isPage = (route: RouteEntry) => !route.resource && route.path !== '';

function pageElement(route: RouteEntry) {
  const Page = PAGES[route.page ?? 'comingSoon'];
  return (
    <RoleGate roles={route.roles}>
      <Page />
    </RoleGate>
  );
}

/** Every view of a resource answers to the role rule of its route, at the URL asked for. */
function gatedViews(route: RouteEntry) {
  const views = masterResourceViews(masterConfig(route.resource!));
  const gate = (view: ReactElement | undefined) => view && <RoleGate roles={route.roles}>{view}</RoleGate>;
  return { ...views, list: gate(views.list), create: gate(views.create), edit: gate(views.edit), show: gate(views.show) };
}

/** Admin children from the route table: resources for masters, role-gated custom routes for the rest. */
export function consoleRoutes() {
  const resources = ROUTES.filter((route) => route.resource).map((route) => (
    <Resource key={route.resource} name={route.resource!} {...gatedViews(route)} />
  ));
  return [
    ...resources,
    <CustomRoutes key="pages">
      {ROUTES.filter(isPage).map((route) => (
        <Route key={route.path} path={route.path} element={pageElement(route)} />
      ))}
    </CustomRoutes>,
  ];
}

const dashboardRoute = ROUTES.find((route) => route.path === '')!;

/** The dashboard home, gated like every other route. */
export function DashboardRoute() {
  return pageElement({ ...dashboardRoute, path: 'dashboard' });
}

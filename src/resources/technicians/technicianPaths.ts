import type { Identifier } from 'ra-core';
import { TECHNICIAN_TABS, type TechnicianTab } from '../../../domain/technicians/statuses';
import type { TechnicianStatus } from '../../../domain/technicians/statuses';
import { ROUTES, type PageKey, type ProfileMode } from '../../console/routeTable';

const pathOf = (match: (page: PageKey | undefined, mode: ProfileMode | undefined, path: string) => boolean) => {
  const found = ROUTES.find((route) => match(route.page, route.profileMode, route.path));
  if (!found) throw new Error('Technician route missing from the route table');
  return found.path;
};
const withParam = (pattern: string, value: Identifier) => pattern.replace(/:\w+/, encodeURIComponent(String(value)));
const profile = (mode: ProfileMode) => (id: Identifier) =>
  withParam(
    pathOf((page, m) => page === 'technicianProfile' && m === mode),
    id,
  );

/** Where the technician screens live below /dashboard, read from the route table. */
export const technicianPaths = {
  add: pathOf((page, _mode, path) => page === 'technicianAdd' && !path.includes(':')),
  addFor: (cpId: Identifier) =>
    withParam(
      pathOf((page, _mode, path) => page === 'technicianAdd' && path.includes(':')),
      cpId,
    ),
  list: (tab: TechnicianTab) => `technicians/main/${tab}`,
  continue: profile('continue'),
  approve: profile('approve'),
  verified: profile('verified'),
};

/**
 * The profile page a technician opens on: filled in (Incomplete, Resubmission), reviewed (Pending, Rejected...) or
 * Active.
 */
export function technicianPath({ id, status }: { id: Identifier; status: TechnicianStatus }): string {
  if (status === 'Incomplete' || status === 'Resubmission') return technicianPaths.continue(id);
  if (status === 'Active') return technicianPaths.verified(id);
  return technicianPaths.approve(id);
}

/** The list a profile in `status` belongs to (Cancel's target; Rejected and Resubmission return to pending). */
export const listOfStatus = (status: TechnicianStatus): TechnicianTab =>
  (Object.keys(TECHNICIAN_TABS) as TechnicianTab[]).find((tab) =>
    (TECHNICIAN_TABS[tab] as readonly TechnicianStatus[]).includes(status),
  ) ?? 'pending';

const isTab = (value: string): value is TechnicianTab => Object.hasOwn(TECHNICIAN_TABS, value);

/** The tab a list route shows: the last segment of technicians/main/{tab}. */
export function technicianTabOfPath(path: string): TechnicianTab {
  const last = path.split('/').pop() ?? '';
  return isTab(last) ? last : 'pending';
}

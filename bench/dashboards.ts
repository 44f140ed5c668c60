import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { dayAfter } from '../domain/masters/days';
import { BOOKING_CHART_DAYS, partnerWiseDays } from '../domain/requests/dashboards';
import { ROLES, type Role } from '../domain/roles';
import type { App } from '../server/src/app';
import type { DatabaseHandle } from '../server/src/db/client';
import type { RequestScope } from '../server/src/modules/requests/caller';
import {
  bookingsPerDay,
  dashboardCounts,
  dashboardVisits,
  slotFill,
} from '../server/src/modules/requests/reports/dashboard';
import { partnerWiseRequests, requestTotalCount } from '../server/src/modules/requests/reports/counts';
import { todayInIndia } from '../server/src/modules/requests/slots';
import { listening, printLoadHeader, underLoad, type LoadCase } from './concurrency';
import { onRequestDatabases } from './databases';
import { prepare } from './lists';
import { scaleOf, scopedCallers } from './requests';

/**
 * Who calls: the token, the role and the scope the route gives it (the scope's id read from the bench's own filter).
 */
interface Dashboarder {
  token: string;
  role: Role;
  scope: RequestScope | undefined;
}

const scopeOf = (column: RequestScope['column'], property: RequestScope['property'], value: unknown): RequestScope => ({
  column,
  property,
  value: String(value),
});

/** Each dashboard's calls: through the API, and the function the route runs, called directly. */
function cases(
  app: App,
  admin: Dashboarder,
  partner: Dashboarder,
  technician: Dashboarder,
): (LoadCase & { token: string })[] {
  const { ctx } = app;
  const { today } = todayInIndia();
  const from = dayAfter(today, 1 - BOOKING_CHART_DAYS);
  // The page the dashboard's table asks for first: the first service's partners of the last 30 days, ten of them.
  const partnerWisePage = { serviceId: 'SID101', ...partnerWiseDays('days30', today), pageSize: 10, pageNumber: 1 };
  const allTimePage = { serviceId: 'SID101', pageSize: 10, pageNumber: 1 };
  const c = (who: Dashboarder, name: string, url: string, body: unknown, sql: () => Promise<unknown>) => ({
    name: `${name}`,
    token: who.token,
    call: { url: `/api/${url}`, body },
    sql,
  });
  return [
    c(admin, 'admin: dashboardCounts', 'requests/dashboardCounts', {}, () =>
      dashboardCounts(ctx, admin.role, admin.scope),
    ),
    c(admin, 'admin: totalCount (by status)', 'requests/totalCount', {}, () =>
      requestTotalCount(ctx.db, { scope: admin.scope }),
    ),
    c(admin, 'admin: bookingsPerDay, 30 days', 'requests/bookingsPerDay', { fromDate: from, toDate: today }, () =>
      bookingsPerDay(ctx.db, admin.scope, from, today),
    ),
    c(
      admin,
      'admin: getChannelPartnerWiseRequests, 30 days',
      'requests/getChannelPartnerWiseRequests',
      partnerWisePage,
      () => partnerWiseRequests(ctx.db, admin.scope, partnerWisePage),
    ),
    c(
      admin,
      'admin: getChannelPartnerWiseRequests, all time',
      'requests/getChannelPartnerWiseRequests',
      allTimePage,
      () => partnerWiseRequests(ctx.db, admin.scope, allTimePage),
    ),
    c(partner, 'partner: dashboardCounts', 'requests/dashboardCounts', {}, () =>
      dashboardCounts(ctx, partner.role, partner.scope),
    ),
    c(partner, 'partner: totalCount (by status)', 'requests/totalCount', {}, () =>
      requestTotalCount(ctx.db, { scope: partner.scope }),
    ),
    c(partner, 'partner: dashboardVisits today', 'requests/dashboardVisits', { date: today }, () =>
      dashboardVisits(ctx.db, partner.scope, today),
    ),
    c(partner, 'partner: slotFill', 'requests/slotFill', {}, () => slotFill(ctx.db, partner.scope!.value)),
    c(technician, 'technician: dashboardCounts', 'requests/dashboardCounts', {}, () =>
      dashboardCounts(ctx, technician.role, technician.scope),
    ),
    c(technician, 'technician: dashboardVisits today', 'requests/dashboardVisits', { date: today }, () =>
      dashboardVisits(ctx.db, technician.scope, today),
    ),
  ];
}

async function measure(label: string, database: DatabaseHandle, databaseUrl?: string) {
  const { app, token } = await prepare(database, databaseUrl, { label, catalogue: true, scale: scaleOf(label) });
  const { partner, technician } = await scopedCallers(app, database);
  const who = {
    admin: { token, role: ROLES.admin, scope: undefined },
    partner: {
      token: partner.token,
      role: ROLES.channelPartner,
      scope: scopeOf('channel_partner_id', 'channelPartnerId', partner.scope[0]?.value),
    },
    technician: {
      token: technician.token,
      role: ROLES.technician,
      scope: scopeOf('technician_id', 'technicianId', technician.scope[0]?.value),
    },
  } satisfies Record<string, Dashboarder>;
  return listening(app, async (baseUrl) => {
    printLoadHeader(`Dashboard calls under load on ${label}`);
    const results = [];
    for (const c of cases(app, who.admin, who.partner, who.technician))
      results.push(await underLoad(label, baseUrl, c.token, c));
    return results;
  });
}

/**
 * The dashboards' calls of an admin, a partner and a technician with fifty clients at once, over the request
 * bench's data: a million repair and a million pick-up requests on PostgreSQL (BENCH_ROWS), BENCH_PGLITE_ROWS on
 * PGlite.
 */
export const runDashboardBenchmarks = () => onRequestDatabases('dashboards', measure);

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await runDashboardBenchmarks();

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bookingsPerDayBodySchema,
  bookingsPerDaySchema,
  dashboardBodySchema,
  dashboardCountsSchema,
  dashboardRequestsSchema,
  dashboardVisitsBodySchema,
  slotFillSchema,
} from '../../../../../domain/requests/dashboardSchemas';
import { ROLES } from '../../../../../domain/roles';
import { currentUser, requireRoles } from '../../../platform/auth';
import { requestCaller, requestReaders, requestScopeOf } from '../caller';
import { errorSchema, repairTags, security } from '../schemas';
import { bookingsPerDay, dashboardCounts, dashboardVisits, latestBookings, slotFill } from './dashboard';

const { admin, channelPartner, customerCare, dealer, technician } = ROLES;
/** The roles with a dashboard (the console's route '' ). */
const dashboardRoles = requireRoles(admin, channelPartner, technician, dealer);
/** Whose dashboards list a day's visits: the partner's all, a technician's own. */
const visitReaders = requireRoles(channelPartner, technician);
const bookingReaders = requireRoles(admin, customerCare, dealer);
const partners = requireRoles(channelPartner);

/** The dashboards' calls: each answers within the caller's scope (requestScopeOf), as the lists do. */
export function registerDashboardRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const schema = <B, R>(body: B, response: R) => ({
    tags: repairTags,
    security,
    body,
    response: { 200: response, 400: errorSchema },
  });

  app.post(
    '/requests/dashboardCounts',
    { onRequest: dashboardRoles, schema: schema(dashboardBodySchema, dashboardCountsSchema) },
    async (request) => dashboardCounts(ctx, currentUser(request).role, requestScopeOf(await requestCaller(request))),
  );

  app.post(
    '/requests/bookingsPerDay',
    { onRequest: requestReaders, schema: schema(bookingsPerDayBodySchema, bookingsPerDaySchema) },
    async (request) =>
      bookingsPerDay(ctx.db, requestScopeOf(await requestCaller(request)), request.body.fromDate, request.body.toDate),
  );

  app.post(
    '/requests/slotFill',
    { onRequest: partners, schema: schema(dashboardBodySchema, slotFillSchema) },
    async (request) => slotFill(ctx.db, requestScopeOf(await requestCaller(request))?.value ?? null),
  );

  app.post(
    '/requests/dashboardVisits',
    { onRequest: visitReaders, schema: schema(dashboardVisitsBodySchema, dashboardRequestsSchema) },
    async (request) => dashboardVisits(ctx.db, requestScopeOf(await requestCaller(request)), request.body.date),
  );

  app.post(
    '/requests/latestBookings',
    { onRequest: bookingReaders, schema: schema(dashboardBodySchema, dashboardRequestsSchema) },
    async (request) => latestBookings(ctx.db, requestScopeOf(await requestCaller(request))),
  );
}

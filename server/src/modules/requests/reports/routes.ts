import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../../domain/listExport';
import {
  partnerWiseRequestsBodySchema,
  partnerWiseRequestsSchema,
  pickUpFilterDataQuerySchema,
  requestFilterDataSchema,
  requestTotalCountBodySchema,
  requestTotalCountSchema,
} from '../../../../../domain/requests/reports';
import { ROLES } from '../../../../../domain/roles';
import { requireRoles } from '../../../platform/auth';
import { exporters } from '../../../platform/listExport';
import { requestCaller, requestReaders, requestScopeOf } from '../caller';
import { KIND_PATHS, REQUEST_KIND_NAMES } from '../operations/kindPaths';
import { errorSchema, pickUpTags, repairTags, security } from '../schemas';
import { partnerWiseRequests, requestTotalCount } from './counts';
import { registerDashboardRoutes } from './dashboardRoutes';
import { requestFilterData } from './filterData';
import { downloadRequestReport } from './report';

/** The partner-wise dashboard: staff who oversee partners see them all, a partner its own row. */
const partnerWiseReaders = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.channelPartner);

/**
 * The request lists' filter data and reports, and the dashboards' counts; each answers within the caller's scope
 * (requestScopeOf), as the lists do.
 */
export async function requestReportRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/requests/filters/data',
    { onRequest: requestReaders, schema: { tags: repairTags, security, response: { 200: requestFilterDataSchema } } },
    async (request) => requestFilterData(db, 'repair', requestScopeOf(await requestCaller(request))),
  );

  app.get(
    '/pickUpRequests/filters/data',
    {
      onRequest: requestReaders,
      schema: {
        tags: pickUpTags,
        security,
        querystring: pickUpFilterDataQuerySchema,
        response: { 200: requestFilterDataSchema, 400: errorSchema },
      },
    },
    async (request) =>
      requestFilterData(db, 'pickUp', requestScopeOf(await requestCaller(request)), request.query.serviceId),
  );

  for (const kind of REQUEST_KIND_NAMES) {
    const { path, tags } = KIND_PATHS[kind];
    app.post(
      `${path}/download/report`,
      {
        onRequest: exporters,
        schema: {
          tags,
          security,
          body: exportRequestSchema,
          produces: [XLSX_CONTENT_TYPE],
          response: { 400: errorSchema },
        },
      },
      async (request, reply) =>
        downloadRequestReport(reply, app.ctx.database, await requestCaller(request), { kind, report: request.body }),
    );
  }

  app.post(
    '/requests/totalCount',
    {
      onRequest: requestReaders,
      schema: {
        tags: repairTags,
        security,
        body: requestTotalCountBodySchema,
        response: { 200: requestTotalCountSchema, 400: errorSchema },
      },
    },
    async (request) => requestTotalCount(db, { scope: requestScopeOf(await requestCaller(request)), ...request.body }),
  );

  app.post(
    '/requests/getChannelPartnerWiseRequests',
    {
      onRequest: partnerWiseReaders,
      schema: {
        tags: repairTags,
        security,
        body: partnerWiseRequestsBodySchema,
        response: { 200: partnerWiseRequestsSchema, 400: errorSchema },
      },
    },
    async (request) => partnerWiseRequests(db, requestScopeOf(await requestCaller(request)), request.body),
  );

  registerDashboardRoutes(plugin);
}

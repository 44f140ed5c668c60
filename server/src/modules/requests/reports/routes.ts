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
import { requestReaders, requestScope } from '../caller';
import { KIND_PATHS, REQUEST_KIND_NAMES } from '../operations/kindPaths';
import { errorSchema, pickUpTags, repairTags, security } from '../schemas';
import { partnerWiseRequests, requestTotalCount } from './counts';
import { registerDashboardRoutes } from './dashboardRoutes';
import { requestFilterData } from './filterData';
import { downloadRequestReport } from './report';

/** The partner-wise dashboard: staff who oversee partners see them all, a partner its own row. */
const partnerWiseReaders = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.channelPartner);

/**
 * The request lists' filter data and reports, and the dashboards' counts (spec 001 §7 "Requests", "E-waste pick-up
 * requests"); each answers within the caller's scope (requestScope), as the lists do.
 */
export async function requestReportRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.get(
    '/requests/filters/data',
    { onRequest: requestReaders, schema: { tags: repairTags, security, response: { 200: requestFilterDataSchema } } },
    async (request) => requestFilterData(db, 'repair', await requestScope(request)),
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
    async (request) => requestFilterData(db, 'pickUp', await requestScope(request), request.query.serviceId),
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
      (request, reply) => downloadRequestReport(request, reply, kind, request.body),
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
    async (request) => requestTotalCount(db, { scope: await requestScope(request), ...request.body }),
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
    async (request) => partnerWiseRequests(db, await requestScope(request), request.body),
  );

  registerDashboardRoutes(plugin);
}

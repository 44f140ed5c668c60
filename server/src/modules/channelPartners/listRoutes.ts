import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BookablePartnerRow } from '../../../../domain/channelPartner/profile';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import { filterRequestSchema } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import {
  parseServiceAreaId,
  SERVICE_AREA_ID_PATTERN,
  SERVICE_AREA_MESSAGES,
} from '../../../../domain/profile/serviceAreas';
import { ROLES } from '../../../../domain/roles';
import { currentUser } from '../../platform/auth';
import { listSerializer, pagedSchema } from '../../platform/listEngine';
import { streamListExport } from '../../platform/listExport';
import { rolesWithActiveDealer } from '../../platform/parties';
import { adminOnly } from './access';
import { activePartners, partnerFilterData, partnerList, partnersServingArea, searchPartners } from './list';
import { errorSchema, security, tags } from './schemas';

const rowSchema = z.object({
  id: z.string(),
  name: z.string(),
  typeOfFirm: z.string().nullable(),
  primaryEmail: z.string(),
  primaryMobile: z.string().nullable(),
  status: z.enum(PARTNER_STATUSES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  contractStartDate: z.string().nullable(),
  contractEndDate: z.string().nullable(),
  inviteExpiresAt: z.string().nullable(),
  deleted: z.boolean(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});

/** A row as customer care and an Active dealer read it (BOOKABLE_PARTNER_FIELDS): always an Active partner. */
const bookableRowSchema = rowSchema.pick({
  id: true,
  name: true,
  status: true,
  city: true,
  state: true,
}) satisfies z.ZodType<BookablePartnerRow>;

const areaParamsSchema = z.object({
  serviceId: z.string().trim().min(1),
  area: z.string().trim().regex(SERVICE_AREA_ID_PATTERN, SERVICE_AREA_MESSAGES.invalid),
});
const areaQuerySchema = z.object({
  brandId: z.string().trim().min(1).optional(),
  productId: z.string().trim().min(1).optional(),
});

/** The partner lists: the admin's list with its tabs (also the bookers' partner search), its filter values, active partners, and partners serving an area. */
export async function listRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.ctx;

  app.post(
    '/channel-partner/getByPaginationAndFilter',
    {
      // The admin's partner lists, and the spec's partner search of the booking form (001 §7 "Booking support calls"),
      // which customer care and an Active dealer make too: they read Active partners with the fields booking needs.
      onRequest: rolesWithActiveDealer(ROLES.admin, ROLES.customerCare),
      serializerCompiler: listSerializer,
      schema: {
        tags,
        security,
        body: filterRequestSchema,
        response: { 200: pagedSchema(z.union([rowSchema, bookableRowSchema])), 400: errorSchema },
      },
    },
    (request) => searchPartners(database, currentUser(request), request.body),
  );

  app.post(
    '/channel-partner/export',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        body: exportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 400: errorSchema },
      },
    },
    (request, reply) => streamListExport(reply, database, partnerList, request.body),
  );

  app.get(
    '/channel-partner/filter/data',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        response: {
          200: z.object({
            status: z.array(z.string()),
            typeOfFirm: z.array(z.string()),
            city: z.array(z.string()),
            state: z.array(z.string()),
          }),
        },
      },
    },
    () => partnerFilterData(database),
  );

  app.get(
    '/channel-partner/list/active',
    {
      onRequest: adminOnly,
      schema: { tags, security, response: { 200: z.array(z.object({ id: z.string(), name: z.string() })) } },
    },
    () => activePartners(db),
  );

  app.get(
    '/channel-partner/service/:serviceId/area/:area',
    {
      // The booking's partner search: whoever books (admin, customer care, an Active dealer).
      onRequest: rolesWithActiveDealer(ROLES.admin, ROLES.customerCare),
      schema: {
        tags,
        security,
        params: areaParamsSchema,
        querystring: areaQuerySchema,
        response: {
          200: z.array(z.object({ id: z.string(), name: z.string(), dailyCallCapacity: z.number() })),
          400: errorSchema,
        },
      },
    },
    (request) =>
      partnersServingArea(db, {
        serviceId: request.params.serviceId,
        ...parseServiceAreaId(request.params.area),
        ...request.query,
      }),
  );
}

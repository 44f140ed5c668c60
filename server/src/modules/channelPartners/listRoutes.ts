import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BookablePartnerRow } from '../../../../domain/channelPartner/profile';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import {
  parseServiceAreaId,
  SERVICE_AREA_ID_PATTERN,
  SERVICE_AREA_MESSAGES,
} from '../../../../domain/profile/serviceAreas';
import { ROLES } from '../../../../domain/roles';
import { rolesWithActiveDealer } from '../../platform/parties';
import { filterValuesSchema, partyListRoutes } from '../onboarding';
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

/**
 * The admin's partner list with its tabs, its export and filter values, as the onboarding core serves them. The page is
 * also the spec's partner search of the booking form, which customer care and an Active dealer make too: they read
 * Active partners with the fields booking needs.
 */
export const partnerListRoutes = partyListRoutes({
  path: '/channel-partner',
  tags,
  guard: adminOnly,
  resource: partnerList,
  rowSchema,
  filterData: {
    schema: filterValuesSchema('status', 'typeOfFirm', 'city', 'state'),
    read: (database) => partnerFilterData(database),
  },
  search: {
    guard: rolesWithActiveDealer(ROLES.admin, ROLES.customerCare),
    rowSchema: z.union([rowSchema, bookableRowSchema]),
    answer: (database, caller, request) => searchPartners(database, caller.user, request),
  },
});

/** Active partners, and partners serving an area. */
export async function listRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

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

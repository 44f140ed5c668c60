import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filterRequestSchema } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import { TECHNICIAN_STATUSES } from '../../../../domain/technicians/statuses';
import { answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { streamListExport } from '../../platform/listExport';
import { callerOf, partnerScopeOf } from '../../platform/parties';
import { adminOrPartner, NOT_YOURS } from './access';
import { partnerScope, technicianFilterData, technicianList } from './list';
import { errorSchema, security, tags } from './schemas';

const rowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  channelPartnerId: z.string(),
  channelPartnerName: z.string(),
  status: z.enum(TECHNICIAN_STATUSES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});

const filterDataSchema = z.object({
  status: z.array(z.string()),
  city: z.array(z.string()),
  state: z.array(z.string()),
  channelPartnerName: z.array(z.string()),
});

/** The partner whose technicians the caller sees: none for an admin (all of them), its own for a channel partner. */
const scopedPartnerId = async (request: FastifyRequest) => partnerScopeOf(await callerOf(request), NOT_YOURS);

/** The technician lists (technicians/main and its tabs), their export and their filter values; a partner's are its own. */
export async function technicianListRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.post(
    '/technician/getByPaginationAndFilter',
    {
      onRequest: adminOrPartner,
      serializerCompiler: listSerializer,
      schema: {
        tags,
        security,
        body: filterRequestSchema,
        response: { 200: pagedSchema(rowSchema), 400: errorSchema },
      },
    },
    async (request) => answerList(database, technicianList, request.body, partnerScope(await scopedPartnerId(request))),
  );

  app.post(
    '/technician/export',
    {
      onRequest: adminOrPartner,
      schema: {
        tags,
        security,
        body: exportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 400: errorSchema },
      },
    },
    async (request, reply) =>
      streamListExport(reply, database, technicianList, request.body, {
        scope: partnerScope(await scopedPartnerId(request)),
      }),
  );

  app.get(
    '/technician/filter/data',
    { onRequest: adminOrPartner, schema: { tags, security, response: { 200: filterDataSchema } } },
    async (request) => technicianFilterData(database, await scopedPartnerId(request)),
  );
}

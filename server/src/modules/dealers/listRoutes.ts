import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filterRequestSchema } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import { answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { streamListExport } from '../../platform/listExport';
import { adminOnly } from './access';
import { dealerFilterData, dealerList } from './list';
import { dealerRowSchema, errorSchema, security, tags } from './schemas';

const filterDataSchema = z.object({
  status: z.array(z.string()),
  typeOfFirm: z.array(z.string()),
  city: z.array(z.string()),
  state: z.array(z.string()),
  channelPartnerName: z.array(z.string()),
});

/** The admin's dealer list (dealers), its XLSX export and its filter values. */
export async function dealerListRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { database } = app.ctx;

  app.post(
    '/dealer/getByPaginationAndFilter',
    {
      onRequest: adminOnly,
      serializerCompiler: listSerializer,
      schema: {
        tags,
        security,
        body: filterRequestSchema,
        response: { 200: pagedSchema(dealerRowSchema), 400: errorSchema },
      },
    },
    (request) => answerList(database, dealerList, request.body),
  );

  app.post(
    '/dealer/export',
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
    (request, reply) => streamListExport(reply, database, dealerList, request.body),
  );

  app.get(
    '/dealer/filter/data',
    { onRequest: adminOnly, schema: { tags, security, response: { 200: filterDataSchema } } },
    () => dealerFilterData(database),
  );
}

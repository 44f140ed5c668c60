import { security } from '../../platform/routeSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACTIVE_STATES } from '../../../../domain/enums';
import { filterRequestSchema } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import {
  pincodeCreateSchema,
  pincodeDistinctQuerySchema,
  pincodeUpdateSchema,
} from '../../../../domain/masters/pincode';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requireRoles } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { exporters, streamListExport } from '../../platform/listExport';
import { acceptUploads, importedSchema, ImportRefused, importRefusedSchema, readUploadedSheet } from '../masters';
import { refreshStatistics } from '../../platform/statistics';
import { importPincodes, PINCODE_IMPORT_COLUMNS } from './import';
import { createPincode, pincodeDistinct, pincodeList, pincodeStates, updatePincode } from './repository';

const signedIn = requireRoles();
const admin = requireRoles(ROLES.admin);
const tags = ['master pincodes'];

const pincodeRecordSchema = z.object({
  id: z.number().int(),
  code: z.number().int(),
  area: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  status: z.enum(ACTIVE_STATES),
});

/** The pincode master over the seeded post-office directory. */
export async function pincodeRoutes(plugin: FastifyInstance) {
  await acceptUploads(plugin);
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.ctx;

  /** Bulk import of a CSV/XLSX directory file (155k rows well under a minute), all rows or none. */
  app.post(
    '/master/pincodes/import',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        response: { 200: importedSchema, 400: importRefusedSchema },
      },
    },
    async (request, reply) => {
      const sheet = await readUploadedSheet(request);
      try {
        const imported = await importPincodes(db, sheet, currentUser(request));
        await refreshStatistics(database, ['pincodes']);
        return { imported };
      } catch (error) {
        if (error instanceof ImportRefused) return reply.status(400).send(error.body);
        throw error;
      }
    },
  );

  app.get('/master/pincodes/template', { onRequest: admin, schema: { tags, security } }, (_request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="pincodes-template.csv"')
      .send(`${PINCODE_IMPORT_COLUMNS.join(',')}\n`),
  );

  app.post(
    '/master/pincodes',
    { onRequest: admin, schema: { tags, security, body: pincodeCreateSchema, response: { 201: pincodeRecordSchema } } },
    async (request, reply) => reply.status(201).send(await createPincode(db, request.body, currentUser(request))),
  );

  app.put(
    '/master/pincodes',
    {
      onRequest: admin,
      schema: {
        tags,
        security,
        body: pincodeUpdateSchema,
        response: { 200: pincodeRecordSchema, 404: z.object({ message: z.string() }) },
      },
    },
    async (request) => {
      const pincode = await updatePincode(db, request.body, currentUser(request));
      if (!pincode) throw notFound('Pincode not found');
      return pincode;
    },
  );

  app.post(
    '/master/pincodes/getByPaginationAndFilter',
    {
      onRequest: signedIn,
      serializerCompiler: listSerializer,
      schema: { tags, security, body: filterRequestSchema, response: { 200: pagedSchema(pincodeRecordSchema) } },
    },
    (request) => answerList(database, pincodeList, request.body),
  );

  app.post(
    '/master/pincodes/export',
    { onRequest: exporters, schema: { tags, security, body: exportRequestSchema, produces: [XLSX_CONTENT_TYPE] } },
    (request, reply) => streamListExport(reply, database, pincodeList, request.body),
  );

  app.get(
    '/master/pincodes/filtersData',
    { onRequest: signedIn, schema: { tags, security, response: { 200: z.object({ states: z.array(z.string()) }) } } },
    async () => ({
      states: await pincodeStates(database),
    }),
  );

  app.get(
    '/master/pincodes/distinct',
    {
      onRequest: signedIn,
      schema: {
        tags,
        security,
        querystring: pincodeDistinctQuerySchema,
        response: { 200: z.array(z.union([z.string(), z.number()])) },
      },
    },
    (request) => pincodeDistinct(database, request.query),
  );
}

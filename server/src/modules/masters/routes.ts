import { messageSchema, security } from '../../platform/routeSchemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filterRequestSchema, type FilterEntry } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import { masterIdParamsSchema } from '../../../../domain/masters/common';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requireRoles } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { distinctValues, answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { exporters, streamListExport } from '../../platform/listExport';
import { MASTERS, type MasterDefinition } from './definitions';
import { importRoutes } from './import';
import {
  createMaster,
  deleteMaster,
  exportReferenceNames,
  exportReferenceProblem,
  findMaster,
  findMastersByOptions,
  listMasters,
  updateMaster,
} from './repository';
import { masterSpecialRoutes } from './special';
import { visibleOnly } from './visibility';

const signedIn = requireRoles();
const admin = requireRoles(ROLES.admin);

/** Every master of the registry: one generic set of routes per definition, plus the calls the booking needs. */
export async function masterRoutes(app: FastifyInstance) {
  for (const def of MASTERS) await app.register(masterResourceRoutes(def));
  await app.register(masterSpecialRoutes);
  await app.register(importRoutes);
}

function masterResourceRoutes(def: MasterDefinition) {
  const tags = [`master ${def.path}`];
  const base = `/${def.config.path}`;
  const found = <T>(record: T | undefined): T => {
    if (record === undefined) throw notFound(`${def.label} not found`);
    return record;
  };
  const visibility = def.config.visibility;

  return async function routes(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db, database } = app.ctx;
    const record = def.recordSchema;

    app.get(base, { onRequest: signedIn, schema: { tags, security, response: { 200: z.array(record) } } }, (request) =>
      listMasters(db, def, visibleOnly(request)),
    );

    app.get(
      `${base}/getById/:id`,
      {
        onRequest: signedIn,
        schema: { tags, security, params: masterIdParamsSchema, response: { 200: record, 404: messageSchema } },
      },
      async (request) => found(await findMaster(db, def, request.params.id, visibleOnly(request))),
    );

    app.get(
      `${base}/getByOptions`,
      {
        onRequest: signedIn,
        schema: { tags, security, querystring: def.optionsQuery, response: { 200: z.array(record) } },
      },
      (request) => findMastersByOptions(db, def, request.query as Record<string, unknown>, visibleOnly(request)),
    );

    const listScope = (request: FastifyRequest): FilterEntry[] =>
      visibility && visibleOnly(request)
        ? [{ property: visibility.property, operator: 'equal', value: visibility.value }]
        : [];

    app.post(
      `${base}/getByPaginationAndFilter`,
      {
        onRequest: signedIn,
        serializerCompiler: listSerializer,
        schema: { tags, security, body: filterRequestSchema, response: { 200: pagedSchema(record) } },
      },
      (request) => answerList(database, def.list, request.body, listScope(request)),
    );

    app.post(
      `${base}/export`,
      { onRequest: exporters, schema: { tags, security, body: exportRequestSchema, produces: [XLSX_CONTENT_TYPE] } },
      (request, reply) =>
        streamListExport(reply, database, def.list, request.body, {
          scope: listScope(request),
          referenceNames: exportReferenceNames(db, def),
          checkReference: exportReferenceProblem(def),
        }),
    );

    if (def.filtersData) {
      const answer = def.filtersData;
      app.get(
        `${base}/filtersData`,
        {
          onRequest: signedIn,
          schema: {
            tags,
            security,
            response: { 200: z.record(z.string(), z.array(z.union([z.string(), z.number(), z.boolean()]))) },
          },
        },
        async (request) => {
          const where: [string, unknown][] =
            visibility && visibleOnly(request) ? [[def.columns[visibility.property], visibility.value]] : [];
          const entries = await Promise.all(
            Object.entries(answer).map(
              async ([key, property]) =>
                [
                  key,
                  await distinctValues<string | number | boolean>(database, {
                    source: def.table,
                    column: def.columns[property],
                    where,
                  }),
                ] as const,
            ),
          );
          return Object.fromEntries(entries) as Record<string, (string | number | boolean)[]>;
        },
      );
    }

    app.post(
      base,
      { onRequest: admin, schema: { tags, security, body: def.createSchema, response: { 201: record } } },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createMaster(db, def, request.body as Record<string, unknown>, currentUser(request))),
    );

    app.put(
      base,
      {
        onRequest: admin,
        schema: { tags, security, body: def.updateSchema, response: { 200: record, 404: messageSchema } },
      },
      async (request) =>
        found(
          await updateMaster(db, def, request.body as Record<string, unknown> & { id: string }, currentUser(request)),
        ),
    );

    app.delete(
      `${base}/:id`,
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          params: masterIdParamsSchema,
          response: { 200: record, 404: messageSchema, 409: messageSchema },
        },
      },
      async (request) => found(await deleteMaster(db, def, request.params.id, currentUser(request))),
    );
  };
}

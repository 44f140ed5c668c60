import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLISH_STATES } from '../../../../domain/enums';
import { filterRequestSchema } from '../../../../domain/filters';
import { masterIdParamsSchema, masterOptionsQuerySchema } from '../../../../domain/masters/common';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requireRoles } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { distinctValues, pagedSchema, runList } from '../../platform/listEngine';
import { MASTERS, masterRecordSchema, type MasterDefinition } from './definitions';
import { createMaster, deleteMaster, findMaster, findMastersByOptions, listMasters, updateMaster } from './repository';

const signedIn = requireRoles();
const admin = requireRoles(ROLES.admin);
const security = [{ bearer: [] }];
const messageSchema = z.object({ message: z.string() });

/** Non-admins see published entries only. */
const publishedOnly = (request: FastifyRequest) => currentUser(request).role !== ROLES.admin;

/** master/product and master/brand (spec 000 §7.5): one set of routes per master definition. */
export async function masterRoutes(app: FastifyInstance) {
  for (const def of MASTERS) await app.register(masterResourceRoutes(def));
}

function masterResourceRoutes(def: MasterDefinition) {
  const tags = [`master ${def.path}`];
  const base = `/master/${def.path}`;
  const found = <T>(record: T | undefined): T => {
    if (record === undefined) throw notFound(`${def.label} not found`);
    return record;
  };

  return async function routes(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db, database } = app.ctx;

    app.get(base, { onRequest: signedIn, schema: { tags, security, response: { 200: z.array(masterRecordSchema) } } }, (request) =>
      listMasters(db, def, publishedOnly(request)),
    );

    app.get(
      `${base}/getById/:id`,
      { onRequest: signedIn, schema: { tags, security, params: masterIdParamsSchema, response: { 200: masterRecordSchema, 404: messageSchema } } },
      async (request) => found(await findMaster(db, def, request.params.id, publishedOnly(request))),
    );

    app.get(
      `${base}/getByOptions`,
      { onRequest: signedIn, schema: { tags, security, querystring: masterOptionsQuerySchema, response: { 200: z.array(masterRecordSchema) } } },
      (request) => findMastersByOptions(db, def, request.query, publishedOnly(request)),
    );

    app.post(
      `${base}/getByPaginationAndFilter`,
      { onRequest: signedIn, schema: { tags, security, body: filterRequestSchema, response: { 200: pagedSchema(masterRecordSchema) } } },
      (request) => runList(database, def.list, request.body, publishedOnly(request) ? [{ property: 'status', operator: 'equal', value: 'Publish' }] : []),
    );

    if (def.filtersData) {
      app.get(
        `${base}/filtersData`,
        { onRequest: signedIn, schema: { tags, security, response: { 200: z.object({ statuses: z.array(z.enum(PUBLISH_STATES)), names: z.array(z.string()) }) } } },
        async (request) => {
          const where: [string, unknown][] = publishedOnly(request) ? [['status', 'Publish']] : [];
          const [statuses, names] = await Promise.all([
            distinctValues<(typeof PUBLISH_STATES)[number]>(database, { source: def.table, column: 'status', where }),
            distinctValues<string>(database, { source: def.table, column: 'name', where }),
          ]);
          return { statuses, names };
        },
      );
    }

    app.post(
      base,
      { onRequest: admin, schema: { tags, security, body: def.createSchema, response: { 201: masterRecordSchema } } },
      async (request, reply) => reply.status(201).send(await createMaster(db, def, request.body, currentUser(request))),
    );

    app.put(
      base,
      { onRequest: admin, schema: { tags, security, body: def.updateSchema, response: { 200: masterRecordSchema, 404: messageSchema } } },
      async (request) => found(await updateMaster(db, def, request.body, currentUser(request))),
    );

    app.delete(
      `${base}/:id`,
      { onRequest: admin, schema: { tags, security, params: masterIdParamsSchema, response: { 200: masterRecordSchema, 404: messageSchema } } },
      async (request) => found(await deleteMaster(db, def, request.params.id, currentUser(request))),
    );
  };
}

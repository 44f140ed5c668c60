import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customerNameSearchParamsSchema,
  customerProfileSchema,
  customerUsernameParamsSchema,
} from '../../../../domain/customers/customer';
import { customerMatchSchema, customerRecordSchema } from '../../../../domain/customers/records';
import { notFound } from '../../platform/errors';
import { idRow, rowOf, rowsOf } from '../../platform/db';
import { callerOf } from '../../platform/parties';
import { customerKeepers, isDealer } from './access';
import { createCustomer, updateCustomer } from './create';
import { byKey, CUSTOMER_NOT_FOUND, nameMatches, readCustomer, withPrefix } from './repository';
import { customerKeyParamsSchema, errorSchema, messageSchema, security, tags } from './schemas';

/** Finding, creating and editing customers. */
export async function customerProfileRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const record = { 200: customerRecordSchema, 400: errorSchema, 403: messageSchema, 404: messageSchema };

  app.get(
    '/users/customer/getByName/:name',
    {
      onRequest: customerKeepers,
      schema: {
        tags,
        security,
        params: customerNameSearchParamsSchema,
        response: { 200: z.array(customerMatchSchema), 400: errorSchema },
      },
    },
    async (request) => {
      const found = await rowsOf(db, customerMatchSchema, nameMatches(request.params.name));
      return found.map((match) => ({ ...match, mobileNumber: withPrefix(match.mobileNumber) }));
    },
  );

  app.get(
    '/users/customer/:username/exists',
    {
      onRequest: customerKeepers,
      schema: {
        tags,
        security,
        params: customerUsernameParamsSchema,
        response: { 200: z.object({ exists: z.boolean() }), 400: errorSchema },
      },
    },
    async (request) => {
      const found = await rowOf(db, idRow, sql`SELECT id FROM customers c WHERE ${byKey(request.params.username)}`);
      return { exists: !!found };
    },
  );

  app.get(
    '/users/customer/:username',
    { onRequest: customerKeepers, schema: { tags, security, params: customerKeyParamsSchema, response: record } },
    async (request) => {
      const customer = await readCustomer(db, byKey(request.params.username), { forDealer: isDealer(request) });
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      return customer;
    },
  );

  app.post(
    '/users/customer',
    {
      onRequest: customerKeepers,
      schema: {
        tags,
        security,
        body: customerProfileSchema,
        response: { ...record, 201: customerRecordSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      const id = await db.transaction((tx) => createCustomer(tx, caller, request.body));
      return reply.status(201).send((await readCustomer(db, sql`c.id = ${id}`, { forDealer: isDealer(request) }))!);
    },
  );

  app.put(
    '/users/customer',
    { onRequest: customerKeepers, schema: { tags, security, body: customerProfileSchema, response: record } },
    async (request) => {
      const caller = await callerOf(request);
      const id = await db.transaction((tx) => updateCustomer(tx, caller, request.body));
      return (await readCustomer(db, sql`c.id = ${id}`, { forDealer: isDealer(request) }))!;
    },
  );
}

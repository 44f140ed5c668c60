import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADDRESS_MESSAGES, type CustomerAddress, customerAddressSchema } from '../../../../domain/customers/address';
import { customerAddressRecordSchema } from '../../../../domain/customers/records';
import { badRequest, notFound } from '../../platform/errors';
import { pincodeExists } from '../pincodes';
import { type Executor, idRow, rowOf, type Transaction } from '../../platform/db';
import { customerKeepers } from './access';
import { readAddresses } from './repository';
import { addressParamsSchema, errorSchema, messageSchema, profileParamsSchema, security, tags } from './schemas';
import { changeCustomer } from './write';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

const ADDRESS_NOT_FOUND = SERVER_MESSAGES.addressNotFound;

/** The pincode and area must be a pair of the pincode master. */
async function assertServedPincode(db: Executor, address: CustomerAddress) {
  if (!(await pincodeExists(db, address)))
    throw badRequest(ADDRESS_MESSAGES.pincodeUnavailable, { pincode: ADDRESS_MESSAGES.pincodeUnavailable });
}

/** One default address per customer: choosing a new default clears the others. */
async function keepOneDefault(tx: Transaction, customerId: string, addressId: string, address: CustomerAddress) {
  if (!address.default) return;
  await tx.execute(sql`UPDATE customer_addresses SET is_default = false, last_update = now()
    WHERE customer_id = ${customerId} AND id <> ${addressId} AND is_default AND deleted_at IS NULL`);
}

async function oneAddress(tx: Transaction, customerId: string, addressId: string) {
  const [address] = await readAddresses(tx, customerId, addressId);
  if (!address) throw notFound(ADDRESS_NOT_FOUND);
  return address;
}

/**
 * A customer's addresses (POST users/profile/{profileId}/address, and its edit and removal). A removed
 * address is only marked: a request keeps its own copy of the address it was booked for.
 */
export async function customerAddressRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const written = { 200: customerAddressRecordSchema, 400: errorSchema, 403: messageSchema, 404: messageSchema };

  app.post(
    '/users/profile/:profileId/address',
    {
      onRequest: customerKeepers,
      schema: {
        tags,
        security,
        params: profileParamsSchema,
        body: customerAddressSchema,
        response: { ...written, 201: customerAddressRecordSchema },
      },
    },
    async (request, reply) => {
      const address = request.body;
      await assertServedPincode(db, address);
      const added = await changeCustomer(request, request.params.profileId, async (tx, customer) => {
        const row = await rowOf(
          tx,
          idRow,
          sql`INSERT INTO customer_addresses (customer_id, name, line1, line2, landmark, area, city, state, pincode,
              is_default)
            VALUES (${customer.id}, ${address.name}, ${address.line1}, ${address.line2}, ${address.landmark},
              ${address.area}, ${address.city}, ${address.state}, ${address.pincode}, ${address.default}) RETURNING id`,
        );
        await keepOneDefault(tx, customer.id, row!.id, address);
        return {
          activity: activityText('addressAdded'),
          remark: address.name,
          result: await oneAddress(tx, customer.id, row!.id),
        };
      });
      return reply.status(201).send(added);
    },
  );

  app.put(
    '/users/profile/:profileId/address/:addressId',
    {
      onRequest: customerKeepers,
      schema: { tags, security, params: addressParamsSchema, body: customerAddressSchema, response: written },
    },
    async (request) => {
      const address = request.body;
      const { profileId, addressId } = request.params;
      await assertServedPincode(db, address);
      return changeCustomer(request, profileId, async (tx, customer) => {
        await oneAddress(tx, customer.id, addressId);
        await tx.execute(sql`UPDATE customer_addresses SET name = ${address.name}, line1 = ${address.line1},
            line2 = ${address.line2}, landmark = ${address.landmark}, area = ${address.area}, city = ${address.city},
            state = ${address.state}, pincode = ${address.pincode}, is_default = ${address.default}, last_update = now()
          WHERE id = ${addressId} AND customer_id = ${customer.id}`);
        await keepOneDefault(tx, customer.id, addressId, address);
        return {
          activity: activityText('addressUpdated'),
          remark: address.name,
          result: await oneAddress(tx, customer.id, addressId),
        };
      });
    },
  );

  app.delete(
    '/users/profile/:profileId/address/:addressId',
    {
      onRequest: customerKeepers,
      schema: {
        tags,
        security,
        params: addressParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { profileId, addressId } = request.params;
      await changeCustomer(request, profileId, async (tx, customer) => {
        const removed = await oneAddress(tx, customer.id, addressId);
        await tx.execute(
          sql`UPDATE customer_addresses SET deleted_at = now(), is_default = false, last_update = now()
            WHERE id = ${addressId} AND customer_id = ${customer.id}`,
        );
        return { activity: activityText('addressRemoved'), remark: removed.name, result: undefined };
      });
      return reply.status(204).send(null);
    },
  );
}

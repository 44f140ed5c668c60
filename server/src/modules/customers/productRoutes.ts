import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { customerProductSchema } from '../../../../domain/customers/product';
import { customerProductRecordSchema } from '../../../../domain/customers/records';
import { conflict, notFound } from '../../platform/errors';
import { idRow, rowOf, type Transaction } from '../../platform/db';
import { customerKeepers } from './access';
import { assertCatalogue, customerDocuments, productOfToday } from './productRules';
import { readProducts } from './repository';
import { customerParamsSchema, errorSchema, messageSchema, productParamsSchema, security, tags } from './schemas';
import { changeCustomer } from './write';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

const PRODUCT_NOT_FOUND = SERVER_MESSAGES.productNotFound;
const NOT_EDITABLE = SERVER_MESSAGES.productNotEditable;
/** The route's own schema for the docs and the first check; the handler checks the purchase date against today. */
const productBodySchema = customerProductSchema('9999-12-31');

/** A product of the customer that was not removed. */
async function liveProduct(tx: Transaction, customerId: string, productId: string) {
  const [product] = await readProducts(tx, customerId, productId);
  if (!product || product.status === 'Inactive') throw notFound(PRODUCT_NOT_FOUND);
  return product;
}

/**
 * A customer's products (the Add Product form's list, add, edit and removal). A
 * product is Active on creation; removing it makes it Inactive, so the requests that were booked for it keep it.
 */
export async function customerProductRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const written = {
    200: customerProductRecordSchema,
    400: errorSchema,
    403: messageSchema,
    404: messageSchema,
    409: errorSchema,
  };

  app.post(
    '/users/customer/:customerId/products',
    {
      onRequest: customerKeepers,
      schema: {
        tags,
        security,
        params: customerParamsSchema,
        body: productBodySchema,
        response: { ...written, 201: customerProductRecordSchema },
      },
    },
    async (request, reply) => {
      const product = productOfToday(request.body);
      await assertCatalogue(db, product);
      const created = await changeCustomer(request, request.params.customerId, async (tx, customer) => {
        const documents = await customerDocuments(tx, customer.id, product.additionalDocuments);
        const row = await rowOf(
          tx,
          idRow,
          sql`INSERT INTO customer_products (customer_id, nick_name, product_id, product_type, brand_id, model_no,
              serial_no, warranty_status, purchase_date, additional_documents)
            VALUES (${customer.id}, ${product.nickName}, ${product.productId}, ${product.productType},
              ${product.brandId}, ${product.modelNo}, ${product.serialNo}, ${product.warrantyStatus},
              ${product.purchaseDate || null}::date, ${JSON.stringify(documents)}::jsonb) RETURNING id`,
        );
        return {
          activity: activityText('customerProductAdded'),
          remark: row!.id,
          result: await liveProduct(tx, customer.id, row!.id),
        };
      });
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/users/customer/:customerId/products/:productId',
    {
      onRequest: customerKeepers,
      schema: { tags, security, params: productParamsSchema, body: productBodySchema, response: written },
    },
    async (request) => {
      const product = productOfToday(request.body);
      const { customerId, productId } = request.params;
      await assertCatalogue(db, product);
      return changeCustomer(request, customerId, async (tx, customer) => {
        if (!(await liveProduct(tx, customer.id, productId)).isEditable) throw conflict(NOT_EDITABLE);
        const documents = await customerDocuments(tx, customer.id, product.additionalDocuments);
        await tx.execute(sql`UPDATE customer_products SET nick_name = ${product.nickName},
            product_id = ${product.productId}, product_type = ${product.productType}, brand_id = ${product.brandId},
            model_no = ${product.modelNo}, serial_no = ${product.serialNo}, warranty_status = ${product.warrantyStatus},
            purchase_date = ${product.purchaseDate || null}::date,
            additional_documents = ${JSON.stringify(documents)}::jsonb, last_update = now()
          WHERE id = ${productId} AND customer_id = ${customer.id}`);
        return {
          activity: activityText('productUpdated'),
          remark: productId,
          result: await liveProduct(tx, customer.id, productId),
        };
      });
    },
  );

  app.delete(
    '/users/customer/:customerId/products/:productId',
    {
      onRequest: customerKeepers,
      schema: {
        tags,
        security,
        params: productParamsSchema,
        response: { 204: z.null(), 400: errorSchema, 403: messageSchema, 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { customerId, productId } = request.params;
      await changeCustomer(request, customerId, async (tx, customer) => {
        await liveProduct(tx, customer.id, productId);
        await tx.execute(
          sql`UPDATE customer_products SET status = 'Inactive', last_update = now()
            WHERE id = ${productId} AND customer_id = ${customer.id}`,
        );
        return { activity: activityText('productRemoved'), remark: productId, result: undefined };
      });
      return reply.status(204).send(null);
    },
  );
}

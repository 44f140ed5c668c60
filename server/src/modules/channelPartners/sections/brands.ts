import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BRAND_PRODUCT_MESSAGES, brandProductsSchema } from '../../../../../domain/profile/brandProducts';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { adminOrSelf, changePartner } from '../access';
import { idParamsSchema, sectionResponses, security, tags } from '../schemas';
import { type Executor, firstRow, rows, type Transaction } from '../sql';

type BrandProducts = z.output<typeof brandProductsSchema>;

/** The brand and every product must be published masters; answers the brand's name. */
async function checkCatalogue(db: Executor, input: BrandProducts): Promise<string> {
  const brand = await firstRow<{ name: string }>(db, sql`SELECT name FROM brands WHERE id = ${input.brandId} AND status = 'Publish'`);
  if (!brand) throw badRequest(BRAND_PRODUCT_MESSAGES.brandUnavailable, { brandId: BRAND_PRODUCT_MESSAGES.brandUnavailable });
  const ids = [...new Set(input.products.map((p) => p.productId))];
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM products WHERE status = 'Publish' AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  if (found.length !== ids.length) throw badRequest(BRAND_PRODUCT_MESSAGES.productUnavailable, { products: BRAND_PRODUCT_MESSAGES.productUnavailable });
  return brand.name;
}

const hasBrand = (db: Executor, partnerId: string, brandId: string) =>
  firstRow(db, sql`SELECT 1 FROM channel_partner_brand_products WHERE channel_partner_id = ${partnerId} AND brand_id = ${brandId} LIMIT 1`);

async function insertProducts(tx: Transaction, partnerId: string, input: BrandProducts) {
  const ids = [...new Set(input.products.map((p) => p.productId))];
  await tx.execute(
    sql`INSERT INTO channel_partner_brand_products (channel_partner_id, brand_id, product_id) VALUES ${sql.join(
      ids.map((id) => sql`(${partnerId}, ${input.brandId}, ${id})`),
      sql`, `,
    )}`,
  );
}

/** Brands the partner repairs and the products of each (names come from the masters). */
export async function brandRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const write = { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema, body: brandProductsSchema, response: sectionResponses } };

  app.patch('/channel-partner/:id/brand', write, (request) =>
    changePartner(request, request.params.id, async (tx, partner) => {
      const name = await checkCatalogue(tx, request.body);
      if (await hasBrand(tx, partner.id, request.body.brandId)) throw conflict(BRAND_PRODUCT_MESSAGES.duplicate, { brandId: BRAND_PRODUCT_MESSAGES.duplicate });
      await insertProducts(tx, partner.id, request.body);
      return { activity: BRAND_PRODUCT_MESSAGES.added, remark: name };
    }),
  );

  app.patch('/channel-partner/:id/brand/update', write, (request) =>
    changePartner(request, request.params.id, async (tx, partner) => {
      if (!(await hasBrand(tx, partner.id, request.body.brandId))) throw notFound(BRAND_PRODUCT_MESSAGES.notFound);
      const name = await checkCatalogue(tx, request.body);
      await tx.execute(sql`DELETE FROM channel_partner_brand_products WHERE channel_partner_id = ${partner.id} AND brand_id = ${request.body.brandId}`);
      await insertProducts(tx, partner.id, request.body);
      return { activity: BRAND_PRODUCT_MESSAGES.updated, remark: name };
    }),
  );

  app.delete(
    '/channel-partner/:id/brand/:brandId',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema.extend({ brandId: z.string().trim().min(1) }), response: sectionResponses } },
    (request) =>
      changePartner(request, request.params.id, async (tx, partner) => {
        const deleted = await rows(
          tx,
          sql`DELETE FROM channel_partner_brand_products WHERE channel_partner_id = ${partner.id} AND brand_id = ${request.params.brandId} RETURNING 1`,
        );
        if (deleted.length === 0) throw notFound(BRAND_PRODUCT_MESSAGES.notFound);
        return { activity: BRAND_PRODUCT_MESSAGES.deleted, remark: request.params.brandId };
      }),
  );
}

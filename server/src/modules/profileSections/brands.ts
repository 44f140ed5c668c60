import { activityText } from '../../../../domain/activityEvents';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVICE_IDS } from '../../../../domain/constants';
import { BRAND_PRODUCT_MESSAGES, brandProductsSchema } from '../../../../domain/profile/brandProducts';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { type Executor, hasRow, type Transaction, rowOf, column } from '../../platform/db';
import { publishedBrandName, publishedProductIds } from '../masters';
import { sectionWrite } from './options';
import { type OwnerHead, PARTNER_SECTION_TABLES, type SectionOwner, type SectionTables } from './owner';
import { idParamsSchema } from './schemas';
import { holdsService } from './services';

type BrandProducts = z.output<typeof brandProductsSchema>;

const productIds = (input: BrandProducts) => [...new Set(input.products.map((p) => p.productId))];
const listOf = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The brand and every product must be published masters; answers the brand's name. */
async function checkCatalogue(db: Executor, input: BrandProducts): Promise<string> {
  const brand = await publishedBrandName(db, input.brandId);
  if (brand === undefined)
    throw badRequest(BRAND_PRODUCT_MESSAGES.brandUnavailable, { brandId: BRAND_PRODUCT_MESSAGES.brandUnavailable });
  const ids = productIds(input);
  const found = await publishedProductIds(db, ids);
  if (found.length !== ids.length)
    throw badRequest(BRAND_PRODUCT_MESSAGES.productUnavailable, {
      products: BRAND_PRODUCT_MESSAGES.productUnavailable,
    });
  return brand;
}

/** The rows of `brandId` the profile `ownerId` in `tables` holds, one per product. */
const brandRows = (tables: SectionTables, ownerId: string, brandId: string) =>
  sql`FROM ${sql.raw(tables.brandProducts)} WHERE ${sql.raw(tables.ownerColumn)} = ${ownerId}
      AND brand_id = ${brandId}`;

/** Whether the profile holds the brand (with any product). */
const holdsBrand = async (db: Executor, tables: SectionTables, ownerId: string, brandId: string) =>
  await hasRow(db, sql`SELECT 1 ${brandRows(tables, ownerId, brandId)} LIMIT 1`);

const heldProductCountRow = z.object({ n: column.number });

/** How many of `productIds` the profile holds for the brand. */
const heldProductCount = async (
  db: Executor,
  tables: SectionTables,
  ownerId: string,
  brandId: string,
  ids: readonly string[],
) =>
  Number(
    (
      await rowOf(
        db,
        heldProductCountRow,
        sql`SELECT count(*)::int AS n ${brandRows(tables, ownerId, brandId)} AND product_id IN (${listOf(ids)})`,
      )
    )?.n ?? 0,
  );

/** The technician scope: only with the repair service, only the partner's own brand and its products of that brand. */
async function checkOffer<Head extends OwnerHead>(
  db: Executor,
  owner: SectionOwner<Head, unknown>,
  profile: Head,
  input: BrandProducts,
) {
  const { offer } = owner;
  if (!offer) return;
  if (offer.brandsNeedRepair && !(await holdsService(db, owner.tables, profile.id, SERVICE_IDS.repair)))
    throw conflict(BRAND_PRODUCT_MESSAGES.repairRequired);
  const partnerId = offer.partnerOf(profile);
  if (!(await holdsBrand(db, PARTNER_SECTION_TABLES, partnerId, input.brandId)))
    throw badRequest(BRAND_PRODUCT_MESSAGES.brandNotOffered, { brandId: BRAND_PRODUCT_MESSAGES.brandNotOffered });
  const ids = productIds(input);
  if ((await heldProductCount(db, PARTNER_SECTION_TABLES, partnerId, input.brandId, ids)) !== ids.length)
    throw badRequest(BRAND_PRODUCT_MESSAGES.productNotOffered, { products: BRAND_PRODUCT_MESSAGES.productNotOffered });
}

async function insertProducts(tx: Transaction, tables: SectionTables, ownerId: string, input: BrandProducts) {
  await tx.execute(
    sql`INSERT INTO ${sql.raw(tables.brandProducts)} (${sql.raw(tables.ownerColumn)}, brand_id, product_id)
        VALUES ${sql.join(
          productIds(input).map((id) => sql`(${ownerId}, ${input.brandId}, ${id})`),
          sql`, `,
        )}`,
  );
}

/** Brands the owner repairs and the products of each (names come from the masters). */
export const brandRoutes = <Head extends OwnerHead, Profile>(owner: SectionOwner<Head, Profile>) =>
  async function brands(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { tables } = owner;
    const table = sql.raw(tables.brandProducts);
    const ownerColumn = sql.raw(tables.ownerColumn);
    const write = sectionWrite(owner, { params: idParamsSchema, body: brandProductsSchema });

    app.patch(`${owner.path}/:id/brand`, write, (request) =>
      owner.change(request, request.params.id, async (tx, profile) => {
        const name = await checkCatalogue(tx, request.body);
        await checkOffer(tx, owner, profile, request.body);
        if (await holdsBrand(tx, tables, profile.id, request.body.brandId))
          throw conflict(BRAND_PRODUCT_MESSAGES.duplicate, { brandId: BRAND_PRODUCT_MESSAGES.duplicate });
        await insertProducts(tx, tables, profile.id, request.body);
        return { activity: activityText('brandProductsAdded'), remark: name };
      }),
    );

    app.patch(`${owner.path}/:id/brand/update`, write, (request) =>
      owner.change(request, request.params.id, async (tx, profile) => {
        if (!(await holdsBrand(tx, tables, profile.id, request.body.brandId)))
          throw notFound(BRAND_PRODUCT_MESSAGES.notFound);
        const name = await checkCatalogue(tx, request.body);
        await checkOffer(tx, owner, profile, request.body);
        await tx.execute(
          sql`DELETE FROM ${table} WHERE ${ownerColumn} = ${profile.id} AND brand_id = ${request.body.brandId}`,
        );
        await insertProducts(tx, tables, profile.id, request.body);
        return { activity: activityText('brandProductsUpdated'), remark: name };
      }),
    );

    app.delete(
      `${owner.path}/:id/brand/:brandId`,
      sectionWrite(owner, { params: idParamsSchema.extend({ brandId: z.string().trim().min(1) }) }),
      (request) =>
        owner.change(request, request.params.id, async (tx, profile) => {
          const deleted = await hasRow(
            tx,
            sql`DELETE FROM ${table} WHERE ${ownerColumn} = ${profile.id} AND brand_id = ${request.params.brandId}
                RETURNING 1`,
          );
          if (!deleted) throw notFound(BRAND_PRODUCT_MESSAGES.notFound);
          return { activity: activityText('brandDeleted'), remark: request.params.brandId };
        }),
    );
  };

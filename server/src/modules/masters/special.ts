import { messageSchema, security } from '../../platform/routeSchemas';
import { column, rowsOf } from '../../platform/db';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NO_ISSUES_FOR_PRODUCT, productIssuesSchema } from '../../../../domain/masters/issue';
import { SERVICE_PRICE_NOT_AVAILABLE, servicePriceKeySchema } from '../../../../domain/masters/price';
import { sparePartModelsSchema } from '../../../../domain/masters/sparePart';
import { ROLES } from '../../../../domain/roles';
import { recordActivity } from '../../platform/activityLog';
import { currentUser, requireRoles } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { activeCoupons, servicePricesOf } from './bookingPrices';
import { MASTER_BY_KEY, masterRecordRow } from './definitions';
import { existingIds, findMaster, visibleCondition } from './repository';
import { visibleOnly } from './visibility';

const signedIn = requireRoles();
const admin = requireRoles(ROLES.admin);

const issue = MASTER_BY_KEY.issue;
const sparePart = MASTER_BY_KEY.sparePart;
const model = MASTER_BY_KEY.model;
const product = MASTER_BY_KEY.product;

const sparePartModelSchema = z.object({ sparePartId: z.string(), modelId: z.string(), price: z.number().nullable() });

const modelPriceRow = z.object({ sparePartId: z.string(), modelId: z.string(), price: column.number.nullable() });

/** Calls beyond the generic ones that the booking and the assignment screens need. */
export async function masterSpecialRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  /** Active coupons valid today in India (GET coupon/all -> [{code, percentage}]). */
  app.get(
    '/coupon/all',
    {
      onRequest: signedIn,
      schema: {
        tags: ['master coupon'],
        security,
        response: { 200: z.array(z.object({ code: z.string(), percentage: z.number() })) },
      },
    },
    () => activeCoupons(db),
  );

  const productParams = z.object({ productId: z.string().min(1) });
  const issueList = z.array(issue.recordSchema);

  /** The issues of a product; 404 when it has none (the booking then takes free-text issues). */
  app.get(
    '/master/issue/product/:productId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['master issue'],
        security,
        params: productParams,
        response: { 200: issueList, 404: messageSchema },
      },
    },
    async (request) => {
      const issues = await productIssues(request.params.productId, visibleOnly(request));
      if (!issues.length) throw notFound(NO_ISSUES_FOR_PRODUCT);
      return issues;
    },
  );

  /** Assigns issues to a product (replaces its set). */
  app.put(
    '/master/issue/product/:productId',
    {
      onRequest: admin,
      schema: {
        tags: ['master issue'],
        security,
        params: productParams,
        body: productIssuesSchema,
        response: { 200: issueList, 404: messageSchema },
      },
    },
    async (request) => {
      const { productId } = request.params;
      const issueIds = [...new Set(request.body.issueIds)];
      await db.transaction(async (tx) => {
        if (!(await findMaster(tx, product, productId, false))) throw notFound('Product not found');
        const known = await existingIds(tx, 'issue', issueIds);
        const unknown = issueIds.filter((id) => !known.has(id));
        if (unknown.length)
          throw badRequest(`Unknown issue ${unknown.join(', ')}`, { issueIds: `Unknown issue ${unknown.join(', ')}` });
        await tx.execute(sql`DELETE FROM product_issues WHERE product_id = ${productId}`);
        if (issueIds.length) {
          await tx.execute(
            sql`INSERT INTO product_issues (product_id, issue_id) SELECT ${productId},
                unnest(${sql.param(issueIds)}::text[])`,
          );
        }
        await recordActivity(tx, {
          entityId: productId,
          entityType: 'product',
          activity: activityText('productIssuesUpdated'),
          remark: issueIds.join(', ') || 'No issues',
          by: currentUser(request),
        });
      });
      return productIssues(productId, false);
    },
  );

  async function productIssues(productId: string, visible: boolean) {
    const shown = visible ? visibleCondition(issue) : undefined;
    return rowsOf(
      db,
      masterRecordRow,
      sql`SELECT ${sql.raw(issue.list.selectList)} FROM issues
          WHERE id IN (SELECT issue_id FROM product_issues
            WHERE product_id = ${productId}) ${shown ? sql`AND ${shown}` : sql``} ORDER BY name, id`,
    );
  }

  /** The booking's price lookup: active prices for the key, and the GST (igst percent) of the latest one. */
  app.post(
    '/master/servicePrice/detail',
    {
      onRequest: signedIn,
      schema: {
        tags: ['master servicePrice'],
        security,
        body: servicePriceKeySchema,
        response: {
          200: z.object({
            prices: z.array(
              z.object({ id: z.string(), active: z.boolean(), sellingPrice: z.number(), mrp: z.number() }),
            ),
            gst: z.object({ igst: z.number() }),
          }),
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const prices = await servicePricesOf(db, request.body);
      if (!prices.length) throw notFound(SERVICE_PRICE_NOT_AVAILABLE);
      return { prices: prices.map(({ slab: _slab, ...price }) => price), gst: { igst: prices[0].slab } };
    },
  );

  const sparePartParams = z.object({ id: z.string().min(1) });

  /** Assigns a spare part to models (replaces its set; addSparePart / assignSparePart). */
  app.put(
    '/master/sparePart/:id/models',
    {
      onRequest: admin,
      schema: {
        tags: ['master sparePart'],
        security,
        params: sparePartParams,
        body: sparePartModelsSchema,
        response: { 200: z.array(sparePartModelSchema), 404: messageSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const modelIds = [...new Set(request.body.modelIds)];
      const price = request.body.price ?? null;
      await db.transaction(async (tx) => {
        if (!(await findMaster(tx, sparePart, id, false))) throw notFound('Spare part not found');
        const known = await existingIds(tx, 'model', modelIds);
        const unknown = modelIds.filter((m) => !known.has(m));
        if (unknown.length)
          throw badRequest(`Unknown model ${unknown.join(', ')}`, { modelIds: `Unknown model ${unknown.join(', ')}` });
        await tx.execute(
          sql`DELETE FROM spare_part_models WHERE spare_part_id = ${id}
              AND NOT (model_id = ANY(${sql.param(modelIds)}::text[]))`,
        );
        if (modelIds.length) {
          await tx.execute(
            sql`INSERT INTO spare_part_models (spare_part_id, model_id, price) SELECT ${id},
                unnest(${sql.param(modelIds)}::text[]), ${price}::numeric
                ON CONFLICT (spare_part_id, model_id) DO UPDATE SET price = excluded.price, last_update = now()`,
          );
        }
        await recordActivity(tx, {
          entityId: id,
          entityType: 'sparePart',
          activity: activityText('sparePartModelsAssigned'),
          remark: modelIds.join(', ') || 'No models',
          by: currentUser(request),
        });
      });
      return assignments(sql`spare_part_id = ${id}`);
    },
  );

  app.get(
    '/master/sparePart/:id/models',
    {
      onRequest: signedIn,
      schema: {
        tags: ['master sparePart'],
        security,
        params: sparePartParams,
        response: { 200: z.array(sparePartModelSchema) },
      },
    },
    (request) => assignments(sql`spare_part_id = ${request.params.id}`),
  );

  /** Spare parts that fit a model (the model price view). */
  app.get(
    '/master/model/:id/spareParts',
    {
      onRequest: signedIn,
      schema: {
        tags: ['master model'],
        security,
        params: sparePartParams,
        response: { 200: z.array(sparePartModelSchema) },
      },
    },
    (request) => assignments(sql`model_id = ${request.params.id}`),
  );

  /** modelView/{modelId}/{sparePartId}: a spare part as assigned to one model. */
  app.get(
    '/master/sparePart/:id/model/:modelId',
    {
      onRequest: signedIn,
      schema: {
        tags: ['master sparePart'],
        security,
        params: z.object({ id: z.string().min(1), modelId: z.string().min(1) }),
        response: {
          200: z.object({ sparePart: sparePart.recordSchema, model: model.recordSchema, price: z.number().nullable() }),
          404: messageSchema,
        },
      },
    },
    async (request) => {
      const { id: sparePartId, modelId } = request.params;
      const [assignment] = await assignments(sql`spare_part_id = ${sparePartId} AND model_id = ${modelId}`);
      if (!assignment) throw notFound('Spare part is not assigned to this model');
      const visible = visibleOnly(request);
      const [part, fits] = await Promise.all([
        findMaster(db, sparePart, sparePartId, visible),
        findMaster(db, model, modelId, visible),
      ]);
      if (!part || !fits) throw notFound('Spare part is not assigned to this model');
      return { sparePart: part, model: fits, price: assignment.price };
    },
  );

  async function assignments(condition: ReturnType<typeof sql>) {
    const rows = await rowsOf(
      db,
      modelPriceRow,
      sql`SELECT spare_part_id AS "sparePartId", model_id AS "modelId", price FROM spare_part_models WHERE ${condition}
          ORDER BY model_id, spare_part_id`,
    );
    return rows.map((r) => ({
      sparePartId: r.sparePartId,
      modelId: r.modelId,
      price: r.price,
    }));
  }
}

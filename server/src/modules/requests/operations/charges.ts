import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { amountDuePaise } from '../../../../../domain/requests/amounts';
import { rupees } from '../../../../../domain/requests/booking';
import {
  CHARGE_MESSAGES,
  CLOSED_CHARGE_STATUSES,
  discountSchema,
  sparePartLineSchema,
  SPARE_PARTS_PAISE_MAX,
} from '../../../../../domain/requests/charges';
import { requestRecordSchema } from '../../../../../domain/requests/records';
import { ROLES } from '../../../../../domain/roles';
import { currentUser, requireRoles } from '../../../platform/auth';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { firstRow, type Transaction } from '../../../platform/db';
import { type OwedLinks, sendOwedLinks } from '../../payments';
import { requestChargesOf, storeRequestAmounts } from '../pricing';
import { errorSchema, repairTags, requestIdParamsSchema, security } from '../schemas';
import { changeRequest, type RequestChange, type RequestHead } from './access';
import { fittingSparePart } from './spareParts';

/** Who fits spare parts: the technician assigned, the request's partner, an admin (each within its scope). */
export const fitters = requireRoles(ROLES.admin, ROLES.channelPartner, ROLES.technician);
const admins = requireRoles(ROLES.admin);
const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };
const sparePartParamsSchema = requestIdParamsSchema.extend({ sparePartId: z.string().trim().min(1).max(64) });

/** A request's charges change only while it is open (what was paid already is settled by the payments: payments/owed.ts). */
export function assertChargesOpen(head: RequestHead) {
  if ((CLOSED_CHARGE_STATUSES as readonly string[]).includes(head.status))
    throw conflict(CHARGE_MESSAGES.chargesClosed(head.status));
}

type ChargeChange = RequestChange & { owedLinks: OwedLinks };

/**
 * A change of a repair's charges (changeRequest, open requests only); once committed, a link it replaced is cancelled at
 * the gateway and the customer is sent the link of a payment it asked by link (sendOwedLinks: failures are logged).
 */
async function changeCharges(request: FastifyRequest, id: string, change: (tx: Transaction) => Promise<ChargeChange>) {
  let owedLinks: OwedLinks = {};
  const record = await changeRequest(
    request,
    'repair',
    id,
    async (tx) => {
      const done = await change(tx);
      owedLinks = done.owedLinks;
      return done;
    },
    assertChargesOpen,
  );
  await sendOwedLinks(request.server.ctx, owedLinks, request.log);
  return record;
}

/** The stored spare parts' total follows its lines and the amounts are recomputed; the admin's discount must still fit under the amount due. */
async function storeSparePartsTotal(tx: Transaction, id: string) {
  const sum = await firstRow<{ total: string }>(
    tx,
    sql`SELECT coalesce(sum(quantity::bigint * unit_price_paise), 0)::text AS total FROM request_spare_parts WHERE request_id = ${id}`,
  );
  const total = Number(sum!.total);
  if (total > SPARE_PARTS_PAISE_MAX)
    throw badRequest(CHARGE_MESSAGES.sparePartsTooMuch, { quantity: CHARGE_MESSAGES.sparePartsTooMuch });
  await tx.execute(sql`UPDATE requests SET spare_parts_paise = ${total} WHERE id = ${id}`);
  const charges = (await requestChargesOf(tx, 'repair', id))!;
  const due = amountDuePaise(charges);
  if (charges.adminDiscountPaise > due) throw conflict(CHARGE_MESSAGES.discountAboveDue(due));
  return storeRequestAmounts(tx, 'repair', id);
}

/** PUT requests/{id}/discount (admin): 0 to the amount due before GST, with the reason; the amounts are recomputed. */
function applyDiscount(request: FastifyRequest, id: string, body: z.output<typeof discountSchema>) {
  return changeCharges(request, id, async (tx) => {
    const due = amountDuePaise((await requestChargesOf(tx, 'repair', id))!);
    if (body.amountPaise > due)
      throw badRequest(CHARGE_MESSAGES.discountAboveDue(due), { amountPaise: CHARGE_MESSAGES.discountAboveDue(due) });
    await tx.execute(
      sql`UPDATE requests SET admin_discount_paise = ${body.amountPaise}, admin_discount_reason = ${body.reason}, admin_discount_by = ${currentUser(request).username} WHERE id = ${id}`,
    );
    const { owedLinks } = await storeRequestAmounts(tx, 'repair', id);
    return {
      activity: activityText('discountApplied'),
      remark: `₹${rupees(body.amountPaise)}: ${body.reason}`,
      owedLinks,
    };
  });
}

/** PUT requests/{id}/sparePart: a published spare part that fits the request's product, at its master price; again: the new quantity. */
function fitSparePart(request: FastifyRequest, id: string, body: z.output<typeof sparePartLineSchema>) {
  return changeCharges(request, id, async (tx) => {
    const part = await fittingSparePart(tx, id, body.sparePartId);
    if (!part) throw badRequest(CHARGE_MESSAGES.sparePartUnfit, { sparePartId: CHARGE_MESSAGES.sparePartUnfit });
    const held = await firstRow(
      tx,
      sql`SELECT 1 FROM request_spare_parts WHERE request_id = ${id} AND spare_part_id = ${part.id}`,
    );
    await tx.execute(sql`INSERT INTO request_spare_parts (request_id, spare_part_id, quantity, unit_price_paise, added_by)
        VALUES (${id}, ${part.id}, ${body.quantity}, ${part.unitPricePaise}, ${currentUser(request).username})
        ON CONFLICT (request_id, spare_part_id) DO UPDATE SET quantity = excluded.quantity`);
    const { owedLinks } = await storeSparePartsTotal(tx, id);
    return {
      activity: held ? activityText('sparePartUpdated') : activityText('sparePartAdded'),
      remark: `${part.name} × ${body.quantity}`,
      owedLinks,
    };
  });
}

/** DELETE requests/{id}/sparePart/{sparePartId}. */
function removeSparePart(request: FastifyRequest, id: string, sparePartId: string) {
  return changeCharges(request, id, async (tx) => {
    const removed = await firstRow<{ name: string }>(
      tx,
      sql`DELETE FROM request_spare_parts x USING spare_parts sp WHERE x.request_id = ${id} AND x.spare_part_id = ${sparePartId} AND sp.id = x.spare_part_id RETURNING sp.name`,
    );
    if (!removed) throw notFound(CHARGE_MESSAGES.sparePartNotOnRequest);
    const { owedLinks } = await storeSparePartsTotal(tx, id);
    return { activity: activityText('sparePartRemoved'), remark: removed.name, owedLinks };
  });
}

/** PUT requests/{id}/discount, PUT requests/{id}/sparePart, DELETE requests/{id}/sparePart/{sparePartId} (spec 001 §7). */
export async function chargeRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const tags = repairTags;
  app.put(
    '/requests/:id/discount',
    {
      onRequest: admins,
      schema: { tags, security, params: requestIdParamsSchema, body: discountSchema, response: responses },
    },
    (request) => applyDiscount(request, request.params.id, request.body),
  );
  app.put(
    '/requests/:id/sparePart',
    {
      onRequest: fitters,
      schema: { tags, security, params: requestIdParamsSchema, body: sparePartLineSchema, response: responses },
    },
    (request) => fitSparePart(request, request.params.id, request.body),
  );
  app.delete(
    '/requests/:id/sparePart/:sparePartId',
    { onRequest: fitters, schema: { tags, security, params: sparePartParamsSchema, response: responses } },
    (request) => removeSparePart(request, request.params.id, request.params.sparePartId),
  );
}

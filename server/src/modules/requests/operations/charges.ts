import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
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
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { column, hasRow, rowOf, type Transaction } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import { requestChargesOf, storeRequestAmounts } from '../pricing';
import type { RequestHead } from './access';
import { changeRequest, type ChangedRequest, type RequestChange } from './change';
import { fittingSparePart } from './spareParts';

/**
 * A request's charges change only while it is open (what was paid already is settled by the payments:
 * payments/owed.ts).
 */
function assertChargesOpen(head: RequestHead) {
  if ((CLOSED_CHARGE_STATUSES as readonly string[]).includes(head.status))
    throw conflict(CHARGE_MESSAGES.chargesClosed(head.status));
}

/**
 * A change of a repair's charges (open requests only); it answers the payment links to tell once committed: a link it
 * replaced is cancelled at the gateway and the customer is sent the link of a payment it asked by link.
 */
function changeCharges(
  tx: Transaction,
  caller: Caller,
  id: string,
  change: (tx: Transaction) => Promise<RequestChange>,
): Promise<ChangedRequest> {
  return changeRequest(tx, caller, { kind: 'repair', id }, (tx) => change(tx), assertChargesOpen);
}

const storeSparePartsTotalRow = z.object({ total: column.number });

/**
 * The stored spare parts' total follows its lines and the amounts are recomputed; the admin's discount must still fit
 * under the amount due.
 */
async function storeSparePartsTotal(tx: Transaction, id: string) {
  const sum = await rowOf(
    tx,
    storeSparePartsTotalRow,
    sql`SELECT coalesce(sum(quantity::bigint * unit_price_paise), 0)::text AS total FROM request_spare_parts
        WHERE request_id = ${id}`,
  );
  const total = sum!.total;
  if (total > SPARE_PARTS_PAISE_MAX)
    throw badRequest(CHARGE_MESSAGES.sparePartsTooMuch, { quantity: CHARGE_MESSAGES.sparePartsTooMuch });
  await tx.execute(sql`UPDATE requests SET spare_parts_paise = ${total} WHERE id = ${id}`);
  const charges = (await requestChargesOf(tx, 'repair', id))!;
  const due = amountDuePaise(charges);
  if (charges.adminDiscountPaise > due) throw conflict(CHARGE_MESSAGES.discountAboveDue(due));
  return storeRequestAmounts(tx, 'repair', id);
}

/** An admin's discount: 0 to the amount due before GST, with the reason; the amounts are recomputed. */
export function applyDiscount(tx: Transaction, caller: Caller, body: z.output<typeof discountSchema> & { id: string }) {
  const { id } = body;
  return changeCharges(tx, caller, id, async (tx) => {
    const due = amountDuePaise((await requestChargesOf(tx, 'repair', id))!);
    if (body.amountPaise > due)
      throw badRequest(CHARGE_MESSAGES.discountAboveDue(due), { amountPaise: CHARGE_MESSAGES.discountAboveDue(due) });
    await tx.execute(
      sql`UPDATE requests SET admin_discount_paise = ${body.amountPaise}, admin_discount_reason = ${body.reason},
          admin_discount_by = ${caller.user.username} WHERE id = ${id}`,
    );
    const { owedLinks } = await storeRequestAmounts(tx, 'repair', id);
    return {
      activity: activityText('discountApplied'),
      remark: `₹${rupees(body.amountPaise)}: ${body.reason}`,
      owedLinks,
    };
  });
}

/** A published spare part that fits the request's product, at its master price; again: the new quantity. */
export function fitSparePart(
  tx: Transaction,
  caller: Caller,
  body: z.output<typeof sparePartLineSchema> & { id: string },
): Promise<ChangedRequest> {
  const { id } = body;
  return changeCharges(tx, caller, id, async (tx) => {
    const part = await fittingSparePart(tx, id, body.sparePartId);
    if (!part) throw badRequest(CHARGE_MESSAGES.sparePartUnfit, { sparePartId: CHARGE_MESSAGES.sparePartUnfit });
    const held = await hasRow(
      tx,
      sql`SELECT 1 FROM request_spare_parts WHERE request_id = ${id} AND spare_part_id = ${part.id}`,
    );
    await tx.execute(sql`INSERT INTO request_spare_parts (request_id, spare_part_id, quantity, unit_price_paise,
        added_by)
        VALUES (${id}, ${part.id}, ${body.quantity}, ${part.unitPricePaise}, ${caller.user.username})
        ON CONFLICT (request_id, spare_part_id) DO UPDATE SET quantity = excluded.quantity`);
    const { owedLinks } = await storeSparePartsTotal(tx, id);
    return {
      activity: held ? activityText('sparePartUpdated') : activityText('sparePartAdded'),
      remark: `${part.name} × ${body.quantity}`,
      owedLinks,
    };
  });
}

const removeSparePartRow = z.object({ name: z.string() });

/** A spare part leaves the request (404 when it is not on it); the amounts are recomputed. */
export function removeSparePart(
  tx: Transaction,
  caller: Caller,
  { id, sparePartId }: { id: string; sparePartId: string },
) {
  return changeCharges(tx, caller, id, async (tx) => {
    const removed = await rowOf(
      tx,
      removeSparePartRow,
      sql`DELETE FROM request_spare_parts x USING spare_parts sp WHERE x.request_id = ${id}
          AND x.spare_part_id = ${sparePartId} AND sp.id = x.spare_part_id RETURNING sp.name`,
    );
    if (!removed) throw notFound(CHARGE_MESSAGES.sparePartNotOnRequest);
    const { owedLinks } = await storeSparePartsTotal(tx, id);
    return { activity: activityText('sparePartRemoved'), remark: removed.name, owedLinks };
  });
}

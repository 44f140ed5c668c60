import { sql } from 'drizzle-orm';
import { requestAmounts, type RequestAmounts, type RequestCharges } from '../../../../domain/requests/amounts';
import { z } from 'zod';
import { column, type Executor, rowOf, type Transaction } from '../../platform/db';
import { servicePricesOf, type ServicePriceKey } from '../masters';
import { askWhatIsOwed, type OwedLinks } from '../payments';
import { REQUEST_KINDS, type RequestKindName } from '../requestKinds';

/**
 * The price the booking charges for a key: the latest active price of the key (the one the booking screen shows) in
 * whole paise and its igst percent; undefined when the masters hold none.
 */
export async function servicePriceOf(
  db: Executor,
  key: ServicePriceKey,
): Promise<{ pricePaise: number; igstPercent: number } | undefined> {
  const [latest] = await servicePricesOf(db, key);
  return latest && { pricePaise: Math.round(latest.sellingPrice * 100), igstPercent: latest.slab };
}

const chargesRow = z.object({
  pricePaise: column.number,
  couponDiscountPaise: column.number,
  sparePartsPaise: column.number,
  adminDiscountPaise: column.number,
  igstPercent: column.number,
}) satisfies z.ZodType<RequestCharges>;

/** What a request's amounts are computed from, as stored on it (spare parts only on repair requests). */
export async function requestChargesOf(
  db: Executor,
  kindName: RequestKindName,
  id: string,
): Promise<RequestCharges | undefined> {
  const kind = REQUEST_KINDS[kindName];
  return rowOf(
    db,
    chargesRow,
    sql`SELECT price_paise AS "pricePaise", discount_paise AS "couponDiscountPaise",
        ${kindName === 'repair' ? sql`spare_parts_paise` : sql`0`} AS "sparePartsPaise",
               admin_discount_paise AS "adminDiscountPaise", igst_percent AS "igstPercent"
        FROM ${kind.table} WHERE id = ${id}`,
  );
}

/**
 * Recomputes a request's GST and total from its stored charges (domain requestAmounts) and stores them on the request,
 * in the caller's transaction; its payments then ask what it still owes (payments/owed.ts: 409 when the total fell
 * below what was paid). Answers the amounts, and the payment links to send or cancel after the commit
 * (payments/links.ts sendOwedLinks).
 */
export async function storeRequestAmounts(
  tx: Transaction,
  kindName: RequestKindName,
  id: string,
): Promise<RequestAmounts & { owedLinks: OwedLinks }> {
  const charges = await requestChargesOf(tx, kindName, id);
  if (!charges) throw new Error(`request ${id} vanished while its amounts were recomputed`);
  const amounts = requestAmounts(charges);
  await tx.execute(
    sql`UPDATE ${REQUEST_KINDS[kindName].table}
        SET gst_paise = ${amounts.gstPaise}, total_paise = ${amounts.totalPaise} WHERE id = ${id}`,
  );
  const owedLinks = await askWhatIsOwed(tx, kindName, id, amounts.totalPaise);
  return { ...amounts, owedLinks };
}

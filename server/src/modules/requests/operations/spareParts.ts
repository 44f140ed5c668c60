import { sql } from 'drizzle-orm';
import { sparePartOptionSchema, type SparePartOption } from '../../../../../domain/requests/operations';
import { type Executor, rowsOf } from '../../../platform/db';
import { customerProductJoin } from '../../customers';
import { fittingSparePartJoin } from '../../masters';

/** The repair's customer product, whose model the part must fit. */
const ofCustomerProduct = customerProductJoin('up', 'r.user_product_id');

/**
 * The published spare parts that fit a repair request's product (all, or the one named), with their unit price in
 * paise (masters' fittingSparePartJoin). PUT requests/{id}/sparePart accepts exactly these, and GET
 * requests/{id}/spareParts/options offers them.
 */
export function fittingSpareParts(db: Executor, requestId: string, sparePartId?: string): Promise<SparePartOption[]> {
  const parts = fittingSparePartJoin(
    { productId: 'r.product_id', brandId: 'r.brand_id', modelNo: ofCustomerProduct.columns.modelNo },
    sparePartId,
  );
  return rowsOf(
    db,
    sparePartOptionSchema,
    sql`SELECT ${parts.columns}
        FROM requests r ${sql.raw(ofCustomerProduct.join)}
        ${parts.join}
        WHERE r.id = ${requestId} AND ${parts.fits}
        ORDER BY ${parts.order}`,
  );
}

/** The spare part named, when it fits the request's product (fittingSpareParts). */
export async function fittingSparePart(
  db: Executor,
  requestId: string,
  sparePartId: string,
): Promise<SparePartOption | undefined> {
  return (await fittingSpareParts(db, requestId, sparePartId))[0];
}

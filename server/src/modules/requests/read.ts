import { sql } from 'drizzle-orm';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { requestRecordSchema, type RequestRecord } from '../../../../domain/requests/records';
import { type Executor, rowOf, rowsOf } from '../../platform/db';
import type { RequestScope } from './caller';
import { REQUEST_KINDS, type RequestKindName } from '../requestKinds';
import { brandJoin, eWasteItemJoin, productJoin, serviceJoin, sparePartJoin, uomJoin } from '../masters';
import { customerJoin, customerProductJoin } from '../customers';
import { partnerJoin } from '../channelPartners';
import { technicianJoin } from '../technicians';

const headRow = requestRecordSchema.omit({
  products: true,
  issues: true,
  discount: true,
  spareParts: true,
  documents: true,
  visits: true,
});
/** The record's lists, each read as rows of its element's schema. */
const listed = requestRecordSchema.shape;

/** A product line's product, brand and (pick-ups) waste item with its unit. */
const ofProduct = productJoin('p', 'x.product_id');
const ofBrand = brandJoin('b', 'x.brand_id');
const ofItem = eWasteItemJoin('i', 'x.e_waste_item_id', { left: true });
const ofItemUom = uomJoin('u', ofItem.columns.uomId, { left: true });
const LINE_MASTERS = sql.raw(`${ofProduct.join} ${ofBrand.join}`);
/** The customer's product a line is of, with the names the customer gave it. */
const ofCustomerProduct = customerProductJoin('up', 'x.user_product_id');
const up = ofCustomerProduct.columns;
const ITEM_MASTERS = sql.raw(`${ofItem.join} ${ofItemUom.join}`);
const ITEM = sql.raw(`CASE WHEN ${ofItem.columns.id} IS NULL THEN NULL
               ELSE json_build_object('id', ${ofItem.columns.id}, 'name', ${ofItem.columns.name}, 'uom',
                 ${ofItemUom.columns.record}) END`);

/**
 * The products of a request: the repair request's one, or a pick-up request's several, with the customer product's
 * names and (pick-ups) the waste item and quantity each is collected as.
 */
export function productsOf(db: Executor, kind: RequestKindName, id: string) {
  const source =
    kind === 'repair'
      ? sql`SELECT 0 AS position, user_product_id, product_id, product_type, brand_id, NULL::text AS e_waste_item_id,
                   NULL::float8 AS quantity
            FROM requests WHERE id = ${id}`
      : sql`SELECT position, user_product_id, product_id, product_type, brand_id, e_waste_item_id,
          quantity::float8 AS quantity
            FROM pick_up_request_products WHERE request_id = ${id}`;
  return rowsOf(
    db,
    listed.products.element,
    sql`SELECT x.user_product_id AS "userProductId", x.product_id AS "productId",
        ${sql.raw(ofProduct.columns.name)} AS name,
               x.product_type AS "productType", x.brand_id AS "brandId",
                 ${sql.raw(ofBrand.columns.name)} AS "brandName",
               ${sql.raw(up.nickName)} AS "nickName", ${sql.raw(up.modelNo)} AS "modelNo",
                 ${sql.raw(up.serialNo)} AS "serialNo", ${ITEM} AS "eWasteItem",
               x.quantity
        FROM (${source}) x ${LINE_MASTERS}
        ${sql.raw(ofCustomerProduct.join)}
        ${ITEM_MASTERS}
        ORDER BY x.position`,
  );
}

const instant = (column: string) => sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

const ofPart = sparePartJoin('sp', 'x.spare_part_id');

/** The spare parts fitted on a repair request, in the order they were added. */
function sparePartsOf(db: Executor, id: string) {
  return rowsOf(
    db,
    listed.spareParts.element,
    sql`SELECT x.spare_part_id AS "sparePartId", ${sql.raw(ofPart.columns.name)} AS name,
               ${sql.raw(ofPart.columns.partNumber)} AS "partNumber", x.quantity,
                 x.unit_price_paise AS "unitPricePaise",
               x.quantity * x.unit_price_paise AS "totalPaise"
        FROM request_spare_parts x ${sql.raw(ofPart.join)}
        WHERE x.request_id = ${id} ORDER BY x.created_at, x.spare_part_id`,
  );
}

/** The documents of a request, newest first. */
function documentsOf(db: Executor, kind: RequestKindName, id: string) {
  return rowsOf(
    db,
    listed.documents.element,
    sql`SELECT id::text, doc_type AS "docType", file, uploaded_by AS "uploadedBy",
        ${instant('created_at')} AS "createdAt"
        FROM request_documents WHERE request_id = ${id} AND request_kind = ${kind} ORDER BY created_at DESC, id`,
  );
}

/** The reschedules and revisits of a request, oldest first. */
function visitsOf(db: Executor, kind: RequestKindName, id: string) {
  return rowsOf(
    db,
    listed.visits.element,
    sql`SELECT kind, to_char(from_date, 'YYYY-MM-DD') AS "fromDate", from_slot AS "fromSlot",
        to_char(to_date, 'YYYY-MM-DD') AS "toDate", to_slot AS "toSlot",
               reason, by_user_name AS "byUserName", ${instant('created_at')} AS "createdAt"
        FROM request_visits WHERE request_id = ${id} AND request_kind = ${kind} ORDER BY created_at, id`,
  );
}

const ofService = serviceJoin('s', 'r.service_id');
/** The request's customer and partner (always there) and its technician (once assigned). */
const ofCustomer = customerJoin('c', 'r.customer_id', { inner: true });
const ofPartner = partnerJoin('cp', 'r.channel_partner_id', { inner: true });
const ofTechnician = technicianJoin('t', 'r.technician_id');

/**
 * GET requests/{id} and GET pickUpRequests/{id}: the request as RequestRecord, or undefined when there is none or the
 * caller's scope does not reach it (the route tells the two apart: 404 or 403).
 */
export async function readRequest(
  db: Executor,
  kindName: RequestKindName,
  id: string,
  scope?: RequestScope,
): Promise<RequestRecord | undefined> {
  const kind = REQUEST_KINDS[kindName];
  if (scope && scope.value === null) return undefined;
  const scoped = scope ? sql`AND r.${sql.raw(scope.column)} = ${scope.value}` : sql``;
  const repair = kindName === 'repair';
  const sparePartsPaise = repair ? sql`r.spare_parts_paise` : sql`0`;
  const head = await rowOf(
    db,
    headRow,
    sql`SELECT r.id, ${kind.name} AS kind, r.service_id AS "serviceId",
        ${sql.raw(ofService.columns.name)} AS "serviceName", r.status, r.source, r.request_from AS "requestFrom",
               r.user_name AS "userName",
               json_build_object('id', c.id, 'name', trim(c.first_name || ' ' || c.last_name), 'mobileNumber',
                 ${MOBILE_PREFIX}::text || c.mobile_number) AS customer,
               json_build_object('id', r.address_id, 'addressName', r.address_name, 'addressLine1', r.address_line1,
                 'addressLine2', r.address_line2,
                 'landmark', r.landmark, 'area', r.area, 'city', r.city, 'state', r.state, 'pincode',
                   r.pincode) AS address,
               json_build_object('date', to_char(r.appointment_date, 'YYYY-MM-DD'), 'slot',
                 r.appointment_slot) AS "appointmentSlot",
               json_build_object('channelPartnerId', r.channel_partner_id, 'channelPartnerName', cp.name,
                 'technicianId', r.technician_id,
                 'technicianName', CASE WHEN t.id IS NULL THEN NULL ELSE trim(t.first_name || ' ' || t.last_name) END)
                   AS assignee,
               json_build_object('method', r.payment_method, 'status', r.payment_status, 'pricePaise', r.price_paise,
                 'discountPaise', r.discount_paise,
                 'couponDiscountPaise', r.discount_paise, 'sparePartsPaise', ${sparePartsPaise}, 'adminDiscountPaise',
                   r.admin_discount_paise,
                 'adminDiscountReason', r.admin_discount_reason, 'adminDiscountBy', r.admin_discount_by,
                 'taxablePaise',
                   greatest(r.price_paise - r.discount_paise, 0) + ${sparePartsPaise} - r.admin_discount_paise,
                 'gstPaise', r.gst_paise, 'totalPaise', r.total_paise, 'igstPercent', r.igst_percent::float8,
                   'couponCode', r.coupon_code,
                 'couponPercent', r.coupon_percent::float8) AS payment,
               r.reward_points AS "rewardPoints", ${repair ? sql`r.spare_part_id` : sql`NULL::text`} AS "sparePartId",
               ${repair ? sql`r.diagnosis` : sql`NULL::text`} AS diagnosis, r.status_remark AS "statusRemark",
               ${repair ? sql`NULL::text` : sql`r.disposal_method`} AS "disposalMethod",
               r.booked_by_role AS "bookedByRole",
               ${instant('r.created_at')} AS "createdAt", ${instant('r.last_update')} AS "lastUpdate"
        FROM ${kind.table} r ${sql.raw(ofCustomer.join)} ${sql.raw(ofService.join)}
        ${sql.raw(ofPartner.join)} ${sql.raw(ofTechnician.join)}
        WHERE r.id = ${id} ${scoped}`,
  );
  if (!head) return undefined;
  const [products, issues, spareParts, documents, visits] = await Promise.all([
    productsOf(db, kindName, id),
    repair
      ? rowsOf(
          db,
          listed.issues.element,
          sql`SELECT issue_id AS "issueId", name, description FROM request_issues WHERE request_id = ${id}
              ORDER BY position`,
        )
      : Promise.resolve([]),
    repair ? sparePartsOf(db, id) : Promise.resolve([]),
    documentsOf(db, kindName, id),
    visitsOf(db, kindName, id),
  ]);
  return { ...head, products, issues, spareParts, documents, visits, discount: head.payment.discountPaise / 100 };
}

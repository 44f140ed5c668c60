import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { REQUEST_ID_PREFIXES } from '../../../../domain/requests/booking';
import type { RequestKindName } from '../../../../domain/requests/statuses';
import { auditColumns } from './columns';
import { customerAddresses, customerProducts, customers } from './customers';
import { brands, eWasteItems, issues, products, services } from './masters';
import { channelPartners, dealers, technicians } from './parties';

/**
 * Request ids (docs/rules/requests.md): a prefix per service and a sequence per prefix, so ids are unique across API
 * processes; the booking writes `prefix || lpad(nextval(sequence), 8, '0')` (REQ00001234).
 */
export const requestIdSeqReq = pgSequence('request_ids_req_seq', { startWith: 1 });
export const requestIdSeqEreq = pgSequence('request_ids_ereq_seq', { startWith: 1 });
export const requestIdSeqPreq = pgSequence('request_ids_preq_seq', { startWith: 1 });
export const requestIdSeqUreq = pgSequence('request_ids_ureq_seq', { startWith: 1 });
export const requestIdSeqTreq = pgSequence('request_ids_treq_seq', { startWith: 1 });
/**
 * The sequence of each request id prefix (domain/requests/booking.ts REQUEST_ID_PREFIXES: the compiler holds the keys
 * to them).
 */
export const REQUEST_ID_SEQUENCES = {
  REQ: 'request_ids_req_seq',
  EREQ: 'request_ids_ereq_seq',
  PREQ: 'request_ids_preq_seq',
  UREQ: 'request_ids_ureq_seq',
  TREQ: 'request_ids_treq_seq',
} as const satisfies Record<(typeof REQUEST_ID_PREFIXES)[keyof typeof REQUEST_ID_PREFIXES], string>;

export const paymentIdSeq = pgSequence('payments_id_seq', { startWith: 100001 });

/** The customer product a request is for, with the catalogue product, type and brand it had when booked. */
const bookedProductColumns = () => ({
  userProductId: text('user_product_id')
    .notNull()
    .references(() => customerProducts.id),
  productId: text('product_id')
    .notNull()
    .references(() => products.id),
  productType: text('product_type').notNull(),
  brandId: text('brand_id')
    .notNull()
    .references(() => brands.id),
});

const paise = (name: string) => integer(name).notNull().default(0);

/**
 * What a repair request and a pick-up request both hold: who (customer, partner, technician or collection agent, the
 * dealer who booked), where (a copy of the address booked for), when (the slot), how it is paid (amounts in paise, as
 * the server computed them), and its status. The parties are columns so each role's scope is a WHERE on an index.
 */
const bookingColumns = () => ({
  id: text('id').primaryKey(),
  serviceId: text('service_id')
    .notNull()
    .references(() => services.id),
  customerId: text('customer_id')
    .notNull()
    .references(() => customers.id),
  userName: text('user_name').notNull(),
  channelPartnerId: text('channel_partner_id')
    .notNull()
    .references(() => channelPartners.id),
  technicianId: text('technician_id').references(() => technicians.id),
  /** The dealer who booked it (null when staff booked): a dealer sees these only. */
  dealerId: text('dealer_id').references(() => dealers.id),
  bookedBy: text('booked_by').notNull(),
  bookedByRole: text('booked_by_role').notNull(),
  source: text('source').notNull(),
  requestFrom: text('request_from').notNull(),
  status: text('status').notNull().default('Open'),
  addressId: text('address_id').references(() => customerAddresses.id),
  addressName: text('address_name').notNull(),
  addressLine1: text('address_line1').notNull(),
  addressLine2: text('address_line2').notNull().default(''),
  landmark: text('landmark').notNull().default(''),
  area: text('area').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  pincode: integer('pincode').notNull(),
  appointmentDate: date('appointment_date').notNull(),
  appointmentSlot: text('appointment_slot').notNull(),
  paymentMethod: text('payment_method').notNull(),
  paymentStatus: text('payment_status').notNull(),
  pricePaise: paise('price_paise'),
  discountPaise: paise('discount_paise'),
  gstPaise: paise('gst_paise'),
  totalPaise: paise('total_paise'),
  igstPercent: numeric('igst_percent', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
  couponCode: text('coupon_code'),
  couponPercent: numeric('coupon_percent', { precision: 5, scale: 2, mode: 'number' }),
  rewardPoints: integer('reward_points').notNull().default(0),
  /** The admin's discount on the amount due (paise), who gave it and why (PUT requests/{id}/discount). */
  adminDiscountPaise: paise('admin_discount_paise'),
  adminDiscountReason: text('admin_discount_reason'),
  adminDiscountBy: text('admin_discount_by'),
  /** The remark of the latest status change. */
  statusRemark: text('status_remark'),
  ...auditColumns(),
});

/** Every list filter and its default sort (newest update first) has an index; so does each party's scope. */
const bookingIndexes = (
  table: string,
  t: {
    lastUpdate: AnyPgColumn;
    id: AnyPgColumn;
    customerId: AnyPgColumn;
    createdAt: AnyPgColumn;
    channelPartnerId: AnyPgColumn;
    technicianId: AnyPgColumn;
    dealerId: AnyPgColumn;
    status: AnyPgColumn;
    serviceId: AnyPgColumn;
    appointmentDate: AnyPgColumn;
    appointmentSlot: AnyPgColumn;
    userName: AnyPgColumn;
  },
) => [
  index(`${table}_last_update_idx`).on(t.lastUpdate, t.id),
  index(`${table}_customer_idx`).on(t.customerId, t.createdAt),
  index(`${table}_user_name_idx`).on(t.userName, t.lastUpdate, t.id),
  index(`${table}_partner_idx`).on(t.channelPartnerId, t.lastUpdate, t.id),
  // A partner's requests by status: a partner holds thousands, so its counted status tabs read this index alone.
  index(`${table}_partner_status_idx`).on(t.channelPartnerId, t.status, t.lastUpdate, t.id),
  index(`${table}_technician_idx`).on(t.technicianId, t.lastUpdate, t.id),
  index(`${table}_dealer_idx`).on(t.dealerId, t.lastUpdate, t.id),
  index(`${table}_status_idx`).on(t.status, t.lastUpdate, t.id),
  // The booking date range (with or without statuses) and its sort; the capped count of statuses in a range reads only
  // this index.
  index(`${table}_created_idx`).on(t.createdAt, t.id),
  index(`${table}_status_created_idx`).on(t.status, t.createdAt, t.id),
  index(`${table}_service_idx`).on(t.serviceId, t.lastUpdate, t.id),
  index(`${table}_appointment_idx`).on(t.appointmentDate, t.id),
  // A partner's or technician's visits of a day in slot order (the dashboards' visit lists), without reading their
  // other days.
  index(`${table}_partner_visits_idx`).on(t.channelPartnerId, t.appointmentDate, t.appointmentSlot, t.id),
  index(`${table}_technician_visits_idx`).on(t.technicianId, t.appointmentDate, t.appointmentSlot, t.id),
];

/** Repair requests: one customer product, its issues. */
export const requests = pgTable(
  'requests',
  {
    ...bookingColumns(),
    ...bookedProductColumns(),
    categoryId: text('category_id').notNull(),
    sparePartId: text('spare_part_id'),
    /** What the technician or partner found (PUT requests/{id}/diagnosis). */
    diagnosis: text('diagnosis'),
    /** The spare parts' total (paise), kept with the request_spare_parts rows it sums. */
    sparePartsPaise: paise('spare_parts_paise'),
  },
  (t) => bookingIndexes('requests', t),
);

/** The issues of a repair request: a master issue, or a free-text one when the product has none listed. */
export const requestIssues = pgTable(
  'request_issues',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    issueId: text('issue_id').references(() => issues.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.position] })],
);

/** Pick-up requests of the waste services (e-waste, plastic, used cooking oil, textile): several products. */
export const pickUpRequests = pgTable(
  'pick_up_requests',
  {
    ...bookingColumns(),
    /** How the collected waste was disposed of, recorded when the pick-up is completed. */
    disposalMethod: text('disposal_method'),
  },
  (t) => bookingIndexes('pick_up_requests', t),
);

export const pickUpRequestProducts = pgTable(
  'pick_up_request_products',
  {
    requestId: text('request_id')
      .notNull()
      .references(() => pickUpRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    ...bookedProductColumns(),
    /**
     * The waste item (category and unit of the e-waste master) the product is collected as, set by the partner or an
     * admin.
     */
    eWasteItemId: text('e_waste_item_id').references(() => eWasteItems.id),
    /** How many units or how much weight, in the item's unit of measure (uoms), to three decimals. */
    quantity: numeric('quantity', { precision: 12, scale: 3, mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.position] }),
    // A customer product is on a request once; the product routes address the line by it.
    uniqueIndex('pick_up_request_products_user_product_uq').on(t.requestId, t.userProductId),
    check('pick_up_request_products_quantity_ck', sql`${t.quantity} IS NULL OR ${t.quantity} > 0`),
  ],
);

/** A holder's units of one service in one slot of one day: how many it can take, how many are taken. */
export const slotUnitColumns = () => ({
  serviceId: text('service_id')
    .notNull()
    .references(() => services.id),
  day: date('day').notNull(),
  slot: text('slot').notNull(),
  capacity: integer('capacity').notNull(),
  booked: integer('booked').notNull().default(0),
});

/** The CHECK that makes overbooking impossible whatever the code does. */
export const bookedWithinCapacity = (table: string, t: { booked: AnyPgColumn; capacity: AnyPgColumn }) =>
  check(`${table}_booked_within`, sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`);

/**
 * One unit of a partner's capacity per booking, per service, day and slot (docs/rules/requests.md): the booking
 * inserts the slot row (ON CONFLICT DO NOTHING) and takes a unit with `booked = booked + 1 WHERE booked < capacity` in
 * the transaction that inserts the request; the CHECK makes overbooking impossible whatever the code does.
 */
export const slotCapacity = pgTable(
  'slot_capacity',
  {
    channelPartnerId: text('channel_partner_id')
      .notNull()
      .references(() => channelPartners.id),
    ...slotUnitColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.channelPartnerId, t.serviceId, t.day, t.slot] }),
    bookedWithinCapacity('slot_capacity', t),
  ],
);

/**
 * Submissions already answered (the Idempotency-Key header of a booking): the same key from the same user answers
 * with the request it created, whichever process gets the retry.
 */
export const bookingSubmissions = pgTable(
  'booking_submissions',
  {
    userId: text('user_id').notNull(),
    key: text('key').notNull(),
    /** SHA-256 of the body: the same key with another body is refused. */
    bodyHash: text('body_hash').notNull(),
    requestId: text('request_id').notNull(),
    requestKind: text('request_kind').$type<RequestKindName>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('booking_submissions_created_idx').on(t.createdAt)],
);

/**
 * The payments of a request: one per amount asked of the customer (the booking, charges added
 * later), each with its method, status and amount in paise; at most one open (Created or Unpaid) at a time.
 */
export const payments = pgTable(
  'payments',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'PAY' || nextval('payments_id_seq')`),
    requestId: text('request_id').notNull(),
    requestKind: text('request_kind').$type<RequestKindName>().notNull(),
    method: text('method').notNull(),
    status: text('status').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** 'Booking', or 'Charges' asked later (server/src/db/schema/payments.ts has its transactions). */
    purpose: text('purpose').notNull().default('Booking'),
    /** The gateway of a link payment ('sandbox' or 'razorpay'), its link id and the link sent to the customer. */
    gateway: text('gateway'),
    gatewayLinkId: text('gateway_link_id'),
    linkUrl: text('link_url'),
    ...auditColumns(),
  },
  (t) => [
    index('payments_request_idx').on(t.requestId),
    index('payments_status_idx').on(t.status, t.lastUpdate),
    index('payments_method_idx').on(t.method, t.lastUpdate),
    uniqueIndex('payments_gateway_link_idx').on(t.gateway, t.gatewayLinkId),
    uniqueIndex('payments_open_request_idx')
      .on(t.requestKind, t.requestId)
      .where(sql`${t.status} IN ('Created', 'Unpaid')`),
  ],
);

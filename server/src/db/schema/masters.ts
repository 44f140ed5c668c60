import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MASTER_CATALOGUE, type MasterKey } from '../../../../domain/masters/catalogue';
import type { RequestKindName } from '../../../../domain/requests/statuses';
import { auditColumns } from './columns';

const audit = auditColumns();

export const productIdSeq = pgSequence('products_id_seq', { startWith: 101 });
export const brandIdSeq = pgSequence('brands_id_seq', { startWith: 101 });
// Seeded services end at SID105 and categories at CID111; generated ids continue after them.
export const serviceIdSeq = pgSequence('services_id_seq', { startWith: 106 });
export const categoryIdSeq = pgSequence('categories_id_seq', { startWith: 112 });

/**
 * `id text PRIMARY KEY DEFAULT '<prefix>' || nextval('<sequence>')`: readable ids like MID101, the prefix the master's
 * catalogue entry names (domain/masters/catalogue.ts idPrefix).
 */
const prefixedId = (master: MasterKey, sequence: string) =>
  text('id')
    .primaryKey()
    .default(sql.raw(`'${MASTER_CATALOGUE[master].idPrefix}' || nextval('${sequence}')`));
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });
const publish = () => text('status').notNull().default('Publish');
/**
 * The default order of every master list (newest update first, id breaking ties), for admins and, within what they
 * may see (published or active), for everyone else: page 1 reads ten index entries and the capped count an index.
 */
const byLastUpdate = (table: string, t: { lastUpdate: AnyPgColumn; id: AnyPgColumn }, visible?: AnyPgColumn) => [
  index(`${table}_last_update_idx`).on(t.lastUpdate, t.id),
  ...(visible ? [index(`${table}_visible_idx`).on(visible, t.lastUpdate, t.id)] : []),
];

export const services = pgTable(
  'services',
  {
    id: prefixedId('service', 'services_id_seq'),
    type: text('type').notNull(),
    name: text('name').notNull(),
    status: text('status').notNull().default('Publish'),
    ...audit,
  },
  (t) => [...byLastUpdate('services', t, t.status)],
);

export const categories = pgTable(
  'categories',
  {
    id: prefixedId('category', 'categories_id_seq'),
    name: text('name').notNull(),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    status: text('status').notNull().default('Publish'),
    ...audit,
  },
  (t) => [
    uniqueIndex('categories_name_uq').on(sql`lower(${t.name})`),
    index('categories_service_idx').on(t.serviceId),
    ...byLastUpdate('categories', t, t.status),
  ],
);

export const products = pgTable(
  'products',
  {
    id: prefixedId('product', 'products_id_seq'),
    name: text('name').notNull(),
    status: text('status').notNull().default('Publish'),
    categoryId: text('category_id').references(() => categories.id),
    productTypes: text('product_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    image: jsonb('image'),
    ...audit,
  },
  (t) => [
    uniqueIndex('products_name_uq').on(sql`lower(${t.name})`),
    ...byLastUpdate('products', t, t.status),
    index('products_category_idx').on(t.categoryId),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: prefixedId('brand', 'brands_id_seq'),
    name: text('name').notNull(),
    status: text('status').notNull().default('Publish'),
    logo: jsonb('logo'),
    ...audit,
  },
  (t) => [uniqueIndex('brands_name_uq').on(sql`lower(${t.name})`), ...byLastUpdate('brands', t, t.status)],
);

export const modelIdSeq = pgSequence('models_id_seq', { startWith: 101 });
export const uomIdSeq = pgSequence('uoms_id_seq', { startWith: 101 });
export const sparePartIdSeq = pgSequence('spare_parts_id_seq', { startWith: 101 });
export const gstIdSeq = pgSequence('gst_slabs_id_seq', { startWith: 101 });
export const servicePriceIdSeq = pgSequence('service_prices_id_seq', { startWith: 101 });
export const sparePartPriceIdSeq = pgSequence('spare_part_prices_id_seq', { startWith: 101 });
export const issueIdSeq = pgSequence('issues_id_seq', { startWith: 101 });
export const repairServiceIdSeq = pgSequence('repair_services_id_seq', { startWith: 101 });
export const serviceTypeIdSeq = pgSequence('service_types_id_seq', { startWith: 101 });
export const rewardPointIdSeq = pgSequence('reward_points_id_seq', { startWith: 101 });
export const couponIdSeq = pgSequence('coupons_id_seq', { startWith: 101 });
export const eWasteItemIdSeq = pgSequence('e_waste_items_id_seq', { startWith: 101 });
export const disposalMethodIdSeq = pgSequence('disposal_methods_id_seq', { startWith: 101 });

/** Model master: the booking suggests models of a product and brand, latest first. */
export const models = pgTable(
  'models',
  {
    id: prefixedId('model', 'models_id_seq'),
    modelNo: text('model_no').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productType: text('product_type').notNull(),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    status: publish(),
    ...audit,
  },
  (t) => [
    uniqueIndex('models_brand_model_no_uq').on(t.brandId, sql`lower(${t.modelNo})`),
    index('models_product_brand_idx').on(t.productId, t.brandId, t.lastUpdate, t.id),
    index('models_category_idx').on(t.categoryId),
    ...byLastUpdate('models', t, t.status),
  ],
);

export const uoms = pgTable(
  'uoms',
  {
    id: prefixedId('uom', 'uoms_id_seq'),
    name: text('name').notNull(),
    code: text('code').notNull(),
    status: publish(),
    ...audit,
  },
  (t) => [
    uniqueIndex('uoms_name_uq').on(sql`lower(${t.name})`),
    uniqueIndex('uoms_code_uq').on(sql`lower(${t.code})`),
    ...byLastUpdate('uoms', t, t.status),
  ],
);

export const spareParts = pgTable(
  'spare_parts',
  {
    id: prefixedId('sparePart', 'spare_parts_id_seq'),
    partNumber: text('part_number').notNull(),
    name: text('name').notNull(),
    uomId: text('uom_id')
      .notNull()
      .references(() => uoms.id),
    hsnCode: text('hsn_code').notNull(),
    price: money('price').notNull(),
    generic: boolean('generic').notNull().default(false),
    status: publish(),
    ...audit,
  },
  (t) => [
    uniqueIndex('spare_parts_part_number_uq').on(sql`lower(${t.partNumber})`),
    index('spare_parts_uom_idx').on(t.uomId),
    ...byLastUpdate('spare_parts', t, t.status),
  ],
);

/** A spare part fits these models (addSparePart / assignSparePart), optionally at a model-specific price. */
export const sparePartModels = pgTable(
  'spare_part_models',
  {
    sparePartId: text('spare_part_id')
      .notNull()
      .references(() => spareParts.id),
    modelId: text('model_id')
      .notNull()
      .references(() => models.id),
    price: money('price'),
    ...audit,
  },
  (t) => [primaryKey({ columns: [t.sparePartId, t.modelId] }), index('spare_part_models_model_idx').on(t.modelId)],
);

export const gstSlabs = pgTable(
  'gst_slabs',
  {
    id: prefixedId('gst', 'gst_slabs_id_seq'),
    slab: integer('slab').notNull(),
    hsnSac: text('hsn_sac').notNull(),
    description: text('description'),
    status: publish(),
    ...audit,
  },
  (t) => [uniqueIndex('gst_slabs_slab_hsn_uq').on(t.slab, t.hsnSac), ...byLastUpdate('gst_slabs', t, t.status)],
);

/** Service prices keyed as the booking reads them: service, category, product, product type, brand. */
export const servicePrices = pgTable(
  'service_prices',
  {
    id: prefixedId('servicePrice', 'service_prices_id_seq'),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    productType: text('product_type').notNull(),
    brandId: text('brand_id')
      .notNull()
      .references(() => brands.id),
    sellingPrice: money('selling_price').notNull(),
    mrp: money('mrp').notNull(),
    active: boolean('active').notNull().default(true),
    gstId: text('gst_id')
      .notNull()
      .references(() => gstSlabs.id),
    ...audit,
  },
  (t) => [
    index('service_prices_key_idx').on(t.productId, t.brandId, t.productType, t.serviceId, t.categoryId),
    index('service_prices_brand_idx').on(t.brandId),
    index('service_prices_category_idx').on(t.categoryId),
    index('service_prices_service_idx').on(t.serviceId),
    index('service_prices_gst_idx').on(t.gstId),
    ...byLastUpdate('service_prices', t, t.active),
  ],
);

export const sparePartPrices = pgTable(
  'spare_part_prices',
  {
    id: prefixedId('sparePartPrice', 'spare_part_prices_id_seq'),
    sparePartId: text('spare_part_id')
      .notNull()
      .references(() => spareParts.id),
    modelId: text('model_id').references(() => models.id),
    sellingPrice: money('selling_price').notNull(),
    mrp: money('mrp').notNull(),
    active: boolean('active').notNull().default(true),
    ...audit,
  },
  (t) => [
    index('spare_part_prices_part_idx').on(t.sparePartId, t.modelId),
    index('spare_part_prices_model_idx').on(t.modelId),
    ...byLastUpdate('spare_part_prices', t, t.active),
  ],
);

export const issues = pgTable(
  'issues',
  {
    id: prefixedId('issue', 'issues_id_seq'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    status: publish(),
    ...audit,
  },
  (t) => [uniqueIndex('issues_name_uq').on(sql`lower(${t.name})`), ...byLastUpdate('issues', t, t.status)],
);

export const productIssues = pgTable(
  'product_issues',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    issueId: text('issue_id')
      .notNull()
      .references(() => issues.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.issueId] }), index('product_issues_issue_idx').on(t.issueId)],
);

export const repairServices = pgTable(
  'repair_services',
  {
    id: prefixedId('repairService', 'repair_services_id_seq'),
    name: text('name').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    status: publish(),
    ...audit,
  },
  (t) => [
    uniqueIndex('repair_services_product_name_uq').on(t.productId, sql`lower(${t.name})`),
    ...byLastUpdate('repair_services', t, t.status),
  ],
);

export const serviceTypes = pgTable(
  'service_types',
  {
    id: prefixedId('serviceType', 'service_types_id_seq'),
    name: text('name').notNull(),
    status: publish(),
    ...audit,
  },
  (t) => [
    uniqueIndex('service_types_name_uq').on(sql`lower(${t.name})`),
    ...byLastUpdate('service_types', t, t.status),
  ],
);

export const rewardPoints = pgTable(
  'reward_points',
  {
    id: prefixedId('rewardPoint', 'reward_points_id_seq'),
    event: text('event').notNull(),
    points: integer('points').notNull(),
    status: publish(),
    ...audit,
  },
  (t) => [uniqueIndex('reward_points_event_uq').on(t.event), ...byLastUpdate('reward_points', t, t.status)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: prefixedId('coupon', 'coupons_id_seq'),
    code: text('code').notNull(),
    percentage: numeric('percentage', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    /** Bookings the coupon may give in all, and per customer (null: no limit); counted in coupon_uses. */
    totalUseLimit: integer('total_use_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    active: boolean('active').notNull().default(true),
    ...audit,
  },
  (t) => [
    uniqueIndex('coupons_code_uq').on(sql`lower(${t.code})`),
    ...byLastUpdate('coupons', t, t.active),
    check('coupons_total_use_limit_ck', sql`${t.totalUseLimit} IS NULL OR ${t.totalUseLimit} >= 1`),
    check('coupons_per_customer_limit_ck', sql`${t.perCustomerLimit} IS NULL OR ${t.perCustomerLimit} >= 1`),
  ],
);

/**
 * One row per booking that applied a coupon: the booking transaction counts a coupon's rows with the coupon
 * row locked, so its use limits hold across processes; cancelling the booking deletes its row (the use is given back).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    couponId: text('coupon_id')
      .notNull()
      .references(() => coupons.id),
    customerId: text('customer_id').notNull(),
    requestId: text('request_id').notNull(),
    requestKind: text('request_kind').$type<RequestKindName>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.requestKind, t.requestId] }),
    index('coupon_uses_coupon_customer_idx').on(t.couponId, t.customerId),
  ],
);

/** Items of the waste services (e-waste, plastic, UCO, textile) with their unit and rate. */
export const eWasteItems = pgTable(
  'e_waste_items',
  {
    id: prefixedId('eWasteItem', 'e_waste_items_id_seq'),
    serviceId: text('service_id')
      .notNull()
      .references(() => services.id),
    categoryId: text('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    uomId: text('uom_id')
      .notNull()
      .references(() => uoms.id),
    rate: money('rate').notNull(),
    status: publish(),
    ...audit,
  },
  (t) => [
    uniqueIndex('e_waste_items_category_name_uq').on(t.categoryId, sql`lower(${t.name})`),
    index('e_waste_items_service_idx').on(t.serviceId),
    index('e_waste_items_uom_idx').on(t.uomId),
    ...byLastUpdate('e_waste_items', t, t.status),
  ],
);

export const disposalMethods = pgTable(
  'disposal_methods',
  {
    id: prefixedId('disposalMethod', 'disposal_methods_id_seq'),
    name: text('name').notNull(),
    ...audit,
  },
  (t) => [uniqueIndex('disposal_methods_name_uq').on(t.name), ...byLastUpdate('disposal_methods', t)],
);

export const pincodes = pgTable(
  'pincodes',
  {
    id: serial('id').primaryKey(),
    code: integer('code').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull(),
    state: text('state').notNull(),
    status: text('status').notNull().default('Active'),
  },
  (t) => [
    uniqueIndex('pincodes_code_area_uq').on(t.code, t.area),
    index('pincodes_cascade_idx').on(t.state, t.district, t.city),
    // The list's default order (code), alone and within a state, with its tie-breaker.
    index('pincodes_code_idx').on(t.code, t.id),
    index('pincodes_state_code_idx').on(t.state, t.code, t.id),
    // Area search as the user types (ILIKE '%...%') across all 155k areas; needs the pg_trgm extension.
    index('pincodes_area_trgm_idx').using('gin', sql`${t.area} gin_trgm_ops`),
  ],
);

/** Branch details imported from Razorpay's IFSC release (npm run import:ifsc). */
export const ifscBranches = pgTable('ifsc_branches', {
  ifsc: text('ifsc').primaryKey(),
  bank: text('bank').notNull(),
  branch: text('branch').notNull(),
  city: text('city').notNull(),
  district: text('district'),
  state: text('state'),
  address: text('address'),
});

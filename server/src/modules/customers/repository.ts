import { sql, type SQL } from 'drizzle-orm';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { CUSTOMER_MESSAGES } from '../../../../domain/customers/customer';
import { PARTY_ENTITY_TYPES } from '../../../../domain/partyEntities';
import { z } from 'zod';
import {
  CUSTOMER_NAME_MATCHES,
  type CustomerAddressRecord,
  customerAddressRecordSchema,
  CustomerProductRecord,
  customerProductRecordSchema,
  CustomerRecord,
  customerRecordSchema,
} from '../../../../domain/customers/records';
import { column, type Executor, rowOf, rowsOf } from '../../platform/db';
import { brandJoin, productJoin } from '../masters';
import { CUSTOMER_ID_PATTERN } from './schemas';

export const CUSTOMER_ENTITY = PARTY_ENTITY_TYPES.customer;
export const CUSTOMER_NOT_FOUND = CUSTOMER_MESSAGES.notFound;

/**
 * Mobiles are stored as ten digits and answered with their +91; an empty alternate stays empty, and so
 * does the opaque token an erased customer has in place of a mobile (their customer id).
 */
export const withPrefix = (mobile: string) => (/^\d+$/.test(mobile) ? `${MOBILE_PREFIX}${mobile}` : mobile);

/** The customer of a ten-digit mobile or of an id: the unique mobile index or the primary key answers it. */
export const byKey = (key: string): SQL =>
  CUSTOMER_ID_PATTERN.test(key) ? sql`c.id = ${key}` : sql`c.mobile_number = ${key}`;

/** `text` as a LIKE pattern that matches it literally (backslash is LIKE's escape character). */
const literalLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The customers whose "first last" contains `name`, case-insensitively, by name: the expression is the one of the
 * trigram index customers_name_trgm_idx, so the index finds them among millions.
 */
export const nameMatches = (name: string): SQL =>
  sql`SELECT id, user_name AS username, first_name AS "firstName", last_name AS "lastName",
      mobile_number AS "mobileNumber" FROM customers
    WHERE lower(first_name || ' ' || last_name) LIKE lower(${`%${literalLike(name)}%`})
    ORDER BY lower(first_name || ' ' || last_name), id LIMIT ${CUSTOMER_NAME_MATCHES}`;

const customerHeadRow = z.object({ id: z.string(), userName: z.string(), rewardPoints: z.number() });
export type CustomerHead = z.infer<typeof customerHeadRow>;

export async function customerHead(
  db: Executor,
  where: SQL,
  options: { lock?: boolean } = {},
): Promise<CustomerHead | undefined> {
  const lock = options.lock ? sql.raw(' FOR UPDATE') : sql.raw('');
  return rowOf(
    db,
    customerHeadRow,
    sql`SELECT c.id, c.user_name AS "userName", c.reward_points AS "rewardPoints"
      FROM customers c WHERE ${where}${lock}`,
  );
}

const ADDRESS_COLUMNS = sql.raw(
  `a.id, a.name, a.line1, a.line2, a.landmark, a.area, a.city, a.state, a.pincode, a.is_default AS "default"`,
);

export async function readAddresses(
  db: Executor,
  customerId: string,
  addressId?: string,
): Promise<CustomerAddressRecord[]> {
  const one = addressId ? sql` AND a.id = ${addressId}` : sql``;
  return rowsOf(
    db,
    customerAddressRecordSchema,
    sql`SELECT ${ADDRESS_COLUMNS} FROM customer_addresses a
      WHERE a.customer_id = ${customerId} AND a.deleted_at IS NULL${one} ORDER BY a.created_at, a.id`,
  );
}

/** The product and brand come as their names beside the product's columns; purchase_date is already text. */
const productRow = customerProductRecordSchema
  .omit({ product: true, brand: true })
  .extend({ productName: z.string(), brandName: z.string() });

const ofProduct = productJoin('p', 'cp.product_id');
const ofBrand = brandJoin('b', 'cp.brand_id');

/** A customer's products that can still be chosen or shown (a removed one that a request keeps is Inactive). */
export async function readProducts(
  db: Executor,
  customerId: string,
  productId?: string,
): Promise<CustomerProductRecord[]> {
  const one = productId ? sql` AND cp.id = ${productId}` : sql` AND cp.status <> 'Inactive'`;
  const found = await rowsOf(
    db,
    productRow,
    sql`SELECT cp.id, cp.nick_name AS "nickName", cp.product_id AS "productId", cp.product_type AS "productType",
        cp.brand_id AS "brandId", COALESCE(${sql.raw(ofProduct.columns.categoryId)}, '') AS "categoryId",
        cp.model_no AS "modelNo", cp.serial_no AS "serialNo", to_char(cp.purchase_date, 'YYYY-MM-DD') AS "purchaseDate",
        cp.additional_documents AS "additionalDocuments", cp.customer_id AS "userId",
        cp.status, cp.is_editable AS "isEditable", cp.warranty_status AS "warrantyStatus",
        ${sql.raw(ofProduct.columns.name)} AS "productName", ${sql.raw(ofBrand.columns.name)} AS "brandName"
      FROM customer_products cp ${sql.raw(`${ofProduct.join} ${ofBrand.join}`)}
      WHERE cp.customer_id = ${customerId}${one} ORDER BY cp.created_at, cp.id`,
  );
  return found.map(({ productName, brandName, ...product }) => ({
    ...product,
    product: { name: productName },
    brand: { name: brandName },
  }));
}

/** The customer's own columns: the answer's, with the code and points always there and the times as stored. */
const customerRow = customerRecordSchema
  .pick({ id: true, firstName: true, lastName: true, email: true, mobileNumber: true, altMobileNumber: true })
  .extend({
    userName: z.string(),
    pincode: z.number(),
    referralCode: z.string(),
    rewardPoints: z.number(),
    createdAt: column.instant,
    lastUpdate: column.instant,
  });

/** The whole customer as the API answers it; a dealer's answer leaves out the referral code and reward points. */
export async function readCustomer(
  db: Executor,
  where: SQL,
  options: { forDealer?: boolean } = {},
): Promise<CustomerRecord | undefined> {
  const row = await rowOf(
    db,
    customerRow,
    sql`SELECT c.id, c.user_name AS "userName", c.first_name AS "firstName", c.last_name AS "lastName", c.email,
        c.mobile_number AS "mobileNumber", c.alt_mobile_number AS "altMobileNumber", c.pincode,
        c.referral_code AS "referralCode", c.reward_points AS "rewardPoints",
        c.created_at AS "createdAt", c.last_update AS "lastUpdate"
      FROM customers c WHERE ${where}`,
  );
  if (!row) return undefined;
  const [addresses, products] = await Promise.all([readAddresses(db, row.id), readProducts(db, row.id)]);
  return {
    id: row.id,
    username: row.userName,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobileNumber: withPrefix(row.mobileNumber),
    altMobileNumber: withPrefix(row.altMobileNumber),
    pincode: row.pincode,
    ...(!options.forDealer && { referralCode: row.referralCode, rewardPoints: row.rewardPoints }),
    addresses,
    products,
    createdAt: row.createdAt,
    lastUpdate: row.lastUpdate,
  };
}

import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { customerAddressRecordSchema } from '../../../../domain/customers/records';
import { type Executor, rowOf, rowsOf } from '../../platform/db';
import { productJoin } from '../masters';

/** What a booking copies of its customer. */
const bookingCustomerRow = z.object({
  id: z.string(),
  userName: z.string(),
  name: z.string(),
  mobileNumber: z.string(),
});
export type BookingCustomer = z.infer<typeof bookingCustomerRow>;

/** One of the customer's addresses, as a booking copies it. */
const bookingAddressRow = customerAddressRecordSchema.omit({ default: true });
export type BookingAddress = z.infer<typeof bookingAddressRow>;

/** A customer's product as a booking takes it, with the category its price is looked up by. */
const bookedProductRow = z.object({
  userProductId: z.string(),
  productId: z.string(),
  productType: z.string(),
  brandId: z.string(),
  categoryId: z.string().nullable(),
});
export type BookedProduct = z.infer<typeof bookedProductRow>;

/** The customer a booking is for, by user name (the mobile). */
export const bookingCustomer = (db: Executor, userName: string) =>
  rowOf(
    db,
    bookingCustomerRow,
    sql`SELECT id, user_name AS "userName", trim(first_name || ' ' || last_name) AS name,
        mobile_number AS "mobileNumber" FROM customers WHERE user_name = ${userName}`,
  );

/** One of the customer's own addresses that is not deleted. */
export const bookingAddress = (db: Executor, customerId: string, addressId: string) =>
  rowOf(
    db,
    bookingAddressRow,
    sql`SELECT id, name, line1, line2, landmark, area, city, state, pincode FROM customer_addresses
        WHERE id = ${addressId} AND customer_id = ${customerId} AND deleted_at IS NULL`,
  );

const ofProduct = productJoin('p', 'up.product_id');

/** Those of the given products that are the customer's own and Active. */
export const activeCustomerProducts = (db: Executor, customerId: string, userProductIds: string[]) =>
  rowsOf(
    db,
    bookedProductRow,
    sql`SELECT up.id AS "userProductId", up.product_id AS "productId", up.product_type AS "productType",
               up.brand_id AS "brandId",
               ${sql.raw(ofProduct.columns.categoryId)} AS "categoryId"
        FROM customer_products up ${sql.raw(ofProduct.join)}
        WHERE up.id = ANY(${sql.param(userProductIds)}::text[]) AND up.customer_id = ${customerId}
          AND up.status = 'Active'`,
  );

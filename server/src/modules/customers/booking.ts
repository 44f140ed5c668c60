import { sql } from 'drizzle-orm';
import { type Executor, firstRow, rows } from '../../platform/db';

/** What a booking copies of its customer. */
export interface BookingCustomer {
  id: string;
  userName: string;
  name: string;
  mobileNumber: string;
}

/** One of the customer's addresses, as a booking copies it. */
export interface BookingAddress {
  id: string;
  name: string;
  line1: string;
  line2: string;
  landmark: string;
  area: string;
  city: string;
  state: string;
  pincode: number;
}

/** A customer's product as a booking takes it, with the category its price is looked up by. */
export interface BookedProduct {
  userProductId: string;
  productId: string;
  productType: string;
  brandId: string;
  categoryId: string | null;
}

/** The customer a booking is for, by user name (the mobile). */
export const bookingCustomer = (db: Executor, userName: string) =>
  firstRow<BookingCustomer>(
    db,
    sql`SELECT id, user_name AS "userName", trim(first_name || ' ' || last_name) AS name, mobile_number AS "mobileNumber" FROM customers WHERE user_name = ${userName}`,
  );

/** One of the customer's own addresses that is not deleted. */
export const bookingAddress = (db: Executor, customerId: string, addressId: string) =>
  firstRow<BookingAddress>(
    db,
    sql`SELECT id, name, line1, line2, landmark, area, city, state, pincode FROM customer_addresses
        WHERE id = ${addressId} AND customer_id = ${customerId} AND deleted_at IS NULL`,
  );

/** Those of the given products that are the customer's own and Active. */
export const activeCustomerProducts = (db: Executor, customerId: string, userProductIds: string[]) =>
  rows<BookedProduct>(
    db,
    sql`SELECT up.id AS "userProductId", up.product_id AS "productId", up.product_type AS "productType", up.brand_id AS "brandId", p.category_id AS "categoryId"
        FROM customer_products up JOIN products p ON p.id = up.product_id
        WHERE up.id = ANY(${sql.param(userProductIds)}::text[]) AND up.customer_id = ${customerId} AND up.status = 'Active'`,
  );

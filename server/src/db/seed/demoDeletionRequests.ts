import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rowOf, idRow } from '../../platform/db';
import { saveUpload } from '../../platform/files';
import { demoPdf } from './demoFiles';

/**
 * Customers who asked to delete their account (only when SEED_DEMO is on), kept apart from the other demo flows and
 * browser tests so deleting one takes nothing from them: two open requests and one revoked.
 */
const DEMO_DELETION_CUSTOMERS = [
  {
    id: 'CUS000101',
    mobile: '9876500101',
    firstName: 'Kavitha',
    lastName: 'Rao',
    email: 'kavitha.rao@example.in',
    altMobile: '9876500111',
    status: 'open',
    remark: null,
    address: {
      line1: '5 Richmond Road',
      line2: 'Flat 2A',
      landmark: 'Near Baldwin School',
      pincode: 560001,
      area: 'Mahatma Gandhi Road',
      city: 'Bangalore North',
    },
    product: {
      nickName: 'Kitchen Fridge',
      brand: 'LG',
      product: 'Refrigerator',
      productType: 'Double Door',
      serialNo: 'LGRF2024KR01',
      document: 'invoice-lg-fridge.pdf',
    },
  },
  {
    id: 'CUS000102',
    mobile: '9876500102',
    firstName: 'Imran',
    lastName: 'Shaikh',
    email: 'imran.shaikh@example.in',
    altMobile: '',
    status: 'open',
    remark: null,
    address: {
      line1: '18 Hosur Road',
      line2: '',
      landmark: 'Opposite Forum Mall',
      pincode: 560034,
      area: 'Koramangala',
      city: 'Bangalore South',
    },
    product: null,
  },
  {
    id: 'CUS000103',
    mobile: '9876500103',
    firstName: 'Deepa',
    lastName: 'Joshi',
    email: '',
    altMobile: '',
    status: 'revoked',
    remark: 'Customer called back to keep the account',
    address: null,
    product: null,
  },
] as const;

/** Each customer, their address and product, and their deletion request: written once, so a restart keeps decisions. */
export async function seedDemoDeletionRequests(ctx: AppContext): Promise<void> {
  for (const c of DEMO_DELETION_CUSTOMERS) {
    const created = await rowOf(
      ctx.db,
      idRow,
      sql`INSERT INTO customers (id, user_name, first_name, last_name, email, mobile_number, alt_mobile_number, pincode,
          referral_code)
        VALUES (${c.id}, ${c.mobile}, ${c.firstName}, ${c.lastName}, ${c.email}, ${c.mobile}, ${c.altMobile},
          ${c.address?.pincode ?? 560001}, ${`DEMO${c.mobile.slice(-4)}`})
        ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (!created) continue;
    if (c.address) {
      const a = c.address;
      await ctx.db
        .execute(sql`INSERT INTO customer_addresses (customer_id, name, line1, line2, landmark, area, city, state,
            pincode, is_default)
        SELECT ${c.id}, 'Home', ${a.line1}, ${a.line2}, ${a.landmark}, area, ${a.city}, 'Karnataka', code, true
          FROM pincodes WHERE code = ${a.pincode} AND area = ${a.area}`);
    }
    if (c.product) {
      const p = c.product;
      const file = await saveUpload(ctx, {
        entityType: 'customerProduct',
        entityId: c.id,
        name: p.document,
        bytes: demoPdf(`Invoice ${p.brand} ${p.product} (demo)`),
        uploadedBy: null,
      });
      const refs = JSON.stringify([{ name: file.name, type: file.type, key: file.key }]);
      await ctx.db
        .execute(sql`INSERT INTO customer_products (customer_id, nick_name, product_id, product_type, brand_id,
            serial_no, warranty_status, additional_documents)
        SELECT ${c.id}, ${p.nickName}, pr.id, ${p.productType}, b.id, ${p.serialNo}, 'No', ${refs}::jsonb
          FROM products pr CROSS JOIN brands b WHERE pr.name = ${p.product} AND b.name = ${p.brand}`);
    }
    await ctx.db.execute(sql`INSERT INTO user_deletion_requests (customer_id, user_name, customer_name, status, remark)
      VALUES (${c.id}, ${c.mobile}, ${`${c.firstName} ${c.lastName}`}, ${c.status}, ${c.remark})`);
  }
}

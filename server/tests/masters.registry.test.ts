import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxPageSizeOf, type FilterOperator } from '../../domain/filters';
import {
  MASTER_KEYS,
  MASTER_REGISTRY,
  templatePath,
  type MasterKey,
  type MasterProperty,
  type MasterPropertyType,
} from '../../domain/masters/registry';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { seedMasterCatalogue } from '../src/db/seed/masterCatalogue';
import { bearer, startTestServer, type TestServer } from './support/testServer';

/**
 * Every master of MASTER_REGISTRY through HTTP, table-driven: create, read, filter, update, refuse a bad body,
 * roles, import of a file with a bad second row, delete.
 */
let server: TestServer;

/** Ids of seeded entries, looked up through the API. */
const ref = {} as Record<
  | 'repairService'
  | 'eWasteService'
  | 'homeAppliances'
  | 'itTelecom'
  | 'television'
  | 'sony'
  | 'nos'
  | 'kg'
  | 'gst'
  | 'capacitor'
  | 'kd43',
  string
>;

beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.app.ctx.db);
  await seedMasterCatalogue(server.app.ctx.db);
  const idOf = async (path: string, query: string) => {
    const found = await json<{ id: string }[]>('admin', 'GET', `master/${path}/getByOptions?${query}`);
    expect(found, `${path}?${query}`).toHaveLength(1);
    return found[0].id;
  };
  ref.repairService = await idOf('service', 'name=Repair');
  ref.eWasteService = await idOf('service', `name=${encodeURIComponent('E-Waste Pick-up')}`);
  ref.homeAppliances = await idOf('category', `name=${encodeURIComponent('Home Appliances')}`);
  ref.itTelecom = await idOf('category', `name=${encodeURIComponent('IT & Telecommunication Equipments')}`);
  ref.television = await idOf('product', 'name=Television');
  ref.sony = await idOf('brand', 'name=Sony');
  ref.nos = await idOf('uom', 'code=NOS');
  ref.kg = await idOf('uom', 'code=KGS');
  ref.gst = await idOf('gst', 'hsnSac=9987');
  ref.capacitor = await idOf('sparePart', 'partNumber=GEN-CAP-35UF');
  ref.kd43 = await idOf('model', 'modelNo=KD-43X75L');
});
afterAll(() => server?.close());

type Who = keyof TestServer['tokens'];
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Body = Record<string, unknown>;

const call = (who: Who | undefined, method: Method, url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? bearer(server.tokens[who]) : {},
    ...(payload && { payload }),
  });
async function json<T = any>(who: Who, method: Method, url: string, payload?: object, status = 200): Promise<T> {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json() as T;
}

function upload(path: string, csv: string) {
  const boundary = '----reloop-registry-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
        `filename="import.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: `/api/${path}/import`,
    headers: { ...bearer(server.tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

/** The default filter operator of a property's type. */
const DEFAULT_OPERATOR: Record<MasterPropertyType, FilterOperator> = {
  text: 'contains',
  number: 'equal',
  enum: 'equal',
  boolean: 'equal',
  date: 'dateEqual',
  timestamp: 'dateEqual',
};

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const csvCell = (value: unknown) => {
  if (value === undefined || value === null) return '';
  const text = Array.isArray(value) ? value.join('|') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

interface Case {
  /** Frees a value a unique index would refuse (masters whose few values are all seeded). */
  prepare?: () => Promise<void>;
  body: () => Body;
  /** A property of the created entry to filter on, with a value that matches it. */
  filter: { property: string; value: string | number | boolean };
  update: () => Body;
  invalid: { body: () => Body; field: string };
  /** Two import rows by property name: the first valid, the second invalid in `field`. */
  importRows: () => [Body, Body];
  importField: string;
}

/** Deletes a seeded entry found by getByOptions (nothing refers to it), freeing its unique value. */
const deleteSeeded = async (path: string, query: string) => {
  const [seeded] = await json<{ id: string }[]>('admin', 'GET', `master/${path}/getByOptions?${query}`);
  expect(seeded, `seeded ${path}?${query}`).toBeDefined();
  await json('admin', 'DELETE', `master/${path}/${seeded.id}`);
};

const CASES: Record<MasterKey, Case> = {
  service: {
    body: () => ({ type: 'Repair', name: 'Registry Doorstep Service', status: 'Publish' }),
    filter: { property: 'name', value: 'registry doorstep' },
    update: () => ({ name: 'Registry Doorstep Service Plus' }),
    invalid: { body: () => ({ name: 'Registry No Type' }), field: 'type' },
    importRows: () => [
      { type: 'Repair', name: 'Registry Imported Service', status: 'Publish' },
      { type: '', name: 'Registry Imported Service 2', status: 'Publish' },
    ],
    importField: 'type',
  },
  category: {
    body: () => ({ id: 'CID901', name: 'Registry Kitchen Appliances', serviceId: ref.repairService }),
    filter: { property: 'name', value: 'KITCHEN APPL' },
    update: () => ({ status: 'Unpublish' }),
    invalid: { body: () => ({ name: 'Registry Orphan Category', serviceId: '' }), field: 'serviceId' },
    importRows: () => [
      { id: 'CID902', name: 'Registry Imported Category', serviceId: ref.repairService, status: 'Publish' },
      { id: 'CID903', name: 'Registry Imported Category 2', serviceId: 'SID999999', status: 'Publish' },
    ],
    importField: 'serviceId',
  },
  product: {
    body: () => ({
      name: 'Registry Dishwasher',
      categoryId: ref.homeAppliances,
      productTypes: ['Countertop', 'Built-in'],
      status: 'Publish',
    }),
    filter: { property: 'productTypes', value: 'countertop' },
    update: () => ({ productTypes: ['Countertop', 'Built-in', 'Freestanding'] }),
    invalid: {
      body: () => ({ name: 'Registry Oven', productTypes: ['Convection', 'convection'] }),
      field: 'productTypes',
    },
    importRows: () => [
      {
        name: 'Registry Imported Product',
        categoryId: ref.homeAppliances,
        productTypes: ['A', 'B'],
        status: 'Publish',
      },
      { name: '', categoryId: ref.homeAppliances, productTypes: ['A'], status: 'Publish' },
    ],
    importField: 'name',
  },
  brand: {
    body: () => ({ name: 'Registry Panasonic' }),
    filter: { property: 'name', value: 'panasonic' },
    update: () => ({ status: 'Unpublish' }),
    invalid: { body: () => ({ name: 'Registry Live Brand', status: 'Live' }), field: 'status' },
    importRows: () => [
      { name: 'Registry Imported Brand', status: 'Publish' },
      { name: 'Registry Imported Brand 2', status: 'Live' },
    ],
    importField: 'status',
  },
  model: {
    body: () => ({
      modelNo: 'REG-KD-65X90L',
      productId: ref.television,
      productType: 'LED',
      categoryId: ref.homeAppliances,
      brandId: ref.sony,
      status: 'Publish',
    }),
    filter: { property: 'modelNo', value: 'reg-kd-65' },
    update: () => ({ modelNo: 'REG-KD-65X90L/IN', productType: 'OLED' }),
    invalid: {
      body: () => ({
        modelNo: 'REG-BAD',
        productId: ref.television,
        productType: 'Split',
        categoryId: ref.homeAppliances,
        brandId: ref.sony,
      }),
      field: 'productType',
    },
    importRows: () => [
      {
        modelNo: 'REG-IMP-1',
        productId: ref.television,
        productType: 'LED',
        categoryId: ref.homeAppliances,
        brandId: ref.sony,
        status: 'Publish',
      },
      {
        modelNo: 'REG-IMP-2',
        productId: ref.television,
        productType: 'LED',
        categoryId: ref.homeAppliances,
        brandId: 'BID999999',
        status: 'Publish',
      },
    ],
    importField: 'brandId',
  },
  uom: {
    body: () => ({ name: 'Registry Box', code: 'RBOX' }),
    filter: { property: 'code', value: 'rbo' },
    update: () => ({ name: 'Registry Carton' }),
    invalid: { body: () => ({ name: 'Registry Codeless', code: '   ' }), field: 'code' },
    importRows: () => [
      { name: 'Registry Imported UOM', code: 'RIMP', status: 'Publish' },
      { name: 'Registry Imported UOM 2', code: '', status: 'Publish' },
    ],
    importField: 'code',
  },
  sparePart: {
    body: () => ({
      partNumber: 'REG-SP-001',
      name: 'Registry Door gasket',
      uomId: ref.nos,
      hsnCode: '4016',
      price: 123.45,
      generic: true,
      status: 'Publish',
    }),
    filter: { property: 'price', value: 123.45 },
    update: () => ({ price: 150, generic: false }),
    invalid: {
      body: () => ({ partNumber: 'REG-SP-002', name: 'Registry Bad HSN', uomId: ref.nos, hsnCode: 'ABC', price: 10 }),
      field: 'hsnCode',
    },
    importRows: () => [
      {
        partNumber: 'REG-SP-IMP-1',
        name: 'Registry Imported Part',
        uomId: ref.nos,
        hsnCode: '8532',
        price: 99.5,
        generic: true,
        status: 'Publish',
      },
      {
        partNumber: 'REG-SP-IMP-2',
        name: 'Registry Imported Part 2',
        uomId: ref.nos,
        hsnCode: '12',
        price: 10,
        generic: false,
        status: 'Publish',
      },
    ],
    importField: 'hsnCode',
  },
  gst: {
    body: () => ({ slab: 12, hsnSac: '998877', description: 'Registry test slab' }),
    filter: { property: 'hsnSac', value: '99887' },
    update: () => ({ description: 'Registry test slab, updated' }),
    invalid: { body: () => ({ slab: 7, hsnSac: '998878' }), field: 'slab' },
    importRows: () => [
      { slab: 5, hsnSac: '998879', description: 'Registry imported slab', status: 'Publish' },
      { slab: 7, hsnSac: '998880', description: 'Registry bad slab', status: 'Publish' },
    ],
    importField: 'slab',
  },
  servicePrice: {
    body: () => ({
      serviceId: ref.repairService,
      categoryId: ref.homeAppliances,
      productId: ref.television,
      productType: 'OLED',
      brandId: ref.sony,
      sellingPrice: 555,
      mrp: 777,
      active: true,
      gstId: ref.gst,
    }),
    filter: { property: 'active', value: true },
    update: () => ({ sellingPrice: 600 }),
    invalid: {
      body: () => ({
        serviceId: ref.repairService,
        categoryId: ref.homeAppliances,
        productId: ref.television,
        productType: 'OLED',
        brandId: ref.sony,
        sellingPrice: 900,
        mrp: 800,
        gstId: ref.gst,
      }),
      field: 'sellingPrice',
    },
    importRows: () => [
      {
        serviceId: ref.repairService,
        categoryId: ref.homeAppliances,
        productId: ref.television,
        productType: 'LED',
        brandId: ref.sony,
        sellingPrice: 500,
        mrp: 600,
        active: true,
        gstId: ref.gst,
      },
      {
        serviceId: ref.repairService,
        categoryId: ref.homeAppliances,
        productId: ref.television,
        productType: 'LED',
        brandId: ref.sony,
        sellingPrice: 500,
        mrp: 'abc',
        active: true,
        gstId: ref.gst,
      },
    ],
    importField: 'mrp',
  },
  sparePartPrice: {
    body: () => ({ sparePartId: ref.capacitor, modelId: ref.kd43, sellingPrice: 300, mrp: 401.25 }),
    filter: { property: 'mrp', value: 401.25 },
    update: () => ({ active: false }),
    invalid: {
      body: () => ({ sparePartId: '', modelId: ref.kd43, sellingPrice: 300, mrp: 400 }),
      field: 'sparePartId',
    },
    importRows: () => [
      { sparePartId: ref.capacitor, modelId: ref.kd43, sellingPrice: 310, mrp: 420, active: true },
      { sparePartId: 'SPID999999', modelId: ref.kd43, sellingPrice: 310, mrp: 420, active: true },
    ],
    importField: 'sparePartId',
  },
  issue: {
    body: () => ({ name: 'Registry Door not closing', description: 'The door springs open after closing' }),
    filter: { property: 'description', value: 'SPRINGS OPEN' },
    update: () => ({ description: 'The door does not latch' }),
    invalid: { body: () => ({ name: 'Registry No description' }), field: 'description' },
    importRows: () => [
      { name: 'Registry Imported Issue', description: 'Imported description', status: 'Publish' },
      { name: 'Registry Imported Issue 2', description: '', status: 'Publish' },
    ],
    importField: 'description',
  },
  repairService: {
    body: () => ({ name: 'Registry Wall Mounting', productId: ref.television }),
    filter: { property: 'name', value: 'wall mount' },
    update: () => ({ name: 'Registry Wall Mounting and Setup' }),
    invalid: { body: () => ({ name: 'Registry Ghost Service', productId: 'PID999999' }), field: 'productId' },
    importRows: () => [
      { name: 'Registry Imported Repair', productId: ref.television, status: 'Publish' },
      { name: 'Registry Imported Repair 2', productId: '', status: 'Publish' },
    ],
    importField: 'productId',
  },
  serviceType: {
    body: () => ({ name: 'Registry Inspection' }),
    filter: { property: 'name', value: 'inspection' },
    update: () => ({ status: 'Unpublish' }),
    invalid: { body: () => ({ name: 'x'.repeat(256) }), field: 'name' },
    importRows: () => [
      { name: 'Registry Imported Type', status: 'Publish' },
      { name: 'y'.repeat(256), status: 'Publish' },
    ],
    importField: 'name',
  },
  rewardPoint: {
    // All three events are seeded and an event has one rule: free 'Booking' first.
    prepare: () => deleteSeeded('rewardPoint', 'event=Booking'),
    body: () => ({ event: 'Booking', points: 15 }),
    filter: { property: 'event', value: 'Booking' },
    update: () => ({ points: 20 }),
    invalid: { body: () => ({ event: 'Referral', points: 1.5 }), field: 'points' },
    importRows: () => [
      { event: 'Referral', points: 5, status: 'Publish' },
      { event: 'Birthday', points: 5, status: 'Publish' },
    ],
    importField: 'event',
  },
  coupon: {
    body: () => ({
      code: 'REGISTRY50',
      percentage: 12.5,
      validFrom: '2031-02-03',
      validTo: '2031-03-04',
      active: true,
    }),
    filter: { property: 'validFrom', value: '2031-02-03' },
    update: () => ({ percentage: 15, validTo: '2031-04-30' }),
    invalid: {
      body: () => ({ code: 'BAD-CODE!', percentage: 10, validFrom: '2031-01-01', validTo: '2031-01-02' }),
      field: 'code',
    },
    importRows: () => [
      { code: 'REGIMPORT1', percentage: 10, validFrom: '01/02/2031', validTo: '28/02/2031', active: true },
      { code: 'REGIMPORT2', percentage: 10, validFrom: '2031-03-05', validTo: '2031-03-01', active: true },
    ],
    importField: 'validTo',
  },
  eWasteItem: {
    body: () => ({
      serviceId: ref.eWasteService,
      categoryId: ref.itTelecom,
      name: 'Registry Router',
      uomId: ref.kg,
      rate: 7.25,
    }),
    filter: { property: 'rate', value: 7.25 },
    update: () => ({ rate: 8, uomId: ref.nos }),
    invalid: {
      body: () => ({
        serviceId: ref.repairService,
        categoryId: ref.itTelecom,
        name: 'Registry Repair Scrap',
        uomId: ref.kg,
        rate: 1,
      }),
      field: 'serviceId',
    },
    importRows: () => [
      {
        serviceId: ref.eWasteService,
        categoryId: ref.itTelecom,
        name: 'Registry Imported Scrap',
        uomId: ref.kg,
        rate: 3,
        status: 'Publish',
      },
      {
        serviceId: ref.eWasteService,
        categoryId: ref.itTelecom,
        name: 'Registry Imported Scrap 2',
        uomId: ref.kg,
        rate: -1,
        status: 'Publish',
      },
    ],
    importField: 'rate',
  },
  disposalMethod: {
    // The four methods are seeded and unique: free two (one to create, one to rename to).
    prepare: async () => {
      await deleteSeeded('disposalMethod', 'name=Storage');
      await deleteSeeded('disposalMethod', 'name=Landfill');
    },
    body: () => ({ name: 'Storage' }),
    filter: { property: 'name', value: 'Storage' },
    update: () => ({ name: 'Landfill' }),
    invalid: { body: () => ({ name: 'Compost' }), field: 'name' },
    importRows: () => [{ name: 'Recycling' }, { name: 'Compost' }],
    importField: 'name',
  },
};

const totalOf = async (path: string) =>
  (await json<{ totalRecords: number }>('admin', 'POST', `${path}/getByPaginationAndFilter`, { pageSize: 1 }))
    .totalRecords;
const withoutAudit = ({ createdAt: _c, lastUpdate: _l, ...rest }: Body) => rest;

it('has a case for every master of the registry', () => {
  expect(Object.keys(CASES).sort()).toEqual([...MASTER_KEYS].sort());
});

describe.each(MASTER_KEYS.map((key) => ({ key, config: MASTER_REGISTRY[key], test: CASES[key] })))(
  'master $key',
  ({ config, test }) => {
    const path = config.path;
    const properties = config.properties as Record<string, MasterProperty>;
    let created: Body & { id: string };

    it('admin POST creates it (201) with every field', async () => {
      await test.prepare?.();
      const body = test.body();
      created = await json('admin', 'POST', path, body, 201);
      expect(Object.keys(created).sort()).toEqual(Object.keys(properties).sort());
      expect(created).toMatchObject(body);
      expect(created.id).toMatch(new RegExp(`^${config.idPrefix}\\d+$`));
      expect(created.createdAt).toMatch(ISO);
      expect(created.lastUpdate).toMatch(ISO);
    });

    it('GET getById returns it', async () => {
      expect(await json('admin', 'GET', `${path}/getById/${created.id}`)).toEqual(created);
    });

    it("getByPaginationAndFilter finds it with its property type's default operator", async () => {
      const { property, value } = test.filter;
      const operator = DEFAULT_OPERATOR[properties[property].type];
      const page = await json<{ records: Body[]; totalRecords: number }>(
        'admin',
        'POST',
        `${path}/getByPaginationAndFilter`,
        {
          filters: [{ property, operator, value }],
          pageSize: maxPageSizeOf(path),
        },
      );
      expect(
        page.records.map((r) => r.id),
        `${property} ${operator} ${String(value)}`,
      ).toContain(created.id);
      expect(page.totalRecords).toBe(page.records.length);
    });

    it('PUT updates a field', async () => {
      const changes = test.update();
      const updated = await json<Body>('admin', 'PUT', path, { ...withoutAudit(created), ...changes });
      expect(updated).toMatchObject({ id: created.id, ...changes, createdAt: created.createdAt });
      expect(await json('admin', 'GET', `${path}/getById/${created.id}`)).toEqual(updated);
      created = updated as typeof created;
    });

    it('refuses a bad body with a 400 naming the field, writing nothing', async () => {
      const before = await totalOf(path);
      const response = await call('admin', 'POST', path, test.invalid.body());
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors).toHaveProperty([test.invalid.field], expect.any(String));
      expect(await totalOf(path)).toBe(before);
    });

    it('is 403 for a channel partner POST and 401 for an anonymous GET list', async () => {
      const before = await totalOf(path);
      expect((await call('channelPartner', 'POST', path, test.body())).statusCode).toBe(403);
      expect((await call(undefined, 'GET', path)).statusCode).toBe(401);
      expect(await totalOf(path)).toBe(before);
    });

    it('import of a file whose second row is bad is refused at line 3 and imports nothing', async () => {
      const template = await call('admin', 'GET', templatePath(path));
      expect(template.statusCode).toBe(200);
      const columns = template.body.trim().split(',');
      const rows = test.importRows();
      for (const row of rows)
        expect(columns, 'the rows use the template columns').toEqual(expect.arrayContaining(Object.keys(row)));
      const csv =
        [columns.join(','), ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(','))].join('\n') + '\n';
      const before = await totalOf(path);
      const response = await upload(path, csv);
      expect(response.statusCode, response.body).toBe(400);
      const answer = response.json();
      // The whole file is reported at once: a first row repeating a seeded entry (reward rule, disposal method) is
      // named too.
      const lines = (answer.rejected as { line: number }[]).map((row) => row.line);
      expect(answer.message).toBe(
        `${lines.length} ${lines.length === 1 ? 'row has' : 'rows have'} errors; nothing was imported`,
      );
      expect([[3], [2, 3]]).toContainEqual(lines);
      expect(answer.rejected.at(-1).errors).toHaveProperty([test.importField], expect.any(String));
      expect(await totalOf(path)).toBe(before);
    });

    it('DELETE removes it (200), then it is gone', async () => {
      const response = await call('admin', 'DELETE', `${path}/${created.id}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual(created);
      expect((await call('admin', 'GET', `${path}/getById/${created.id}`)).statusCode).toBe(404);
    });
  },
);

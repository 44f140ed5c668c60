import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repeatedInFile } from '../../domain/masters/catalogue';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { seedMasterCatalogue } from '../src/db/seed/masterCatalogue';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedCatalogue(server.app.ctx.db);
  await seedMasterCatalogue(server.app.ctx.db);
});
afterAll(() => server?.close());

type Who = keyof TestServer['tokens'];
const call = (who: Who | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  server.app.inject({
    method,
    url: `/api/${url}`,
    headers: who ? bearer(server.tokens[who]) : {},
    ...(payload && { payload }),
  });
const json = async <T = any>(
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  status = 200,
): Promise<T> => {
  const response = await call(who, method, url, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  return response.json() as T;
};
const byOptions = (path: string, query: string) => json<any[]>('admin', 'GET', `master/${path}/getByOptions?${query}`);
const idOf = async (path: string, query: string) => (await byOptions(path, query))[0].id as string;
const count = async (table: string) =>
  Number((await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

function multipart(file: Buffer, filename: string) {
  const boundary = '----reloop-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
      `filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, file, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (who: Who, path: string, file: Buffer, filename = 'import.csv') => {
  const body = multipart(file, filename);
  return server.app.inject({
    method: 'POST',
    url: `/api/master/${path}/import`,
    headers: { ...bearer(server.tokens[who]), ...body.headers },
    payload: body.payload,
  });
};

describe('seeded catalogue', () => {
  it('has products with types, real brands, models, issues, GST slabs, coupons and waste items', async () => {
    const ac = (await byOptions('product', 'name=air%20conditioner'))[0];
    expect(ac).toMatchObject({
      name: 'Air Conditioner',
      categoryId: 'CID106',
      productTypes: ['Split', 'Window'],
      status: 'Publish',
    });
    expect((await json<any[]>('admin', 'GET', 'master/brand')).map((b) => b.name)).toEqual(
      expect.arrayContaining(['Samsung', 'Voltas', 'Whirlpool', 'Godrej', 'Sony']),
    );
    expect((await json<any[]>('admin', 'GET', 'master/gst')).map((g) => g.slab).sort((a, b) => a - b)).toEqual([
      0, 5, 12, 18, 28,
    ]);
    expect(await count('e_waste_items')).toBeGreaterThanOrEqual(20);
    expect((await json<any[]>('admin', 'GET', 'master/disposalMethod')).map((d) => d.name).sort()).toEqual([
      'Incineration (Burn)',
      'Landfill',
      'Recycling',
      'Storage',
    ]);
    const before = await count('models');
    await seedMasterCatalogue(server.app.ctx.db);
    expect(await count('models'), 'seeding twice adds nothing').toBe(before);
  });
});

describe('model master', () => {
  it('creates, reads, lists by product and brand, updates and deletes a model', async () => {
    const productId = await idOf('product', 'name=Television');
    const brandId = await idOf('brand', 'name=Sony');
    const created = await json(
      'admin',
      'POST',
      'master/model',
      { modelNo: 'KD-55X80L', productId, productType: 'LED', categoryId: 'CID106', brandId },
      201,
    );
    expect(created).toMatchObject({
      id: expect.stringMatching(/^MID\d+$/),
      modelNo: 'KD-55X80L',
      productId,
      brandId,
      productType: 'LED',
      status: 'Publish',
    });
    expect(await json('technician', 'GET', `master/model/getById/${created.id}`)).toEqual(created);

    const page = await json('dealer', 'POST', 'master/model/getByPaginationAndFilter', {
      filters: [
        { property: 'productId', operator: 'equal', value: productId },
        { property: 'brandId', operator: 'equal', value: brandId },
      ],
      pageSize: 99999,
      sortBy: 'lastUpdate',
    });
    expect(page.records[0].id, 'latest first').toBe(created.id);
    expect(page.records.every((m: any) => m.productId === productId && m.brandId === brandId)).toBe(true);

    const updated = await json('admin', 'PUT', 'master/model', {
      ...created,
      modelNo: 'KD-55X80L/IN',
      status: 'Unpublish',
    });
    expect(updated).toMatchObject({ modelNo: 'KD-55X80L/IN', status: 'Unpublish' });
    expect(
      (await call('customerCare', 'GET', `master/model/getById/${created.id}`)).statusCode,
      'unpublished is hidden from non-admins',
    ).toBe(404);
    expect((await json('admin', 'DELETE', `master/model/${created.id}`)).id).toBe(created.id);
  });

  it('refuses unknown references and a product type the product does not offer, writing nothing', async () => {
    const before = await count('models');
    const productId = await idOf('product', 'name=Television');
    const unknown = await call('admin', 'POST', 'master/model', {
      modelNo: 'X1',
      productId: 'PID999999',
      productType: 'LED',
      categoryId: 'CID106',
      brandId: 'BID999999',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ productId: 'Unknown product', brandId: 'Unknown brand' });
    const badType = await call('admin', 'POST', 'master/model', {
      modelNo: 'X1',
      productId,
      productType: 'Split',
      categoryId: 'CID106',
      brandId: await idOf('brand', 'name=Sony'),
    });
    expect(badType.json()).toEqual({
      message: 'Product type must be one of LED, OLED',
      errors: { productType: 'Product type must be one of LED, OLED' },
    });
    const blank = await call('admin', 'POST', 'master/model', { modelNo: ' ', productId: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toMatchObject({
      modelNo: 'Model number is required',
      productId: 'Product is required',
      productType: 'Product type is required',
      brandId: 'Brand is required',
    });
    expect(await count('models')).toBe(before);
  });

  it('refuses a duplicate model number of the same brand', async () => {
    const [seeded] = await byOptions('model', 'modelNo=KD-43X75L');
    const duplicate = await call('admin', 'POST', 'master/model', {
      ...seeded,
      id: undefined,
      createdAt: undefined,
      lastUpdate: undefined,
      modelNo: 'kd-43x75l',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().errors).toEqual({ modelNo: 'Model number already exists for this brand' });
  });
});

describe('referential integrity', () => {
  it('refuses to delete a product in use with a sentence naming its users (409)', async () => {
    const productId = await idOf('product', 'name=Washing%20Machine');
    const response = await call('admin', 'DELETE', `master/product/${productId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message:
        `Product ${productId} is used by 4 models, 4 service prices, ` +
        `4 repair services and 4 product issue links; unpublish it instead.`,
    });
    expect((await call('admin', 'GET', `master/product/getById/${productId}`)).statusCode).toBe(200);
  });

  it('refuses to delete a GST slab used by a price and a brand used by models', async () => {
    const gstId = await idOf('gst', 'hsnSac=9987');
    const gst = await call('admin', 'DELETE', `master/gst/${gstId}`);
    expect(gst.statusCode).toBe(409);
    expect(gst.json().message).toMatch(
      new RegExp(`^GST ${gstId} is used by \\d+ service prices; unpublish it instead\\.$`),
    );
    const brand = await call('admin', 'DELETE', `master/brand/${await idOf('brand', 'name=Voltas')}`);
    expect(brand.json().message).toMatch(
      /^Brand BID\d+ is used by 2 models and 2 service prices; unpublish it instead\.$/,
    );
  });
});

describe('general masters', () => {
  it(
    'coupons: code upper-cased and unique in any case, ' +
      'dates in order; coupon/all lists active coupons valid today',
    async () => {
      const created = await json(
        'admin',
        'POST',
        'master/coupon',
        { code: 'diwali25', percentage: 25, validFrom: '2024-10-01', validTo: '2099-11-15' },
        201,
      );
      expect(created).toMatchObject({
        id: expect.stringMatching(/^CPN\d+$/),
        code: 'DIWALI25',
        percentage: 25,
        validFrom: '2024-10-01',
        validTo: '2099-11-15',
        active: true,
      });
      expect(
        (
          await call('admin', 'POST', 'master/coupon', {
            code: 'Diwali25',
            percentage: 5,
            validFrom: '2024-01-01',
            validTo: '2024-01-02',
          })
        ).json().errors,
      ).toEqual({
        code: 'Coupon code already exists',
      });
      const bad = await call('admin', 'POST', 'master/coupon', {
        code: 'X1',
        percentage: 0,
        validFrom: '2024-02-01',
        validTo: '2024-01-01',
      });
      expect(bad.json().errors).toEqual({
        percentage: 'Percentage must be more than 0',
        validTo: 'Valid to must not be before valid from',
      });
      await json('admin', 'PUT', 'master/coupon', {
        ...created,
        active: false,
        createdAt: undefined,
        lastUpdate: undefined,
      });
      const offers = await json<any[]>('technician', 'GET', 'coupon/all');
      expect(offers).toEqual([
        { code: 'FESTIVE20', percentage: 20 },
        { code: 'WELCOME10', percentage: 10 },
      ]);
      expect((await call(undefined, 'GET', 'coupon/all')).statusCode).toBe(401);
    },
  );

  it('lists filter by number, boolean, enum and date', async () => {
    const list = (path: string, filters: object[]) =>
      json('admin', 'POST', `master/${path}/getByPaginationAndFilter`, { filters, pageSize: 100 });
    expect(
      (await list('gst', [{ property: 'slab', operator: 'greaterThan', value: 12 }])).records
        .map((g: any) => g.slab)
        .sort(),
    ).toEqual([18, 28]);
    expect((await list('sparePart', [{ property: 'generic', operator: 'equal', value: true }])).totalRecords).toBe(4);
    expect(
      (await list('rewardPoint', [{ property: 'event', operator: 'equal', value: 'Referral' }])).records,
    ).toMatchObject([{ event: 'Referral', points: 50 }]);
    expect(
      (await list('coupon', [{ property: 'validTo', operator: 'isBefore', value: '2024-01-01' }])).records.map(
        (c: any) => c.code,
      ),
    ).toEqual(['MONSOON15']);
    expect(
      (await list('product', [{ property: 'productTypes', operator: 'contains', value: 'front load' }])).records.map(
        (p: any) => p.name,
      ),
    ).toEqual(['Washing Machine']);
  });

  it('only Web-Admin writes; anonymous callers get 401', async () => {
    for (const who of ['channelPartner', 'dealer', 'technician', 'customerCare'] as const) {
      expect((await call(who, 'POST', 'master/uom', { name: 'Dozen', code: 'DOZ' })).statusCode).toBe(403);
      expect((await call(who, 'PUT', 'master/issue/product/PID101', { issueIds: [] })).statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', 'master/uom')).statusCode).toBe(401);
    expect((await call(undefined, 'POST', 'master/eWasteItem/getByPaginationAndFilter', {})).statusCode).toBe(401);
  });
});

describe('booking support calls', () => {
  it('issues for a product: assigned set, and 404 when there are none', async () => {
    const product = await json(
      'admin',
      'POST',
      'master/product',
      { name: 'Water Purifier', categoryId: 'CID106', productTypes: ['RO', 'UV'] },
      201,
    );
    const none = await call('technician', 'GET', `master/issue/product/${product.id}`);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: 'No issues found for this product' });
    const issue = await json(
      'admin',
      'POST',
      'master/issue',
      { name: 'Low water flow', description: 'Purified water comes out slowly' },
      201,
    );
    expect(
      (await call('admin', 'PUT', `master/issue/product/${product.id}`, { issueIds: [issue.id, 'ISS999999'] })).json()
        .errors,
    ).toEqual({
      issueIds: 'Unknown issue ISS999999',
    });
    expect(await json('admin', 'PUT', `master/issue/product/${product.id}`, { issueIds: [issue.id] })).toEqual([issue]);
    expect(await json('technician', 'GET', `master/issue/product/${product.id}`)).toEqual([issue]);
    expect((await call('admin', 'DELETE', `master/issue/${issue.id}`)).json().message).toBe(
      `Issue ${issue.id} is used by 1 product issue link; unpublish it instead.`,
    );
  });

  it('service price detail answers the prices and the GST, or 404', async () => {
    const key = {
      serviceId: 'SID101',
      categoryId: 'CID106',
      productId: await idOf('product', 'name=Air%20Conditioner'),
      productType: 'Split',
      brandId: await idOf('brand', 'name=Voltas'),
    };
    const detail = await json('channelPartner', 'POST', 'master/servicePrice/detail', key);
    expect(detail).toEqual({
      prices: [{ id: expect.stringMatching(/^PRC\d+$/), active: true, sellingPrice: 599, mrp: 799 }],
      gst: { igst: 18 },
    });
    const missing = await call('channelPartner', 'POST', 'master/servicePrice/detail', {
      ...key,
      productType: 'Window',
      brandId: await idOf('brand', 'name=Sony'),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Service Price Not Available for this Product' });
    const over = await call('admin', 'POST', 'master/servicePrice', {
      ...key,
      sellingPrice: 900,
      mrp: 800,
      gstId: await idOf('gst', 'hsnSac=9987'),
    });
    expect(over.json().errors).toEqual({ sellingPrice: 'Selling price must not be more than MRP' });
  });

  it('assigns a spare part to models and reads one assignment', async () => {
    const part = (await byOptions('sparePart', 'partNumber=GEN-CAP-35UF'))[0];
    const [split] = await byOptions('model', 'modelNo=RS-Q19YNZE');
    const assigned = await json('admin', 'PUT', `master/sparePart/${part.id}/models`, {
      modelIds: [split.id],
      price: 400,
    });
    expect(assigned).toEqual([{ sparePartId: part.id, modelId: split.id, price: 400 }]);
    const view = await json('dealer', 'GET', `master/sparePart/${part.id}/model/${split.id}`);
    expect(view).toMatchObject({
      sparePart: { id: part.id, generic: true, price: 350 },
      model: { id: split.id },
      price: 400,
    });
    expect((await call('dealer', 'GET', `master/sparePart/${part.id}/model/MID999999`)).statusCode).toBe(404);
  });

  it('master/service lists published services', async () => {
    const page = await json('channelPartner', 'POST', 'master/service/getByPaginationAndFilter', {
      filters: [{ property: 'status', operator: 'in', value: ['Publish'] }],
      pageSize: 99,
    });
    expect(page.records.map((s: any) => s.id)).toEqual(
      expect.arrayContaining(['SID101', 'SID102', 'SID103', 'SID104', 'SID105']),
    );
  });
});

describe('bulk import', () => {
  it('imports a CSV whose rows are all valid, and gives a template', async () => {
    const template = await call('admin', 'GET', 'master/uom/template');
    expect(template.body).toBe('name,code,status\n');
    const response = await upload('admin', 'uom', Buffer.from('name,code,status\nDozen,DOZ,Publish\nGram,GM,\n'));
    expect(response.json()).toEqual({ imported: 2 });
    expect((await byOptions('uom', 'code=GM'))[0]).toMatchObject({ name: 'Gram', status: 'Publish' });
  });

  it(
    'rejects a whole file with bad rows, ' + 'naming every bad line at once (duplicates too), and writes nothing',
    async () => {
      const before = await count('models');
      const productId = await idOf('product', 'name=Laptop');
      const brandId = await idOf('brand', 'name=HP');
      const samsung = await idOf('brand', 'name=Samsung');
      const csv = [
        'modelNo,productId,productType,categoryId,brandId',
        `Victus 15-fa1000,${productId},Notebook,CID105,${brandId}`,
        `,${productId},Notebook,CID105,${brandId}`,
        `Envy x360,${productId},Notebook,CID105,BID999999`,
        `Victus 15-FA1000,${productId},Notebook,CID105,${brandId}`,
        `SM-S911B Galaxy S23,${productId},Notebook,CID105,${samsung}`,
      ].join('\n');
      const response = await upload('admin', 'model', Buffer.from(csv));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: '4 rows have errors; nothing was imported',
        rejected: [
          { line: 3, errors: { modelNo: 'Model number is required' } },
          { line: 4, errors: { brandId: 'Unknown brand' } },
          { line: 5, errors: { modelNo: repeatedInFile('Model number already exists for this brand', 2) } },
          { line: 6, errors: { modelNo: 'Model number already exists for this brand' } },
        ],
      });
      expect(await count('models')).toBe(before);
      const duplicates = await upload(
        'admin',
        'model',
        Buffer.from([csv.split('\n')[0], csv.split('\n')[1], csv.split('\n')[4]].join('\n')),
      );
      expect(duplicates.json()).toEqual({
        message: '1 row has errors; nothing was imported',
        rejected: [{ line: 3, errors: { modelNo: repeatedInFile('Model number already exists for this brand', 2) } }],
      });
      expect(await count('models')).toBe(before);
    },
  );

  it('imports an XLSX workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Issues');
    sheet.addRow(['Name', 'Description', 'Status']);
    sheet.addRow(['Dead pixels', 'Bright or dark dots on the screen', 'Publish']);
    sheet.addRow(['Wi-Fi not connecting', 'Cannot join wireless networks', 'Unpublish']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await upload('admin', 'issue', file, 'issues.xlsx');
    expect(response.json()).toEqual({ imported: 2 });
    expect((await byOptions('issue', 'name=wi-fi%20not%20connecting'))[0]).toMatchObject({ status: 'Unpublish' });
  });

  it('is for Web-Admin only, and needs a file', async () => {
    expect((await upload('dealer', 'uom', Buffer.from('name,code\nBox,BOX\n'))).statusCode).toBe(403);
    const noFile = await call('admin', 'POST', 'master/uom/import', {});
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().errors).toEqual({ file: 'A CSV or XLSX file is required' });
  });
});

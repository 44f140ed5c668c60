import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/createDataProvider';
import { getByIdOrNull } from '../../src/dataProvider/getByIdOrNull';
import type { HttpClient, HttpRequest } from '../../src/dataProvider/httpClient';
import { API_RESOURCES } from '../../src/dataProvider/resourceMap';
import { allPages } from '../../src/resources/masters/useMasterExport';

type Call = { path: string } & HttpRequest;

/** A fake HTTP client: records each call and answers from a table keyed by method and path. */
function fakeHttp(answers: Record<string, unknown> = {}) {
  const calls: Call[] = [];
  const http: HttpClient = async <T>(path: string, request: HttpRequest = {}) => {
    calls.push({ path, ...request });
    const answer = answers[`${request.method ?? 'GET'} ${path}`];
    if (answer instanceof Error) throw answer;
    return { status: 200, json: (answer ?? {}) as T };
  };
  return { http, calls };
}

const sort = { field: 'name', order: 'ASC' as const };

describe('dataProvider mapping (one table, spec 000 §7.5)', () => {
  it('maps the resources to the spec API paths', () => {
    expect(API_RESOURCES['masters/product'].path).toBe('master/product');
    expect(API_RESOURCES['masters/brand'].path).toBe('master/brand');
    expect(API_RESOURCES['masters/general/pincode'].path).toBe('master/pincodes');
  });

  it('getList posts the filter request and reads records/totalRecords', async () => {
    const { http, calls } = fakeHttp({
      'POST master/product/getByPaginationAndFilter': { records: [{ id: 'PID1', name: 'Mobile' }], totalRecords: 31 },
    });
    const result = await createDataProvider(API_RESOURCES, http).getList('masters/product', {
      pagination: { page: 2, perPage: 10 },
      sort,
      filter: { name: 'mob', status: 'Publish', 'createdAt@isAfter': '2026-01-01', lastUpdate: '' },
    });
    expect(result).toEqual({ data: [{ id: 'PID1', name: 'Mobile' }], total: 31 });
    expect(calls).toEqual([
      {
        path: 'master/product/getByPaginationAndFilter',
        method: 'POST',
        body: {
          filters: [
            { property: 'name', operator: 'contains', value: 'mob' },
            { property: 'status', operator: 'equal', value: 'Publish' },
            { property: 'createdAt', operator: 'isAfter', value: '2026-01-01' },
          ],
          pageSize: 10,
          pageNumber: 2,
          sort: 1,
          sortBy: 'name',
        },
      },
    ]);
  });

  it('passes a capped count on as meta, for the pager to show "N+"', async () => {
    const { http } = fakeHttp({ 'POST master/pincodes/getByPaginationAndFilter': { records: [], totalRecords: 10_000, totalCapped: true } });
    const result = await createDataProvider(API_RESOURCES, http).getList('masters/general/pincode', { pagination: { page: 1, perPage: 10 }, sort, filter: {} });
    expect(result).toEqual({ data: [], total: 10_000, meta: { totalCapped: true } });
  });

  it('sorts descending as -1 and sends pincode codes as numbers', async () => {
    const { http, calls } = fakeHttp({ 'POST master/pincodes/getByPaginationAndFilter': { records: [], totalRecords: 0 } });
    await createDataProvider(API_RESOURCES, http).getList('masters/general/pincode', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'code', order: 'DESC' },
      filter: { state: 'Kerala', code: '682001' },
    });
    expect(calls[0].body).toMatchObject({
      sort: -1,
      sortBy: 'code',
      filters: [
        { property: 'state', operator: 'equal', value: 'Kerala' },
        { property: 'code', operator: 'equal', value: 682001 },
      ],
    });
  });

  it('getMany asks for the ids with the in operator; getManyReference adds the target', async () => {
    const { http, calls } = fakeHttp({ 'POST master/brand/getByPaginationAndFilter': { records: [], totalRecords: 0 } });
    const provider = createDataProvider(API_RESOURCES, http);
    await provider.getMany('masters/brand', { ids: ['BID1', 'BID2'] });
    await provider.getManyReference('masters/brand', { target: 'productId', id: 'PID1', pagination: { page: 1, perPage: 5 }, sort, filter: {} });
    expect(calls[0].body).toMatchObject({ filters: [{ property: 'id', operator: 'in', value: ['BID1', 'BID2'] }], pageSize: 2, pageNumber: 1 });
    expect(calls[1].body).toMatchObject({ filters: [{ property: 'productId', operator: 'equal', value: 'PID1' }], pageSize: 5 });
  });

  it('getOne, create, update and delete use GET getById, POST, PUT with id and DELETE', async () => {
    const record = { id: 'PID1', name: 'Mobile', status: 'Publish' };
    const { http, calls } = fakeHttp({
      'GET master/product/getById/PID1': record,
      'POST master/product': record,
      'PUT master/product': { ...record, name: 'Phone' },
    });
    const provider = createDataProvider(API_RESOURCES, http);
    expect((await provider.getOne('masters/product', { id: 'PID1' })).data).toEqual(record);
    expect((await provider.create('masters/product', { data: { name: 'Mobile', status: 'Publish' } })).data).toEqual(record);
    expect((await provider.update('masters/product', { id: 'PID1', data: { name: 'Phone', status: 'Publish' }, previousData: record })).data.name).toBe('Phone');
    expect((await provider.delete('masters/product', { id: 'PID1', previousData: record })).data).toEqual(record);
    expect(calls.map((c) => `${c.method ?? 'GET'} ${c.path}`)).toEqual([
      'GET master/product/getById/PID1',
      'POST master/product',
      'PUT master/product',
      'DELETE master/product/PID1',
    ]);
    expect(calls[1].body).toEqual({ name: 'Mobile', status: 'Publish' });
    expect(calls[2].body).toEqual({ name: 'Phone', status: 'Publish', id: 'PID1' });
  });

  it('getOne rejects a 404 with HttpError; getByIdOrNull turns it into null', async () => {
    const missing = new HttpError('Product not found', 404, { message: 'Product not found' });
    const { http } = fakeHttp({ 'GET master/product/getById/PID9': missing });
    const provider = createDataProvider(API_RESOURCES, http);
    await expect(provider.getOne('masters/product', { id: 'PID9' })).rejects.toMatchObject({ status: 404 });
    expect(await getByIdOrNull(provider, 'masters/product', 'PID9')).toBeNull();
  });

  it('passes the API field errors through to the caller', async () => {
    const invalid = new HttpError('Validation failed', 400, { message: 'Validation failed', errors: { name: 'Product name is required' } });
    const { http } = fakeHttp({ 'POST master/product': invalid });
    await expect(createDataProvider(API_RESOURCES, http).create('masters/product', { data: { name: '' } })).rejects.toMatchObject({
      status: 400,
      body: { errors: { name: 'Product name is required' } },
    });
  });

  it('distinct and filtersData call their GET paths', async () => {
    const { http, calls } = fakeHttp({ 'GET master/pincodes/distinct': ['Ernakulam'], 'GET master/product/filtersData': { statuses: [], names: [] } });
    const provider = createDataProvider(API_RESOURCES, http);
    expect(await provider.distinct('masters/general/pincode', 'district', { state: 'Kerala' })).toEqual(['Ernakulam']);
    expect(await provider.filtersData('masters/product')).toEqual({ statuses: [], names: [] });
    expect(calls[0]).toEqual({ path: 'master/pincodes/distinct', query: { state: 'Kerala', field: 'district' } });
  });

  it('reads a pincode through the list (the API has no getById) and imports through the master path', async () => {
    const pincode = { id: 7, code: 682001, area: 'Fort Kochi', city: 'Kochi', district: 'Ernakulam', state: 'Kerala', status: 'Active' };
    const { http, calls } = fakeHttp({ 'POST master/pincodes/getByPaginationAndFilter': { records: [pincode], totalRecords: 1 } });
    const uploads: string[] = [];
    const provider = createDataProvider(API_RESOURCES, http, {
      upload: async <T>(path: string) => {
        uploads.push(path);
        return { imported: 3 } as T;
      },
      download: async () => undefined,
    });
    expect((await provider.getOne('masters/general/pincode', { id: '7' })).data).toEqual(pincode);
    expect(calls[0].body).toMatchObject({ filters: [{ property: 'id', operator: 'equal', value: 7 }], pageSize: 1 });
    expect(await provider.importFile('masters/model', new File([''], 'models.csv'))).toEqual({ imported: 3 });
    expect(uploads).toEqual(['master/model/import']);
  });

  it('narrows a list with exact and in filters (reference searches, spare parts of a kind)', async () => {
    const { http, calls } = fakeHttp({ 'POST master/sparePart/getByPaginationAndFilter': { records: [], totalRecords: 0 } });
    await createDataProvider(API_RESOURCES, http).getList('masters/spare-part-generic', {
      pagination: { page: 1, perPage: 25 },
      sort,
      filter: { name: 'fil', generic: true, 'uomId@equal': 'UOM1', 'id@in': ['SPID1'] },
    });
    expect(calls[0].body).toMatchObject({
      filters: [
        { property: 'name', operator: 'contains', value: 'fil' },
        { property: 'generic', operator: 'equal', value: true },
        { property: 'uomId', operator: 'equal', value: 'UOM1' },
        { property: 'id', operator: 'in', value: ['SPID1'] },
      ],
    });
  });

  it('refuses a resource that is not in the table', async () => {
    const { http } = fakeHttp();
    expect(() => createDataProvider(API_RESOURCES, http).getList('unknown', { pagination: { page: 1, perPage: 1 }, sort, filter: {} })).toThrow('Unknown resource: unknown');
  });
});

describe('export of a list past the capped count', () => {
  it('pages on while the count is capped, until a page comes back short', async () => {
    const rows = 2500;
    const calls: number[] = [];
    const dataProvider = {
      getList: async (_resource: string, { pagination }: { pagination: { page: number; perPage: number } }) => {
        calls.push(pagination.page);
        const offset = (pagination.page - 1) * pagination.perPage;
        const data = Array.from({ length: Math.max(0, Math.min(pagination.perPage, rows - offset)) }, (_, i) => ({ id: offset + i + 1 }));
        // What the API answers: counting stops 1,000 records past the page's start.
        const capped = rows - offset > 1000;
        return { data, total: capped ? offset + 1000 : rows, ...(capped && { meta: { totalCapped: true } }) };
      },
    };
    const records = await allPages(dataProvider as never, { resource: 'masters/brand', apiPath: 'master/brand' }, { field: 'lastUpdate', order: 'DESC' }, {});
    expect(records).toHaveLength(rows);
    expect(calls).toEqual([1, 2, 3]);
  });
});

import { HttpError } from 'ra-core';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../src/dataProvider/createDataProvider';
import { getByIdOrNull } from '../../src/dataProvider/getByIdOrNull';
import type { HttpClient, HttpRequest } from '../../src/dataProvider/httpClient';
import { API_RESOURCES } from '../../src/resources';

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
    const { http } = fakeHttp({
      'POST master/pincodes/getByPaginationAndFilter': { records: [], totalRecords: 10_000, totalCapped: true },
    });
    const result = await createDataProvider(API_RESOURCES, http).getList('masters/general/pincode', {
      pagination: { page: 1, perPage: 10 },
      sort,
      filter: {},
    });
    expect(result).toEqual({ data: [], total: 10_000, meta: { totalCapped: true } });
  });

  it('sorts descending as -1 and sends pincode codes as numbers', async () => {
    const { http, calls } = fakeHttp({
      'POST master/pincodes/getByPaginationAndFilter': { records: [], totalRecords: 0 },
    });
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
    const { http, calls } = fakeHttp({
      'POST master/brand/getByPaginationAndFilter': { records: [], totalRecords: 0 },
    });
    const provider = createDataProvider(API_RESOURCES, http);
    await provider.getMany('masters/brand', { ids: ['BID1', 'BID2'] });
    await provider.getManyReference('masters/brand', {
      target: 'productId',
      id: 'PID1',
      pagination: { page: 1, perPage: 5 },
      sort,
      filter: {},
    });
    expect(calls[0].body).toMatchObject({
      filters: [{ property: 'id', operator: 'in', value: ['BID1', 'BID2'] }],
      pageSize: 2,
      pageNumber: 1,
    });
    expect(calls[1].body).toMatchObject({
      filters: [{ property: 'productId', operator: 'equal', value: 'PID1' }],
      pageSize: 5,
    });
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
    expect((await provider.create('masters/product', { data: { name: 'Mobile', status: 'Publish' } })).data).toEqual(
      record,
    );
    expect(
      (
        await provider.update('masters/product', {
          id: 'PID1',
          data: { name: 'Phone', status: 'Publish' },
          previousData: record,
        })
      ).data.name,
    ).toBe('Phone');
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

  it(
    'a profile section travels in meta: PATCH, ' +
      'DELETE and GET under <path>/<id>/<section>, answered by the whole record',
    async () => {
      const partner = { id: 'CP1001', name: 'GreenFix' };
      const { http, calls } = fakeHttp({
        'PATCH channel-partner/CP1001/bankDetails': partner,
        'PATCH channel-partner/CP1001/service/update': partner,
        'DELETE channel-partner/CP1001/serviceAreas/560034%23Koramangala': partner,
        'GET channel-partner/CP1001/document/D1/number': { docNumber: '987654321234' },
      });
      const provider = createDataProvider({ ...API_RESOURCES, technician: { path: 'technician' } }, http);
      const bank = { ifscCode: 'HDFC0000001' };
      expect(
        (
          await provider.update('channel-partner', {
            id: 'CP1001',
            data: bank,
            previousData: partner,
            meta: { section: 'bankDetails' },
          })
        ).data,
      ).toEqual(partner);
      await provider.update('channel-partner', {
        id: 'CP1001',
        data: { id: 'SID101' },
        previousData: partner,
        meta: { section: 'service/update' },
      });
      expect(
        (
          await provider.delete('channel-partner', {
            id: 'CP1001',
            meta: { section: 'serviceAreas', itemId: '560034#Koramangala' },
          })
        ).data,
      ).toEqual(partner);
      expect(
        (await provider.getOne('channel-partner', { id: 'CP1001', meta: { section: 'document/D1/number' } })).data,
      ).toEqual({ docNumber: '987654321234' });
      // Another profile scope uses the same mechanism under its own path.
      await provider.update('technician', {
        id: 'T1',
        data: bank,
        previousData: { id: 'T1' },
        meta: { section: 'bankDetails' },
      });
      expect(calls.map((c) => `${c.method ?? 'GET'} ${c.path}`)).toEqual([
        'PATCH channel-partner/CP1001/bankDetails',
        'PATCH channel-partner/CP1001/service/update',
        'DELETE channel-partner/CP1001/serviceAreas/560034%23Koramangala',
        'GET channel-partner/CP1001/document/D1/number',
        'PATCH technician/T1/bankDetails',
      ]);
      expect(calls[0].body).toEqual(bank);
    },
  );

  it('getOne rejects a 404 with HttpError; getByIdOrNull turns it into null', async () => {
    const missing = new HttpError('Product not found', 404, { message: 'Product not found' });
    const { http } = fakeHttp({ 'GET master/product/getById/PID9': missing });
    const provider = createDataProvider(API_RESOURCES, http);
    await expect(provider.getOne('masters/product', { id: 'PID9' })).rejects.toMatchObject({ status: 404 });
    expect(await getByIdOrNull(provider, 'masters/product', 'PID9')).toBeNull();
  });

  it('passes the API field errors through to the caller', async () => {
    const invalid = new HttpError('Validation failed', 400, {
      message: 'Validation failed',
      errors: { name: 'Product name is required' },
    });
    const { http } = fakeHttp({ 'POST master/product': invalid });
    await expect(
      createDataProvider(API_RESOURCES, http).create('masters/product', { data: { name: '' } }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { name: 'Product name is required' } },
    });
  });

  it('distinct and filtersData call their GET paths', async () => {
    const { http, calls } = fakeHttp({
      'GET master/pincodes/distinct': ['Ernakulam'],
      'GET master/product/filtersData': { statuses: [], names: [] },
    });
    const provider = createDataProvider(API_RESOURCES, http);
    expect(await provider.distinct('masters/general/pincode', 'district', { state: 'Kerala' })).toEqual(['Ernakulam']);
    expect(await provider.filtersData('masters/product')).toEqual({ statuses: [], names: [] });
    expect(calls[0]).toEqual({ path: 'master/pincodes/distinct', query: { state: 'Kerala', field: 'district' } });
  });

  it('reads a pincode through the list (the API has no getById) and imports through the master path', async () => {
    const pincode = {
      id: 7,
      code: 682001,
      area: 'Fort Kochi',
      city: 'Kochi',
      district: 'Ernakulam',
      state: 'Kerala',
      status: 'Active',
    };
    const { http, calls } = fakeHttp({
      'POST master/pincodes/getByPaginationAndFilter': { records: [pincode], totalRecords: 1 },
    });
    const uploads: string[] = [];
    const provider = createDataProvider(API_RESOURCES, http, {
      upload: async <T>(path: string) => {
        uploads.push(path);
        return { imported: 3 } as T;
      },
      download: async () => undefined,
      downloadStream: async () => undefined,
    });
    expect((await provider.getOne('masters/general/pincode', { id: '7' })).data).toEqual(pincode);
    expect(calls[0].body).toMatchObject({ filters: [{ property: 'id', operator: 'equal', value: 7 }], pageSize: 1 });
    expect(await provider.importFile('masters/model', new File([''], 'models.csv'))).toEqual({ imported: 3 });
    expect(uploads).toEqual(['master/model/import']);
  });

  it('narrows a list with exact and in filters (reference searches, spare parts of a kind)', async () => {
    const { http, calls } = fakeHttp({
      'POST master/sparePart/getByPaginationAndFilter': { records: [], totalRecords: 0 },
    });
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
    expect(() =>
      createDataProvider(API_RESOURCES, http).getList('unknown', {
        pagination: { page: 1, perPage: 1 },
        sort,
        filter: {},
      }),
    ).toThrow('Unknown resource: unknown');
  });
});

describe('export of a list', () => {
  it('asks the API to stream the list’s filters, sort and columns as one sheet', async () => {
    const { http } = fakeHttp();
    const streamed: unknown[][] = [];
    const provider = createDataProvider(API_RESOURCES, http, {
      upload: async <T>() => ({}) as T,
      download: async () => undefined,
      downloadStream: async (path, body, fileName, onProgress) => {
        streamed.push([path, body, fileName]);
        onProgress(2048);
      },
    });
    const progress: number[] = [];
    const columns = [
      { key: 'code', header: 'Pincode' },
      { key: 'state', header: 'State' },
    ];
    await provider.exportList(
      'masters/general/pincode',
      {
        sort: { field: 'code', order: 'ASC' },
        filter: { state: 'Kerala', district: '' },
        name: 'Pincodes',
        columns,
        fileName: 'Pincodes 2026-11-25 10:00:00.xlsx',
      },
      (bytes) => progress.push(bytes),
    );
    expect(streamed).toEqual([
      [
        'master/pincodes/export',
        {
          filters: [{ property: 'state', operator: 'equal', value: 'Kerala' }],
          sort: 1,
          sortBy: 'code',
          name: 'Pincodes',
          columns,
        },
        'Pincodes 2026-11-25 10:00:00.xlsx',
      ],
    ]);
    expect(progress).toEqual([2048]);
  });
});

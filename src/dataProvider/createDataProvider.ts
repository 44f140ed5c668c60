import type { DataProvider, GetListParams } from 'ra-core';
import type { FilterEntry, FilterRequest, Paged } from '../../domain/filters';
import { toApiFilters, type FilterInputTypes } from './filterKeys';
import type { HttpClient } from './httpClient';

/** One row of the mapping table: where a react-admin resource lives in the API. */
export interface ApiResource {
  path: string;
  filterTypes?: FilterInputTypes;
}

export type ApiResources = Readonly<Record<string, ApiResource>>;

/** react-admin's calls plus the list helpers the API offers (spec 000 §7.5). */
export interface ConsoleDataProvider extends DataProvider {
  distinct: (resource: string, field: string, query?: Record<string, string | number | undefined>) => Promise<(string | number)[]>;
  filtersData: <T = Record<string, unknown>>(resource: string) => Promise<T>;
}

// react-admin's methods are generic in the record type; the API's JSON is whatever the record is.
type ApiRecord = any;

type ListRequest = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

function listBody({ pagination, sort, filter }: ListRequest, filterTypes: FilterInputTypes | undefined, extra: FilterEntry[] = []): FilterRequest {
  return {
    filters: [...toApiFilters(filter, filterTypes), ...extra],
    pageSize: pagination?.perPage ?? 10,
    pageNumber: pagination?.page ?? 1,
    sort: sort?.order === 'ASC' ? 1 : -1,
    ...(sort?.field ? { sortBy: sort.field } : {}),
  };
}

/** Maps react-admin calls onto the API's list contract and CRUD paths, for every resource of the table. */
export function createDataProvider(resources: ApiResources, http: HttpClient): ConsoleDataProvider {
  const entry = (resource: string): ApiResource => {
    const found = resources[resource];
    if (!found) throw new Error(`Unknown resource: ${resource}`);
    return found;
  };
  const list = async (resource: string, body: FilterRequest) => {
    const { json } = await http<Paged<ApiRecord>>(`${entry(resource).path}/getByPaginationAndFilter`, { method: 'POST', body });
    return { data: json.records, total: json.totalRecords };
  };

  return {
    getList: (resource, params) => list(resource, listBody(params, entry(resource).filterTypes)),

    getMany: async (resource, { ids }) => {
      const body = listBody({ pagination: { page: 1, perPage: Math.max(ids.length, 1) } }, undefined, [
        { property: 'id', operator: 'in', value: ids as (string | number)[] },
      ]);
      return { data: (await list(resource, body)).data };
    },

    getManyReference: (resource, { target, id, ...params }) =>
      list(resource, listBody(params, entry(resource).filterTypes, [{ property: target, operator: 'equal', value: id as string | number }])),

    getOne: async (resource, { id }) => {
      const { json } = await http<ApiRecord>(`${entry(resource).path}/getById/${encodeURIComponent(String(id))}`);
      return { data: json };
    },

    create: async (resource, { data }) => {
      const { json } = await http<ApiRecord>(entry(resource).path, { method: 'POST', body: data });
      return { data: { ...data, ...json } };
    },

    update: async (resource, { id, data }) => {
      const { json } = await http<ApiRecord>(entry(resource).path, { method: 'PUT', body: { ...data, id } });
      return { data: { ...data, ...json, id } };
    },

    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => http(entry(resource).path, { method: 'PUT', body: { ...data, id } })));
      return { data: ids };
    },

    delete: async (resource, { id, previousData }) => {
      await http(`${entry(resource).path}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: (previousData ?? { id }) as ApiRecord };
    },

    deleteMany: async (resource, { ids }) => {
      await Promise.all(ids.map((id) => http(`${entry(resource).path}/${encodeURIComponent(String(id))}`, { method: 'DELETE' })));
      return { data: ids };
    },

    distinct: async (resource, field, query = {}) =>
      (await http<(string | number)[]>(`${entry(resource).path}/distinct`, { query: { ...query, field } })).json,

    filtersData: async <T,>(resource: string) => (await http<T>(`${entry(resource).path}/filtersData`)).json,
  };
}

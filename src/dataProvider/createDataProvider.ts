import { HttpError, type DataProvider, type GetListParams } from 'ra-core';
import type { FilterEntry, FilterRequest, Paged } from '../../domain/filters';
import type { ExportColumn, ExportRequest } from '../../domain/listExport';
import { importPath, templatePath } from '../../domain/masters/catalogue';
import { toApiFilters, type FilterInputTypes } from './filterKeys';
import type { HttpClient } from './httpClient';
import type { UploadProgress } from './uploadFile';

/** One row of the mapping table: where a react-admin resource lives in the API. */
export interface ApiResource {
  path: string;
  filterTypes?: FilterInputTypes;
  /** No getById in the API: getOne reads the list with `id equal` (pincodes). */
  getOneByFilter?: boolean;
  /** getOne reads `<path>/<id>` (technician/{id}, spec 001 §7) instead of `<path>/getById/<id>`. */
  getOneAtPath?: boolean;
  /** Where exportList posts, when not `<path>/export` (the request lists: `requests/download/report`, spec 001 §7). */
  exportPath?: string;
}

export type ApiResources = Readonly<Record<string, ApiResource>>;

/** react-admin's calls plus the list helpers the API offers. */
export interface ConsoleDataProvider extends DataProvider {
  distinct: (
    resource: string,
    field: string,
    query?: Record<string, string | number | undefined>,
  ) => Promise<(string | number)[]>;
  filtersData: <T = Record<string, unknown>>(resource: string) => Promise<T>;
  /** Bulk import of a CSV/XLSX file: all rows or none; a 400 carries the rejected rows. */
  importFile: (resource: string, file: File, onProgress?: (progress: UploadProgress) => void) => Promise<ImportResult>;
  /**
   * Every record matching a list's filters and sort, streamed by the API as XLSX (`<path>/export` or the resource's
   * exportPath) and saved as `fileName`.
   */
  exportList: (
    resource: string,
    params: ListExportParams,
    onProgress: (receivedBytes: number) => void,
    signal?: AbortSignal,
  ) => Promise<void>;
  /** The header line a master's import expects, downloaded as a file. */
  downloadTemplate: (resource: string, fileName: string) => Promise<void>;
  /** Any other call of the API (assignments, link tables), with the same token and error handling. */
  call: HttpClient;
}

export interface ListExportParams extends Pick<GetListParams, 'sort' | 'filter'> {
  /** The sheet's name. */
  name: string;
  columns: ExportColumn[];
  fileName: string;
}

/** What a successful import answers. */
export interface ImportResult {
  imported: number;
}

interface FileTransfer {
  upload: <T>(path: string, file: File, onProgress?: (progress: UploadProgress) => void) => Promise<T>;
  download: (path: string, fileName: string) => Promise<void>;
  /** POSTs a request whose answer is a streamed file, saved as `fileName`. */
  downloadStream: (
    path: string,
    body: unknown,
    fileName: string,
    onProgress: (receivedBytes: number) => void,
    signal?: AbortSignal,
  ) => Promise<void>;
}

// react-admin's methods are generic in the record type; the API's JSON is whatever the record is.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- it must be assignable to each method's RecordType.
type ApiRecord = any;

type ListRequest = Pick<GetListParams, 'pagination' | 'sort' | 'filter'>;

/**
 * A profile section's call (DESIGN "Saving"): `meta.section` names the part of the record, `meta.itemId` one entry of
 * it.
 */
interface SectionMeta {
  section: string;
  itemId?: string | number;
  /**
   * How update writes the section: PATCH (profiles) unless the API names PUT (a request's status, diagnosis, spare
   * part).
   */
  method?: 'PUT' | 'PATCH';
}

const isSection = (meta: unknown): meta is SectionMeta =>
  typeof (meta as SectionMeta | undefined)?.section === 'string';

/** `<path>/<id>/<section>[/<itemId>]`: the section is ours (may hold '/'), the ids are encoded. */
const sectionPath = (path: string, id: unknown, { section, itemId }: SectionMeta) =>
  [
    path,
    encodeURIComponent(String(id)),
    section,
    ...(itemId === undefined ? [] : [encodeURIComponent(String(itemId))]),
  ].join('/');

function listBody(
  { pagination, sort, filter }: ListRequest,
  filterTypes: FilterInputTypes | undefined,
  extra: FilterEntry[] = [],
): FilterRequest {
  return {
    filters: [...toApiFilters(filter, filterTypes), ...extra],
    pageSize: pagination?.perPage ?? 10,
    pageNumber: pagination?.page ?? 1,
    sort: sort?.order === 'ASC' ? 1 : -1,
    ...(sort?.field ? { sortBy: sort.field } : {}),
  };
}

/** Maps react-admin calls onto the API's list contract and CRUD paths, for every resource of the table. */
export function createDataProvider(
  resources: ApiResources,
  http: HttpClient,
  files?: FileTransfer,
): ConsoleDataProvider {
  const entry = (resource: string): ApiResource => {
    const found = resources[resource];
    if (!found) throw new Error(`Unknown resource: ${resource}`);
    return found;
  };
  const list = async (resource: string, body: FilterRequest) => {
    const { json } = await http<Paged<ApiRecord>>(`${entry(resource).path}/getByPaginationAndFilter`, {
      method: 'POST',
      body,
    });
    // A capped count is a lower bound: react-admin keeps it as the total, the pager reads meta and shows "N+".
    return { data: json.records, total: json.totalRecords, ...(json.totalCapped && { meta: { totalCapped: true } }) };
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
      list(
        resource,
        listBody(params, entry(resource).filterTypes, [
          { property: target, operator: 'equal', value: id as string | number },
        ]),
      ),

    getOne: async (resource, { id, meta }) => {
      if (isSection(meta)) return { data: (await http<ApiRecord>(sectionPath(entry(resource).path, id, meta))).json };
      if (entry(resource).getOneByFilter) {
        const value = typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : (id as string | number);
        const { data } = await list(
          resource,
          listBody({ pagination: { page: 1, perPage: 1 } }, undefined, [{ property: 'id', operator: 'equal', value }]),
        );
        if (!data[0]) throw new HttpError('Not found', 404, { message: 'Not found' });
        return { data: data[0] };
      }
      const { path, getOneAtPath } = entry(resource);
      const { json } = await http<ApiRecord>(
        `${path}${getOneAtPath ? '' : '/getById'}/${encodeURIComponent(String(id))}`,
      );
      return { data: json };
    },

    create: async (resource, { data }) => {
      const { json } = await http<ApiRecord>(entry(resource).path, { method: 'POST', body: data });
      return { data: { ...data, ...json } };
    },

    update: async (resource, { id, data, meta }) => {
      // A section answers the whole updated record.
      if (isSection(meta))
        return {
          data: (
            await http<ApiRecord>(sectionPath(entry(resource).path, id, meta), {
              method: meta.method ?? 'PATCH',
              body: data,
            })
          ).json,
        };
      const { json } = await http<ApiRecord>(entry(resource).path, { method: 'PUT', body: { ...data, id } });
      return { data: { ...data, ...json, id } };
    },

    updateMany: async (resource, { ids, data }) => {
      await Promise.all(ids.map((id) => http(entry(resource).path, { method: 'PUT', body: { ...data, id } })));
      return { data: ids };
    },

    delete: async (resource, { id, previousData, meta }) => {
      // Deleting one entry of a section leaves the record, answered as it now is.
      if (isSection(meta))
        return {
          data: (await http<ApiRecord>(sectionPath(entry(resource).path, id, meta), { method: 'DELETE' })).json,
        };
      await http(`${entry(resource).path}/${encodeURIComponent(String(id))}`, { method: 'DELETE' });
      return { data: (previousData ?? { id }) as ApiRecord };
    },

    deleteMany: async (resource, { ids }) => {
      await Promise.all(
        ids.map((id) => http(`${entry(resource).path}/${encodeURIComponent(String(id))}`, { method: 'DELETE' })),
      );
      return { data: ids };
    },

    distinct: async (resource, field, query = {}) =>
      (await http<(string | number)[]>(`${entry(resource).path}/distinct`, { query: { ...query, field } })).json,

    filtersData: async <T>(resource: string) => (await http<T>(`${entry(resource).path}/filtersData`)).json,

    importFile: async (resource, file, onProgress) => {
      if (!files) throw new Error('No file transfer configured');
      const json = await files.upload<Partial<ImportResult> & { count?: number }>(
        importPath(entry(resource).path),
        file,
        onProgress,
      );
      return { imported: json?.imported ?? json?.count ?? 0 };
    },

    exportList: async (resource, { sort, filter, name, columns, fileName }, onProgress, signal) => {
      if (!files) throw new Error('No file transfer configured');
      const { filters, sort: order, sortBy } = listBody({ sort, filter }, entry(resource).filterTypes);
      const body: ExportRequest = { filters, sort: order, sortBy, name, columns };
      const { path, exportPath = `${path}/export` } = entry(resource);
      await files.downloadStream(exportPath, body, fileName, onProgress, signal);
    },

    downloadTemplate: async (resource, fileName) => {
      if (!files) throw new Error('No file transfer configured');
      await files.download(templatePath(entry(resource).path), fileName);
    },

    call: http,
  };
}

import { PINCODE_QUERY_LIMIT } from '../../../domain/constants';
import type { FilterEntry, FilterRequest, Paged } from '../../../domain/filters';
import type { BankDetailsInput, IfscAnswer } from '../../../domain/profile/bank';
import type { BrandProductsInput } from '../../../domain/profile/brandProducts';
import type { ActivityLogEntry } from '../../../domain/profile/activity';
import type { DocumentInput } from '../../../domain/profile/kyc';
import { httpClient } from '../../dataProvider/httpClient';
import type { PincodeRecord, ProfileSectionApi } from './types';

/**
 * The calls of the shared profile sections (spec 000 §7.2, §7.5), told the profile's paths so that
 * a channel partner and a technician use the same functions. Writes answer the whole updated profile.
 */
const at = (api: ProfileSectionApi, part: string) => `${api.base}/${part}`;
const json = async <T>(request: Promise<{ json: T }>) => (await request).json;

export const activityLog = (id: string) => json(httpClient<ActivityLogEntry[]>(`activityLogs/${encodeURIComponent(id)}`));

export const addServiceAreas = <P>(api: ProfileSectionApi, serviceAreaIds: string[]) => json(httpClient<P>(at(api, 'serviceAreas'), { method: 'PATCH', body: { serviceAreaIds } }));
export const deleteServiceArea = <P>(api: ProfileSectionApi, areaId: string) => json(httpClient<P>(at(api, `serviceAreas/${encodeURIComponent(areaId)}`), { method: 'DELETE' }));

export const addBrandProducts = <P>(api: ProfileSectionApi, body: BrandProductsInput) => json(httpClient<P>(at(api, 'brand'), { method: 'PATCH', body }));
export const updateBrandProducts = <P>(api: ProfileSectionApi, body: BrandProductsInput) => json(httpClient<P>(at(api, 'brand/update'), { method: 'PATCH', body }));
export const deleteBrandProducts = <P>(api: ProfileSectionApi, brandId: string) => json(httpClient<P>(at(api, `brand/${encodeURIComponent(brandId)}`), { method: 'DELETE' }));

export const saveBankDetails = <P>(api: ProfileSectionApi, body: BankDetailsInput) => json(httpClient<P>(at(api, 'bankDetails'), { method: 'PATCH', body }));

export const addDocument = <P>(api: ProfileSectionApi, body: DocumentInput) => json(httpClient<P>(at(api, 'document'), { method: 'PATCH', body }));
export const deleteDocument = <P>(api: ProfileSectionApi, documentId: string) => json(httpClient<P>(at(api, `document/${encodeURIComponent(documentId)}`), { method: 'DELETE' }));
export const documentNumber = (path: string) => json(httpClient<{ docNumber: string }>(path));

/** GET ifsc/{code}: BRANCH, BANK and CITY of a known code; 404 with the server's message otherwise. */
export const ifscDetails = (code: string) => json(httpClient<IfscAnswer>(`ifsc/${encodeURIComponent(code)}`));

/** One level of the state → district → city → pincode cascade (GET master/pincodes/distinct). */
export type CascadeField = 'state' | 'district' | 'city' | 'code';
export const pincodeDistinct = (field: CascadeField, parents: Partial<Record<CascadeField, string>>) =>
  json(httpClient<(string | number)[]>('master/pincodes/distinct', { query: { field, ...parents } }));

const list = <T>(path: string, body: FilterRequest) => json(httpClient<Paged<T>>(`${path}/getByPaginationAndFilter`, { method: 'POST', body }));

/** Pincode records matching filters, up to the spec's 9999 (spec 000 §7.5 "Pincode list query"). */
export const pincodeRecords = async (filters: FilterEntry[]) =>
  (await list<PincodeRecord>('master/pincodes', { filters, pageSize: PINCODE_QUERY_LIMIT, pageNumber: 1, sort: -1, sortBy: 'code' })).records;

/** Pincode records of given codes (the areas of a profile's service areas). */
export const pincodesOf = (codes: readonly number[]) => (codes.length ? pincodeRecords([{ property: 'code', operator: 'in', value: [...codes] }]) : Promise.resolve([]));

export interface NamedMaster {
  id: string;
  name: string;
}

/** Published brands or products whose name contains the text (server search, DESIGN "big choice lists"). */
export const searchPublished = async (master: 'brand' | 'product', text: string, pageSize = 50) => {
  const filters: FilterEntry[] = [{ property: 'status', operator: 'equal', value: 'Publish' }];
  if (text.trim()) filters.push({ property: 'name', operator: 'contains', value: text.trim() });
  return list<NamedMaster>(`master/${master}`, { filters, pageSize, pageNumber: 1, sort: 1, sortBy: 'name' });
};

import { useDataProvider } from 'ra-core';
import { useMemo } from 'react';
import { PINCODE_QUERY_LIMIT, SERVICE_LIST_PAGE_SIZE } from '../../../domain/constants';
import type { FilterEntry, FilterRequest, Paged } from '../../../domain/filters';
import type { Service } from '../../../domain/masters/service';
import type { ActivityLogEntry } from '../../../domain/profile/activity';
import type { IfscAnswer } from '../../../domain/profile/bank';
import type { ConsoleDataProvider } from '../../dataProvider';
import type { HttpClient } from '../../dataProvider/httpClient';
import type { PincodeRecord } from './types';

/** One level of the state → district → city → pincode cascade (GET master/pincodes/distinct). */
export type CascadeField = 'state' | 'district' | 'city' | 'code';

export interface NamedMaster {
  id: string;
  name: string;
}

/**
 * What the shared profile sections read beside the profile, through the dataProvider's client
 * (same token and error handling). Writes go through dataProvider.update/delete with the section in `meta`.
 */
function profileReads(call: HttpClient) {
  const json = async <T>(request: Promise<{ json: T }>) => (await request).json;
  const list = <T>(path: string, body: FilterRequest) =>
    json(call<Paged<T>>(`${path}/getByPaginationAndFilter`, { method: 'POST', body }));
  /** Pincode records matching filters, up to the spec's 9999. */
  const pincodeRecords = async (filters: FilterEntry[]) =>
    (
      await list<PincodeRecord>('master/pincodes', {
        filters,
        pageSize: PINCODE_QUERY_LIMIT,
        pageNumber: 1,
        sort: -1,
        sortBy: 'code',
      })
    ).records;
  return {
    activityLog: (id: string) => json(call<ActivityLogEntry[]>(`activityLogs/${encodeURIComponent(id)}`)),
    /**
     * GET ifsc/{code}: BRANCH, BANK and CITY of a valid code (branch and city empty where the directory lacks it); 404
     * otherwise.
     */
    ifscDetails: (code: string) => json(call<IfscAnswer>(`ifsc/${encodeURIComponent(code)}`)),
    pincodeDistinct: (field: CascadeField, parents: Partial<Record<CascadeField, string>>) =>
      json(call<(string | number)[]>('master/pincodes/distinct', { query: { field, ...parents } })),
    pincodeRecords,
    /** Published services offered to a profile: status in published, page size 99. */
    publishedServices: async () =>
      (
        await list<Service>('master/service', {
          filters: [{ property: 'status', operator: 'in', value: ['Publish'] }],
          pageSize: SERVICE_LIST_PAGE_SIZE,
          pageNumber: 1,
          sort: 1,
          sortBy: 'id',
        })
      ).records,
    /** Pincode records of given codes (the areas of a profile's service areas). */
    pincodesOf: (codes: readonly number[]) =>
      codes.length ? pincodeRecords([{ property: 'code', operator: 'in', value: [...codes] }]) : Promise.resolve([]),
    /** Published brands or products whose name contains the text (server search, DESIGN "big choice lists"). */
    searchPublished: (master: 'brand' | 'product', text: string, pageSize = 50) => {
      const filters: FilterEntry[] = [{ property: 'status', operator: 'equal', value: 'Publish' }];
      if (text.trim()) filters.push({ property: 'name', operator: 'contains', value: text.trim() });
      return list<NamedMaster>(`master/${master}`, { filters, pageSize, pageNumber: 1, sort: 1, sortBy: 'name' });
    },
  };
}

type ProfileReads = ReturnType<typeof profileReads>;

export function useProfileReads(): ProfileReads {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMemo(() => profileReads(dataProvider.call), [dataProvider]);
}

import { REQUEST_RESOURCES } from '../../../dataProvider/resourceNames';
import { useDataProvider } from 'ra-core';
import { useMemo } from 'react';
import type { ConsoleDataProvider } from '../../../dataProvider';
import type {
  PartnerWiseRequests,
  PartnerWiseRequestsQuery,
  RequestFilterData,
  RequestPeriod,
  RequestTotalCount,
} from '../../../../domain/requests/reportTypes';
import { type RequestListKind } from './listConfig';

const post = (body: unknown) => ({ method: 'POST' as const, body });

/** The list and report calls of spec 001 §7 beyond react-admin's getList and the export. */
function requestListApi({ call }: ConsoleDataProvider) {
  return {
    /** GET requests/filters/data, or GET pickUpRequests/filters/data?serviceId= for a waste service. */
    filterData: async (kind: RequestListKind, serviceId?: string) =>
      (
        await call<RequestFilterData>(
          `${REQUEST_RESOURCES[kind]}/filters/data`,
          kind === 'pickUp' && serviceId ? { query: { serviceId } } : undefined,
        )
      ).json,
    totalCount: async (period: RequestPeriod = {}) =>
      (await call<RequestTotalCount>('requests/totalCount', post(period))).json,
    partnerWise: async (query: PartnerWiseRequestsQuery) =>
      (await call<PartnerWiseRequests>('requests/getChannelPartnerWiseRequests', post(query))).json,
  };
}

export function useRequestListApi() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMemo(() => requestListApi(dataProvider), [dataProvider]);
}

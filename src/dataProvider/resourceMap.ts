import { MASTERS } from '../resources/masters/config';
import { filterInputTypes } from '../resources/masters/config/types';
import { PARTNER_FILTERS, PARTNER_RESOURCE } from '../resources/channelPartners/listConfig';
import { REQUEST_FILTERS, REQUEST_LIST_RESOURCES, requestReportPath } from '../resources/requests/list/listConfig';
import { TECHNICIAN_API_PATH, TECHNICIAN_FILTERS, TECHNICIAN_RESOURCE } from '../resources/technicians/listConfig';
import type { ApiResources } from './createDataProvider';

/** The one table from react-admin resource to API path; masters come from their configuration. */
export const API_RESOURCES: ApiResources = {
  ...Object.fromEntries(MASTERS.map((master) => [master.resource, { path: master.apiPath, filterTypes: filterInputTypes(master.filters), getOneByFilter: master.getOneByFilter }])),
  [PARTNER_RESOURCE]: { path: 'channel-partner', filterTypes: filterInputTypes(PARTNER_FILTERS) },
  // A request's operations: update/delete with meta.section (requests/{id}/status, …/sparePart/{sparePartId}).
  // Their lists export through the report calls of spec 001 §7.
  ...Object.fromEntries(
    (['repair', 'pickUp'] as const).map((kind) => [
      REQUEST_LIST_RESOURCES[kind],
      { path: REQUEST_LIST_RESOURCES[kind], filterTypes: filterInputTypes(REQUEST_FILTERS), exportPath: requestReportPath(kind) },
    ]),
  ),
  // GET technician/{id} (spec 001 §7), not getById.
  [TECHNICIAN_RESOURCE]: { path: TECHNICIAN_API_PATH, filterTypes: filterInputTypes(TECHNICIAN_FILTERS), getOneAtPath: true },
};

import {
  ESCALATION_RESOURCE,
  PARTNER_RESOURCE,
  PAYMENT_RESOURCE,
  REQUEST_RESOURCES,
  ESCALATION_API_PATH,
} from './resourceNames';
import { MASTERS } from '../resources/masters/config';
import { filterInputTypes } from '../components/list/types';
import { PARTNER_FILTERS } from '../resources/channelPartners/listConfig';
import { REQUEST_FILTERS, requestReportPath } from '../resources/requests/list/listConfig';
import { TECHNICIAN_API_PATH, TECHNICIAN_FILTERS, TECHNICIAN_RESOURCE } from '../resources/technicians/listConfig';
import { DEALER_API_PATH, DEALER_FILTERS, DEALER_RESOURCE } from '../resources/dealers/listConfig';
import { DELETION_API_PATH, DELETION_FILTERS, DELETION_RESOURCE } from '../resources/customers/deletion/listConfig';
import { REWARD_API_PATH, REWARD_FILTERS, REWARD_RESOURCE } from '../resources/rewards/listConfig';
import { PAYMENT_API_PATH, PAYMENT_FILTERS } from '../resources/payments/listConfig';
import { ESCALATION_FILTERS } from '../resources/escalations/listConfig';
import { DRIVE_FILTERS, DRIVE_RESOURCE } from '../resources/ewasteDrives/listConfig';
import type { ApiResources } from './createDataProvider';

/** The one table from react-admin resource to API path; masters come from their configuration. */
export const API_RESOURCES: ApiResources = {
  ...Object.fromEntries(
    MASTERS.map((master) => [
      master.resource,
      { path: master.apiPath, filterTypes: filterInputTypes(master.filters), getOneByFilter: master.getOneByFilter },
    ]),
  ),
  [PARTNER_RESOURCE]: { path: 'channel-partner', filterTypes: filterInputTypes(PARTNER_FILTERS) },
  // A request's operations: update/delete with meta.section (requests/{id}/status, …/sparePart/{sparePartId}).
  // Their lists export through the report calls of spec 001 §7.
  ...Object.fromEntries(
    (['repair', 'pickUp'] as const).map((kind) => [
      REQUEST_RESOURCES[kind],
      {
        path: REQUEST_RESOURCES[kind],
        filterTypes: filterInputTypes(REQUEST_FILTERS),
        exportPath: requestReportPath(kind),
      },
    ]),
  ),
  // GET technician/{id}, not getById.
  [TECHNICIAN_RESOURCE]: {
    path: TECHNICIAN_API_PATH,
    filterTypes: filterInputTypes(TECHNICIAN_FILTERS),
    getOneAtPath: true,
  },
  // GET dealer/getById/{id}, PATCH dealer/{id}/basicDetails and …/document.
  [DEALER_RESOURCE]: { path: DEALER_API_PATH, filterTypes: filterInputTypes(DEALER_FILTERS) },
  // PUT user/deletion/requests/{id}/status through update with meta.section 'status'.
  [DELETION_RESOURCE]: { path: DELETION_API_PATH, filterTypes: filterInputTypes(DELETION_FILTERS) },
  // POST rewards (an admin's entry) through create; rewards/filtersData through filtersData.
  [REWARD_RESOURCE]: { path: REWARD_API_PATH, filterTypes: filterInputTypes(REWARD_FILTERS) },
  // GET payments/{id}; POST payments/{id}/collect, …/refund, …/link through call.
  [PAYMENT_RESOURCE]: { path: PAYMENT_API_PATH, filterTypes: filterInputTypes(PAYMENT_FILTERS), getOneAtPath: true },
  // The escalation queue; its pages read and write through call (GET escalations/{id}, PUT …/status …).
  [ESCALATION_RESOURCE]: { path: ESCALATION_API_PATH, filterTypes: filterInputTypes(ESCALATION_FILTERS) },
  // GET ewasteDrives/{id}; PUT ewasteDrives/{id} and …/status, POST …/summary through call.
  [DRIVE_RESOURCE]: { path: DRIVE_RESOURCE, filterTypes: filterInputTypes(DRIVE_FILTERS), getOneAtPath: true },
};

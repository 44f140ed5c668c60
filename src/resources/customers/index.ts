import GroupsIcon from '@mui/icons-material/Groups';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import type { RaRecord } from 'ra-core';
import { preloadable } from '../../app/preloadable';
import { filterInputTypes } from '../../components/list/types';
import type { ResourceDeclaration } from '../../console/resourceDeclaration';
import { CUSTOMER_API_PATH, CUSTOMER_RESOURCE } from '../../dataProvider/resourceNames';
import { DELETION_API_PATH, DELETION_FILTERS, DELETION_RESOURCE } from './deletion/listConfig';

const fullName = (record: RaRecord) =>
  [record.firstName, record.lastName].filter(Boolean).join(' ') || String(record.username ?? record.id);

/** Customers: found by mobile or name (no list call), read by GET users/customer/{id}, created and edited there. */
export const customers: ResourceDeclaration = {
  name: CUSTOMER_RESOURCE,
  api: { path: CUSTOMER_API_PATH, getOneAtPath: true },
  icon: GroupsIcon,
  recordRepresentation: fullName,
  pages: {
    customerSearch: preloadable(async () => (await import('./CustomerSearchPage')).default),
    customerView: preloadable(async () => (await import('./CustomerViewPage')).default),
  },
};

/** Customers' requests to erase their account: the admin's queue (PUT user/deletion/requests/{id}/status). */
export const deletionRequests: ResourceDeclaration = {
  name: DELETION_RESOURCE,
  api: { path: DELETION_API_PATH, filterTypes: filterInputTypes(DELETION_FILTERS) },
  icon: PersonRemoveIcon,
  recordRepresentation: 'id',
  pages: {
    customerDeletion: preloadable(async () => (await import('./deletion/DeletionRequestsPage')).default),
  },
};

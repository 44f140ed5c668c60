import CommentIcon from '@mui/icons-material/Comment';
import ListAltIcon from '@mui/icons-material/ListAlt';
import RecyclingIcon from '@mui/icons-material/Recycling';
import { preloadable } from '../../app/preloadable';
import { filterInputTypes } from '../../components/list/types';
import type { ResourceDeclaration } from '../../console/resourceDeclaration';
import { REQUEST_RESOURCES } from '../../dataProvider/resourceNames';
import type { RequestKindName } from '../../../domain/requests/statuses';
import { REQUEST_FILTERS, requestReportPath } from './list/listConfig';

const pages = {
  requestView: preloadable(async () => (await import('./view/RequestPage')).default),
  services: preloadable(async () => (await import('./list/ServicesPage')).default),
  requestList: preloadable(async () => (await import('./list/RequestListPage')).default),
};

/**
 * A kind of request: its lists (exported through the report calls), its page; its operations go through update and
 * delete with meta.section (requests/{id}/status, …/sparePart/{sparePartId}) and the data provider's request calls.
 */
const requestsOf = (kind: RequestKindName, icon: ResourceDeclaration['icon']): ResourceDeclaration => ({
  name: REQUEST_RESOURCES[kind],
  api: {
    path: REQUEST_RESOURCES[kind],
    filterTypes: filterInputTypes(REQUEST_FILTERS),
    exportPath: requestReportPath(kind),
  },
  icon,
  recordRepresentation: 'id',
});

export const repairRequests: ResourceDeclaration = { ...requestsOf('repair', ListAltIcon), pages };
export const pickUpRequests = requestsOf('pickUp', RecyclingIcon);

/** The comments on a request (comments/getByPaginationAndFilter, POST comments). */
export const comments: ResourceDeclaration = {
  name: 'comments',
  api: { path: 'comments' },
  icon: CommentIcon,
  recordRepresentation: 'id',
};

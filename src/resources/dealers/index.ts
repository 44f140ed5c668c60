import StorefrontIcon from '@mui/icons-material/Storefront';
import { preloadable } from '../../app/preloadable';
import { filterInputTypes } from '../../components/list/types';
import { nameOrId, type ResourceDeclaration } from '../../console/resourceDeclaration';
import { DEALER_API_PATH, DEALER_FILTERS, DEALER_RESOURCE } from './listConfig';

/** Dealers: the list, the add form and the profile page. */
export const dealers: ResourceDeclaration = {
  name: DEALER_RESOURCE,
  // GET dealer/getById/{id}, PATCH dealer/{id}/basicDetails and …/document.
  api: { path: DEALER_API_PATH, filterTypes: filterInputTypes(DEALER_FILTERS) },
  icon: StorefrontIcon,
  recordRepresentation: nameOrId,
  pages: {
    dealerList: preloadable(async () => (await import('./DealerListPage')).default),
    dealerAdd: preloadable(async () => (await import('./DealerAddPage')).default),
    dealerProfile: preloadable(async () => (await import('./DealerProfilePage')).default),
  },
};

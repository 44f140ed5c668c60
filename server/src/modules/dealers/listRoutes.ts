import { filterValuesSchema, partyListRoutes } from '../onboarding';
import { adminOnly } from './access';
import { dealerFilterData, dealerList } from './list';
import { dealerRowSchema, tags } from './schemas';

/** The admin's dealer list (dealers), its XLSX export and its filter values, as the onboarding core serves them. */
export const dealerListRoutes = partyListRoutes({
  path: '/dealer',
  tags,
  guard: adminOnly,
  resource: dealerList,
  rowSchema: dealerRowSchema,
  filterData: {
    schema: filterValuesSchema('status', 'typeOfFirm', 'city', 'state', 'channelPartnerName'),
    read: (database) => dealerFilterData(database),
  },
});

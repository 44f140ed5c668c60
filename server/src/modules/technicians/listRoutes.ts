import { z } from 'zod';
import { TECHNICIAN_STATUSES } from '../../../../domain/technicians/statuses';
import { partnerScopeOf, type Caller } from '../../platform/parties';
import { filterValuesSchema, partyListRoutes } from '../onboarding';
import { adminOrPartner, NOT_YOURS } from './access';
import { partnerScope, technicianFilterData, technicianList } from './list';
import { tags } from './schemas';

const rowSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  mobile: z.string(),
  channelPartnerId: z.string(),
  channelPartnerName: z.string(),
  status: z.enum(TECHNICIAN_STATUSES),
  city: z.string().nullable(),
  state: z.string().nullable(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});

/** The partner whose technicians the caller sees: none for an admin (all of them), its own for a channel partner. */
const scopedPartnerId = (caller: Caller) => partnerScopeOf(caller, NOT_YOURS);

/**
 * The technician lists (technicians/main and its tabs), their export and their filter values; a partner's are its own.
 */
export const technicianListRoutes = partyListRoutes({
  path: '/technician',
  tags,
  guard: adminOrPartner,
  resource: technicianList,
  rowSchema,
  scope: (caller) => partnerScope(scopedPartnerId(caller)),
  filterData: {
    schema: filterValuesSchema('status', 'city', 'state', 'channelPartnerName'),
    read: (database, caller) => technicianFilterData(database, scopedPartnerId(caller)),
  },
});

import type { TimeSlotDay } from '../../../domain/channelPartner/timeSlots';
import { dayAfter } from '../../../domain/masters/days';
import { indiaToday } from '../../../src/components/format/indiaDay';
import { apiCall } from './api';

/**
 * The demo customer Asha Verma (server/src/db/seed/demoCustomers.ts): her Work address (Vidhana Soudha) is served by
 * GreenFix and its technician Ravi.
 */
export const DEMO_CUSTOMER = { userName: '9876500001', name: 'Asha Verma' };
/** The demo partner and its Active technician Ravi Kumar (server/src/db/seed/demoTechnicians.ts). */
export const GREENFIX = { email: 'partner@reloop.test', password: 'Partner@1234', name: 'GreenFix Services' };
export const RAVI = { mobile: '9876543210', name: 'Ravi Kumar' };

interface CustomerRecord {
  addresses: { id: string; name: string; pincode: number; area: string }[];
  products: { id: string; nickName: string; status: string }[];
}

export interface BookedRequest {
  id: string;
  appointmentSlot: { date: string; slot: string };
  assignee: { channelPartnerId: string | null; technicianId: string | null };
}

/** A day from India's today (the booking window's calendar). */
const day = (offset: number) => dayAfter(indiaToday(), offset);

/**
 * The partner's free slots for a service at an address, over the booking window (what the appointment picker shows).
 */
export async function freeSlots(
  token: string,
  partnerId: string,
  serviceId: string,
  address: { pincode: number; area: string },
) {
  const query = new URLSearchParams({
    fromDate: day(1),
    toDate: day(14),
    serviceId,
    pincode: String(address.pincode),
    area: address.area,
  });
  const days = await apiCall<TimeSlotDay[]>(
    `requests/calendar/timeSlots/channelPartner/${encodeURIComponent(partnerId)}?${query}`,
    token,
  );
  return days.flatMap((d) =>
    d.slots.filter((s) => s.available > 0).map((s) => ({ date: d.date, slot: s.slot, available: s.available })),
  );
}

/**
 * The demo customer's Work address and the customer products named (by nick name), as the booking screen finds them.
 */
export async function demoCustomer(token: string, nickNames: string[]) {
  const customer = await apiCall<CustomerRecord>(`users/customer/${DEMO_CUSTOMER.userName}`, token);
  const address = customer.addresses.find((a) => a.name === 'Work');
  if (!address) throw new Error('the demo customer has no Work address');
  const products = nickNames.map((nick) => customer.products.find((p) => p.nickName === nick)?.id);
  if (products.some((id) => !id)) throw new Error(`the demo customer has no product named ${nickNames.join(', ')}`);
  return { address, productIds: products as string[] };
}

/** The demo partner's id, as an admin's partner list answers it. */
export async function greenFixId(token: string): Promise<string> {
  const { records } = await apiCall<{ records: { id: string; name: string }[] }>(
    'channel-partner/getByPaginationAndFilter',
    token,
    {
      body: { filters: [{ property: 'name', operator: 'equal', value: GREENFIX.name }], pageSize: 10, pageNumber: 1 },
    },
  );
  if (!records[0]) throw new Error('the demo partner GreenFix Services is missing');
  return records[0].id;
}

/**
 * Books a request as the caller (a dealer, an admin) through the API the booking screen calls, on the first free slot
 * of GreenFix at the demo customer's Work address (the `skip`-th free one, or the slot `at`, when given).
 */
export async function bookForDemoCustomer(
  token: string,
  adminToken: string,
  kind: 'repair' | 'pickUp',
  options: { nickNames: string[]; skip?: number; at?: { date: string; slot: string } } = { nickNames: ['My Phone'] },
): Promise<BookedRequest> {
  const partnerId = await greenFixId(adminToken);
  const { address, productIds } = await demoCustomer(adminToken, options.nickNames);
  const serviceId = kind === 'repair' ? 'SID101' : 'SID102';
  const slots = await freeSlots(adminToken, partnerId, serviceId, address);
  const slot = options.at ?? slots[options.skip ?? 0];
  if (!slot) throw new Error(`GreenFix has no free ${serviceId} slot in the next two weeks`);
  const common = {
    userName: DEMO_CUSTOMER.userName,
    paymentMethod: kind === 'repair' ? 'Link' : 'PayLater',
    channelPartnerId: partnerId,
    source: 'Call Center',
    requestFrom: 'Dealer',
    address: { id: address.id },
    appointmentSlot: { date: slot.date, slot: slot.slot },
    serviceId,
  };
  return kind === 'repair'
    ? apiCall<BookedRequest>('user/requests', token, {
        body: {
          ...common,
          userProductId: productIds[0],
          issues: [{ name: 'Screen cracked', description: 'The screen is cracked at the top corner' }],
        },
      })
    : apiCall<BookedRequest>('pickUpRequests', token, { body: { ...common, userProductIds: productIds } });
}

import type { RequestRecord } from '../../../../../domain/requests/records';
import type { Message } from '../../../platform/notify';
import type { Executor } from '../../../platform/db';
import { partnerEmail } from '../../channelPartners';

/** What, where and when: the line every notice of a visit carries. */
export const visitText = (record: RequestRecord) =>
  `${record.serviceName}, ${record.appointmentSlot.date} ${record.appointmentSlot.slot}, ` +
  `${record.address.area} ${record.address.pincode}`;

const PARTNER_NOTICES = {
  booked: {
    subject: (id: string) => `New request ${id} for you`,
    lead: (id: string) => `new request ${id} is booked for you`,
  },
  assigned: {
    subject: (id: string) => `Request ${id} assigned to you`,
    lead: (id: string) => `request ${id} is assigned to you`,
  },
} as const;

/**
 * The e-mail that tells the request's channel partner (its primary e-mail) of the request: when it is booked for the
 * partner, and when an admin assigns it to the partner. None when the partner has no record.
 */
export async function partnerNotice(
  tx: Executor,
  record: RequestRecord,
  why: keyof typeof PARTNER_NOTICES,
): Promise<Message[]> {
  const partnerId = record.assignee.channelPartnerId;
  const email = partnerId === null ? undefined : await partnerEmail(tx, partnerId);
  const notice = PARTNER_NOTICES[why];
  if (email === undefined) return [];
  return [
    {
      channel: 'email',
      to: email,
      topic: 'requestAssigned',
      subject: notice.subject(record.id),
      body: `Reloop: ${notice.lead(record.id)}: ${visitText(record)}.`,
    },
  ];
}

/** An SMS to the request's customer. */
export const customerSms = (record: RequestRecord, body: string): Message => ({
  channel: 'sms',
  to: record.customer.mobileNumber,
  body,
});

import { sql } from 'drizzle-orm';
import type { RequestRecord } from '../../../../../domain/requests/records';
import type { Message } from '../../../platform/notify';
import { z } from 'zod';
import { type Executor, rowOf } from '../../../platform/db';

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
  const partner = await rowOf(
    tx,
    z.object({ email: z.string() }),
    sql`SELECT primary_email AS email FROM channel_partners WHERE id = ${record.assignee.channelPartnerId}`,
  );
  const notice = PARTNER_NOTICES[why];
  if (!partner) return [];
  return [
    {
      channel: 'email',
      to: partner.email,
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

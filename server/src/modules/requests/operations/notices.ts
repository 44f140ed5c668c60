import { sql } from 'drizzle-orm';
import type { RequestRecord } from '../../../../../domain/requests/records';
import type { AppContext } from '../../../context';
import type { Message } from '../../../platform/notify';
import { type Executor, firstRow } from '../../../platform/db';

type Notifying = Pick<AppContext, 'notifier'>;

/** Writes the notice to the outbox on `ctx.db`, the transaction of the change it tells of (delivered after the commit). */
export async function sendNotice(ctx: Notifying & { db: Executor }, message: Message | undefined) {
  if (!message) return;
  await ctx.notifier.enqueue(ctx.db, message);
}

/** What, where and when: the line every notice of a visit carries. */
export const visitText = (record: RequestRecord) =>
  `${record.serviceName}, ${record.appointmentSlot.date} ${record.appointmentSlot.slot}, ${record.address.area} ${record.address.pincode}`;

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
 * The request's channel partner hears of it by e-mail (its primary e-mail): when it is booked for the partner, and when
 * an admin assigns it to the partner (spec issue 14 "Notifications": the partner on a new request).
 */
export async function tellPartner(
  ctx: Notifying & { db: Executor },
  record: RequestRecord,
  why: keyof typeof PARTNER_NOTICES,
) {
  const partner = await firstRow<{ email: string }>(
    ctx.db,
    sql`SELECT primary_email AS email FROM channel_partners WHERE id = ${record.assignee.channelPartnerId}`,
  );
  const notice = PARTNER_NOTICES[why];
  await sendNotice(
    ctx,
    partner && {
      channel: 'email',
      to: partner.email,
      topic: 'requestAssigned',
      subject: notice.subject(record.id),
      body: `Reloop: ${notice.lead(record.id)}: ${visitText(record)}.`,
    },
  );
}

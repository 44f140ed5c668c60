import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { rupees } from '../../../../domain/requests/booking';
import type { RequestRecord } from '../../../../domain/requests/records';
import type { AppContext } from '../../context';
import { pickUpRequestProducts, pickUpRequests, requestIssues, requests } from '../../db/schema';
import { bookingSubmissions, REQUEST_ID_SEQUENCES } from '../../db/schema/requests';
import { recordActivity } from '../../platform/activityLog';
import { creditBooking } from '../rewards';
import { HttpError } from '../../platform/errors';
import { z } from 'zod';
import { idRow, rowOf, type Transaction } from '../../platform/db';
import { askBookingPayment, sendBookingLink } from '../payments';
import { REQUEST_KINDS, type RequestKindName } from '../requestKinds';
import { partnerNotice } from './operations/notices';
import { takePartnerUnit } from './operations/slotUnits';
import { takeCouponUse } from './couponUses';
import { type Booker, type BookingPlan, planBooking, type Submission } from './plan';
import { readRequest } from './read';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

export const IDEMPOTENCY_MESSAGES = {
  reused: SERVER_MESSAGES.idempotencyKeyReused,
} as const;

interface Booked {
  record: RequestRecord;
  /** True when the key named an earlier submission: its request is answered and nothing new was written. */
  replayed: boolean;
}

/** Thrown inside the booking transaction when another submission with the same key won: the transaction rolls back. */
class AlreadySubmitted extends Error {}

const bodyHash = (submission: Submission) => createHash('sha256').update(JSON.stringify(submission)).digest('hex');

const submissionRow = z.object({
  bodyHash: z.string(),
  requestId: z.string(),
  requestKind: z.enum(['repair', 'pickUp']) satisfies z.ZodType<RequestKindName>,
});

/** The request an earlier submission with this key created, or 422 when the key came with another body. */
async function replay(
  ctx: Pick<AppContext, 'db'>,
  booker: Booker,
  key: string,
  hash: string,
): Promise<Booked | undefined> {
  const earlier = await rowOf(
    ctx.db,
    submissionRow,
    sql`SELECT body_hash AS "bodyHash", request_id AS "requestId", request_kind AS "requestKind"
        FROM booking_submissions WHERE user_id = ${booker.sub} AND key = ${key}`,
  );
  if (!earlier) return undefined;
  if (earlier.bodyHash !== hash)
    throw new HttpError(422, IDEMPOTENCY_MESSAGES.reused, { 'idempotency-key': IDEMPOTENCY_MESSAGES.reused });
  const record = await readRequest(ctx.db, earlier.requestKind, earlier.requestId);
  if (!record) throw new Error(`booking submission ${key} names a missing request ${earlier.requestId}`);
  return { record, replayed: true };
}

/**
 * The booking pipeline of both kinds (POST user/requests, POST pickUpRequests, the demo seed): checks and prices the
 * submission, then in one transaction records the Idempotency-Key (a concurrent duplicate waits on its primary key
 * and then answers the winner's request), takes a unit of the slot's capacity (409 when none is left, and nothing
 * is written), and writes the request, its issues or products, its payment, the activity and the partner's and the
 * customer's messages (the outbox); after the commit a Pay via link booking's link goes to the customer.
 */
export async function bookRequest(
  ctx: Pick<AppContext, 'db' | 'config' | 'notifier'>,
  booker: Booker,
  submission: Submission,
  key?: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<Booked> {
  const hash = bodyHash(submission);
  if (key) {
    const earlier = await replay(ctx, booker, key, hash);
    if (earlier) return earlier;
  }
  const plan = await planBooking(ctx.db, ctx.config, booker, submission);
  let record: RequestRecord;
  try {
    record = await ctx.db.transaction(async (tx) => {
      const id = await writeBooking(tx, plan, booker, key ? { key, hash } : undefined);
      const written = await readRequest(tx, plan.kind, id);
      if (!written) throw new Error(`request ${id} vanished while booking`);
      // The partner's and the customer's messages commit with the booking (the outbox), or not at all.
      for (const message of await partnerNotice(tx, written, 'booked')) await ctx.notifier.enqueue(tx, message);
      await tellCustomerBooked({ ...ctx, db: tx }, plan, id);
      return written;
    });
  } catch (error) {
    if (error instanceof AlreadySubmitted && key) return (await replay(ctx, booker, key, hash))!;
    throw error;
  }
  // Pay via link: the gateway makes the link after the commit; a link that cannot be made now is logged (POST
  // payments/{id}/link sends it again).
  if (plan.paymentMethod === 'Link' && plan.amounts.totalPaise > 0)
    await sendBookingLink(ctx, record.id).catch((error: unknown) =>
      log?.warn({ err: error, requestId: record.id }, 'payment link not sent'),
    );
  return { record, replayed: false };
}

async function writeBooking(
  tx: Transaction,
  plan: BookingPlan,
  booker: Booker,
  submission?: { key: string; hash: string },
): Promise<string> {
  const sequence = REQUEST_ID_SEQUENCES[plan.prefix as keyof typeof REQUEST_ID_SEQUENCES];
  const next = await rowOf(
    tx,
    idRow,
    sql`SELECT ${plan.prefix} || lpad(n::text, greatest(8, length(n::text)), '0') AS id
        FROM (SELECT nextval(${sequence}::regclass) AS n) s`,
  );
  const id = next!.id;
  if (submission) {
    const recorded = await tx
      .insert(bookingSubmissions)
      .values({
        userId: booker.sub,
        key: submission.key,
        bodyHash: submission.hash,
        requestId: id,
        requestKind: plan.kind,
      })
      .onConflictDoNothing()
      .returning({ key: bookingSubmissions.key });
    if (!recorded.length) throw new AlreadySubmitted();
  }
  // A unit of the partner's slot (409 when none is left: the whole booking rolls back).
  await takePartnerUnit(tx, {
    channelPartnerId: plan.channelPartnerId,
    serviceId: plan.serviceId,
    date: plan.date,
    slot: plan.slot,
    capacity: plan.slotCapacity,
  });
  // A use of the coupon, under its limits (400 when one was reached meanwhile: the whole booking rolls back).
  if (plan.coupon)
    await takeCouponUse(tx, plan.coupon, { customerId: plan.customer.id, requestId: id, requestKind: plan.kind });

  const common = {
    id,
    serviceId: plan.serviceId,
    customerId: plan.customer.id,
    userName: plan.customer.userName,
    channelPartnerId: plan.channelPartnerId,
    dealerId: booker.dealerId,
    bookedBy: booker.username,
    bookedByRole: booker.role,
    source: plan.source,
    requestFrom: plan.requestFrom,
    status: 'Open',
    addressId: plan.address.id,
    addressName: plan.address.name,
    addressLine1: plan.address.line1,
    addressLine2: plan.address.line2,
    landmark: plan.address.landmark,
    area: plan.address.area,
    city: plan.address.city,
    state: plan.address.state,
    pincode: plan.address.pincode,
    appointmentDate: plan.date,
    appointmentSlot: plan.slot,
    paymentMethod: plan.paymentMethod,
    paymentStatus: plan.paymentStatus,
    ...plan.amounts,
    igstPercent: plan.igstPercent,
    couponCode: plan.coupon?.code ?? null,
    couponPercent: plan.coupon?.percentage ?? null,
    rewardPoints: 0,
  };
  if (plan.kind === 'repair') {
    const [product] = plan.products;
    await tx.insert(requests).values({ ...common, ...product, categoryId: product.categoryId ?? '' });
    await tx
      .insert(requestIssues)
      .values(plan.issues.map((issue, position) => ({ requestId: id, position, ...issue })));
  } else {
    await tx.insert(pickUpRequests).values(common);
    await tx.insert(pickUpRequestProducts).values(
      plan.products.map((p, position) => ({
        requestId: id,
        position,
        userProductId: p.userProductId,
        productId: p.productId,
        productType: p.productType,
        brandId: p.brandId,
      })),
    );
  }
  // A payment asks an amount: a free booking (a pick-up, a 100 % coupon) asks none; charges added later ask theirs
  // (payments/owed.ts).
  if (plan.amounts.totalPaise > 0)
    await askBookingPayment(tx, {
      requestId: id,
      requestKind: plan.kind,
      method: plan.paymentMethod,
      status: plan.paymentStatus,
      amountPaise: plan.amounts.totalPaise,
    });
  await creditBooking(tx, { id, customerId: plan.customer.id });
  await recordActivity(tx, {
    entityId: id,
    entityType: REQUEST_KINDS[plan.kind].entityType,
    activity: activityText('requestRaised'),
    remark: activityRemark('booked', {
      date: plan.date,
      slot: plan.slot,
      paymentMethod: plan.paymentMethod,
      total: rupees(plan.amounts.totalPaise),
    }),
    by: booker,
  });
  return id;
}

/**
 * The customer's SMS on booking, written to the outbox in the booking's transaction: the request id and slot. With Pay
 * via link the SMS is the link to pay (sendBookingLink, after the commit), unless there is nothing to pay (a 100 %
 * coupon).
 */
async function tellCustomerBooked(
  ctx: { db: Transaction } & Pick<AppContext, 'notifier'>,
  plan: BookingPlan,
  id: string,
) {
  if (plan.paymentMethod === 'Link' && plan.amounts.totalPaise > 0) return;
  const body = `Reloop: your request ${id} is booked for ${plan.date} ${plan.slot}.`;
  await ctx.notifier.enqueue(ctx.db, { channel: 'sms', to: `${MOBILE_PREFIX}${plan.customer.mobileNumber}`, body });
}

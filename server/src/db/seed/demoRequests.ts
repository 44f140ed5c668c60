import { z } from 'zod';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { calendarDays, SLOT_LABELS, slotClosure } from '../../../../domain/channelPartner/timeSlots';
import type { PaymentMethod } from '../../../../domain/requests/booking';
import { ROLES, type Role } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import { hasRow, rowsOf, rowOf, column, idRow } from '../../platform/db';
import { cancelPaymentLink, cancelRequestPayments, type OwedLinks } from '../../modules/payments';
import {
  type Booker,
  bookRequest,
  moveVisitUnits,
  releaseRequestUnits,
  requestHead,
  slotCapacityOf,
  slotRules,
  type Submission,
  takeTechnicianUnit,
  technicianSlots,
  todayInIndia,
  unitsHeldBy,
} from '../../modules/requests';
import { REQUEST_KINDS, type RequestKindName } from '../../modules/requestKinds';
import { recordActivity } from '../../platform/activityLog';
import { HttpError } from '../../platform/errors';
import { DEMO_CUSTOMERS } from './demoCustomers';

type Who = 'admin' | 'customerCare' | 'dealer';

interface DemoRequest {
  kind: RequestKindName;
  /** Index into DEMO_CUSTOMERS, its address and its products. */
  customer: number;
  address: number;
  products: number[];
  serviceId: string;
  paymentMethod: PaymentMethod;
  by: Who;
  /** Where the request is moved after booking; Open stays as booked. */
  status: 'Open' | 'Assigned' | 'Scheduled' | 'Completed' | 'Cancelled';
  /** Its visit falls today, so the demo technician's dashboard lists visits today on a fresh start. */
  visitToday?: true;
}

/**
 * A few requests of each kind and status, so every tab of the customer view has rows on a fresh start (repairs only of
 * products the price master prices: CUS000002's Whirlpool double-door fridge has no service price, so it is picked up).
 */
const DEMO_REQUESTS: DemoRequest[] = [
  {
    kind: 'repair',
    customer: 0,
    address: 0,
    products: [0],
    serviceId: 'SID101',
    paymentMethod: 'Link',
    by: 'admin',
    status: 'Open',
  },
  {
    kind: 'repair',
    customer: 0,
    address: 0,
    products: [1],
    serviceId: 'SID101',
    paymentMethod: 'Cash',
    by: 'customerCare',
    status: 'Completed',
  },
  {
    kind: 'repair',
    customer: 3,
    address: 0,
    products: [0],
    serviceId: 'SID101',
    paymentMethod: 'PayLater',
    by: 'dealer',
    status: 'Assigned',
    visitToday: true,
  },
  {
    kind: 'repair',
    customer: 2,
    address: 0,
    products: [0],
    serviceId: 'SID101',
    paymentMethod: 'Link',
    by: 'admin',
    status: 'Cancelled',
  },
  {
    kind: 'repair',
    customer: 3,
    address: 0,
    products: [1],
    serviceId: 'SID101',
    paymentMethod: 'PayLater',
    by: 'dealer',
    status: 'Open',
  },
  {
    kind: 'pickUp',
    customer: 0,
    address: 0,
    products: [0, 1],
    serviceId: 'SID102',
    paymentMethod: 'PayLater',
    by: 'admin',
    status: 'Open',
  },
  {
    kind: 'pickUp',
    customer: 1,
    address: 0,
    products: [0],
    serviceId: 'SID102',
    paymentMethod: 'PayLater',
    by: 'customerCare',
    status: 'Scheduled',
    visitToday: true,
  },
  {
    kind: 'pickUp',
    customer: 3,
    address: 0,
    products: [0, 1],
    serviceId: 'SID102',
    paymentMethod: 'PayLater',
    by: 'admin',
    status: 'Completed',
  },
  {
    kind: 'pickUp',
    customer: 2,
    address: 0,
    products: [0],
    serviceId: 'SID102',
    paymentMethod: 'PayLater',
    by: 'dealer',
    status: 'Cancelled',
  },
];

export interface DemoRequestParties {
  partnerId: string;
  technicianId: string;
  bookers: Record<Who, { sub: string; username: string; dealerId?: string }>;
}

const ROLE_OF: Record<Who, Role> = { admin: ROLES.admin, customerCare: ROLES.customerCare, dealer: ROLES.dealer };

const addressPlaceRow = z.object({ id: z.string(), pincode: column.number, area: z.string() });

/**
 * Demo requests for the demo customers, booked through the booking pipeline (the same checks, prices, slot capacity and
 * activity as the API) and then moved to their demo status. Runs once: nothing is added when a demo customer already
 * has a request. A booking the masters no longer allow (a price removed, say) is left out.
 */
export async function seedDemoRequests(ctx: AppContext, parties: DemoRequestParties) {
  const ids = DEMO_CUSTOMERS.map((c) => c.id);
  const seeded = await hasRow(
    ctx.db,
    sql`SELECT 1 FROM requests WHERE customer_id = ANY(${sql.param(ids)}::text[]) UNION ALL SELECT 1
        FROM pick_up_requests WHERE customer_id = ANY(${sql.param(ids)}::text[]) LIMIT 1`,
  );
  if (seeded) return;
  for (const [index, demo] of DEMO_REQUESTS.entries()) {
    const customer = DEMO_CUSTOMERS[demo.customer];
    const [addresses, products] = await Promise.all([
      rowsOf(
        ctx.db,
        addressPlaceRow,
        sql`SELECT id, pincode, area FROM customer_addresses WHERE customer_id = ${customer.id} AND deleted_at IS NULL
            ORDER BY created_at, id`,
      ),
      rowsOf(
        ctx.db,
        idRow,
        sql`SELECT id FROM customer_products WHERE customer_id = ${customer.id} ORDER BY created_at, id`,
      ),
    ]);
    const address = addresses[demo.address];
    const productIds = demo.products.map((i) => products[i]?.id).filter((id): id is string => !!id);
    if (!address || !productIds.length) continue;
    const who = parties.bookers[demo.by];
    const booker: Booker = {
      sub: who.sub,
      username: who.username,
      role: ROLE_OF[demo.by],
      dealerId: who.dealerId ?? null,
    };
    const common = {
      id: '',
      userName: customer.mobile,
      paymentMethod: demo.paymentMethod,
      channelPartnerId: parties.partnerId,
      source: 'Call Center' as const,
      requestFrom: 'End Customer' as const,
      address: {
        id: address.id,
        addressName: '',
        addressLine1: '',
        addressLine2: '',
        landmark: '',
        area: '',
        city: '',
        state: '',
      },
      serviceId: demo.serviceId,
      sparePartId: null,
      rewardPoints: 0 as const,
    };
    const submission = (appointmentSlot: { date: string; slot: string }): Submission =>
      demo.kind === 'repair'
        ? {
            kind: 'repair',
            body: {
              ...common,
              appointmentSlot,
              userProductId: productIds[0],
              issues: [{ name: 'Not working', description: 'Demo request: stopped working' }],
            },
          }
        : { kind: 'pickUp', body: { ...common, appointmentSlot, userProductIds: productIds } };
    const id = await bookInFirstOpenSlot(ctx, booker, parties.partnerId, address, submission, `demo-request-${index}`);
    if (id && demo.status !== 'Open') await moveDemoRequest(ctx, demo.kind, id, demo.status, parties.technicianId);
    if (id && demo.visitToday) await moveDemoVisitToToday(ctx, demo.kind, id);
  }
}

/** Books in the first slot from tomorrow that the partner's rules open and that has room; undefined when none does. */
async function bookInFirstOpenSlot(
  ctx: AppContext,
  booker: Booker,
  partnerId: string,
  place: { pincode: number; area: string },
  submission: (slot: { date: string; slot: string }) => Submission,
  key: string,
): Promise<string | undefined> {
  const rules = await slotRules(ctx.db, ctx.config, partnerId, { pincode: Number(place.pincode), area: place.area });
  const tomorrow = new Date(Date.parse(`${rules.today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  for (const date of tomorrow <= rules.lastDay! ? calendarDays(tomorrow, rules.lastDay!) : []) {
    for (const [index, slot] of SLOT_LABELS.entries()) {
      if (slotClosure(date, index, rules)) continue;
      try {
        return (await bookRequest(ctx, booker, submission({ date, slot }), key)).record.id;
      } catch (error) {
        // A full slot: try the next one. Anything else the masters refuse: leave this demo request out.
        if (error instanceof HttpError && error.statusCode === 409) continue;
        if (error instanceof HttpError) return undefined;
        throw error;
      }
    }
  }
  return undefined;
}

/**
 * Moves a demo request's visit to the first slot of today (India) where its partner and technician have a unit left,
 * as a reschedule moves its units. The booking rules would close today's slots (the lead time, the day map): the demo
 * stands for a request booked for today earlier. Left where it was when no slot of today has room.
 */
async function moveDemoVisitToToday(ctx: AppContext, kindName: RequestKindName, id: string) {
  const { today } = todayInIndia();
  for (const slot of SLOT_LABELS) {
    try {
      await ctx.db.transaction(async (tx) => {
        const head = await requestHead(tx, kindName, id, { lock: true });
        if (!head || head.appointmentDate === today) return;
        const to = { date: today, slot };
        await moveVisitUnits(tx, head, to);
        await tx.execute(
          sql`UPDATE ${REQUEST_KINDS[kindName].table} SET appointment_date = ${today}, appointment_slot = ${slot},
              last_update = now() WHERE id = ${id}`,
        );
        await recordActivity(tx, {
          entityId: id,
          entityType: REQUEST_KINDS[kindName].entityType,
          activity: activityText('requestRescheduled'),
          remark: `${head.appointmentDate} ${head.appointmentSlot} → ${today} ${slot}: Demo data`,
        });
      });
      return;
    } catch (error) {
      // A full slot rolls its move back: try the next one.
      if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    }
  }
}

/**
 * Moves a demo request on as the field would: the technician assigned for Assigned/Scheduled/Completed, taking a unit
 * of their own capacity in the request's slot as assignment does (left unassigned when they do not hold the service, as
 * the demo technician does not hold pick-ups, or have no unit left), paid when Completed, the slot freed when
 * Cancelled.
 */
async function moveDemoRequest(
  ctx: AppContext,
  kindName: RequestKindName,
  id: string,
  status: DemoRequest['status'],
  technicianId: string,
) {
  try {
    await moveDemoRequestWith(ctx, kindName, id, status, status === 'Cancelled' ? null : technicianId);
  } catch (error) {
    if (!(error instanceof HttpError && error.statusCode === 409)) throw error;
    await moveDemoRequestWith(ctx, kindName, id, status, null);
  }
}

const requestPartnerRow = z.object({ id: z.string(), channelPartnerId: z.string() });

async function moveDemoRequestWith(
  ctx: AppContext,
  kindName: RequestKindName,
  id: string,
  status: DemoRequest['status'],
  technicianId: string | null,
) {
  const kind = REQUEST_KINDS[kindName];
  let cancelled: OwedLinks = {};
  await ctx.db.transaction(async (tx) => {
    const head = await requestHead(tx, kindName, id, { lock: true });
    if (!head) return;
    const technician = technicianId
      ? await rowOf(
          tx,
          requestPartnerRow,
          sql`SELECT id, channel_partner_id AS "channelPartnerId" FROM technicians WHERE id = ${technicianId}`,
        )
      : undefined;
    const capacity = technician
      ? await slotCapacityOf(technicianSlots(tx, technician), head.serviceId, head.appointmentSlot)
      : 0;
    const assigned = technician && capacity > 0 ? technician.id : null;
    if (assigned)
      await takeTechnicianUnit(tx, {
        technicianId: assigned,
        serviceId: head.serviceId,
        date: head.appointmentDate,
        slot: head.appointmentSlot,
        capacity,
      });
    const paid = status === 'Completed';
    // A completed pick-up was weighed in: each product as a waste item of the service (its own category's first), one
    // unit.
    if (kindName === 'pickUp' && paid) {
      await tx.execute(sql`UPDATE pick_up_request_products x SET quantity = 1, e_waste_item_id = (
          SELECT i.id FROM e_waste_items i JOIN products p ON p.id = x.product_id
          WHERE i.service_id = ${head.serviceId} AND i.status = 'Publish'
          ORDER BY (i.category_id = p.category_id) DESC, i.id LIMIT 1)
        WHERE x.request_id = ${id}`);
    }
    await tx.execute(sql`UPDATE ${kind.table} SET status = ${status}, last_update = now(), technician_id = ${assigned},
          payment_status = ${paid ? sql`'Paid'` : sql`payment_status`}
        WHERE id = ${id}`);
    if (paid) await tx.execute(sql`UPDATE payments SET status = 'Paid', last_update = now() WHERE request_id = ${id}`);
    if (status === 'Cancelled') await releaseRequestUnits(tx, unitsHeldBy(head));
    // As a cancellation through the API does: the open payment ends with the request (its link too, after the commit).
    if (status === 'Cancelled') cancelled = await cancelRequestPayments(tx, kindName, id);
    await recordActivity(tx, {
      entityId: id,
      entityType: kind.entityType,
      activity: activityText('statusChanged', { status }),
      remark: 'Demo data',
    });
  });
  if (cancelled.cancelledLink) await cancelPaymentLink(ctx, cancelled.cancelledLink);
}

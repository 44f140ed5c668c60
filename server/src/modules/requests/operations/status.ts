import { activityRemark } from '../../../../../domain/activityRemarks';
import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  pickUpStatusChangeSchema,
  repairStatusChangeSchema,
  statusChangeRefusal,
} from '../../../../../domain/requests/operations';
import { PICKUP_PRODUCT_MESSAGES, unweighedProducts } from '../../../../../domain/requests/products';
import { requestRecordSchema, type RequestRecord } from '../../../../../domain/requests/records';
import { conflict } from '../../../platform/errors';
import type { Executor } from '../../../platform/db';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { productsOf } from '../read';
import { errorSchema, pickUpTags, repairTags, requestIdParamsSchema, security } from '../schemas';
import { changeRequest, requestOperators, type RequestHead } from './access';
import { creditCompletion } from '../../rewards';
import { releaseRequestUnits, unitsHeldBy } from './slotUnits';
import { cancelRequestPayments, collectUnpaid, type OwedLinks, sendOwedLinks } from '../../payments';
import { giveCouponUseBack } from '../couponUses';

interface StatusChange {
  status: string;
  remark?: string;
  disposalMethod?: string;
}

const responses = { 200: requestRecordSchema, 400: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * A move of the status table (DESIGN.md "Requests"), by a role it names (else 409 with why): the remark is kept as the
 * request's latest status remark and in the timeline; cancelling gives back the slot units of the partner and of the
 * technician, gives its coupon use back and cancels the open payment in the same transaction (409 while money is paid:
 * refund it first), and its link at the gateway after the commit; completing a pick-up needs every product weighed in
 * and records its disposal method; completing marks a payment collected at the door Paid.
 */
export async function changeStatus(
  request: FastifyRequest,
  kindName: RequestKindName,
  id: string,
  change: StatusChange,
): Promise<RequestRecord> {
  const kind = REQUEST_KINDS[kindName];
  let cancelledPayment: OwedLinks = {};
  const record = await changeRequest(
    request,
    kindName,
    id,
    async (tx, head) => {
      if (kindName === 'pickUp' && change.status === 'Completed') await assertWeighedIn(tx, head.id);
      if (change.status === 'Cancelled') await releaseRequestUnits(tx, unitsHeldBy(head));
      if (change.status === 'Cancelled') cancelledPayment = await cancelRequestPayments(tx, kindName, head.id);
      if (change.status === 'Cancelled') await giveCouponUseBack(tx, kindName, head.id);
      if (change.status === 'Completed') await collectOnCompletion(tx, kindName, head);
      if (change.status === 'Completed') await creditCompletion(tx, head);
      const disposal = change.disposalMethod ? sql`, disposal_method = ${change.disposalMethod}` : sql``;
      await tx.execute(
        sql`UPDATE ${kind.table} SET status = ${change.status}, status_remark = ${change.remark ?? null}${disposal} WHERE id = ${head.id}`,
      );
      const remark = change.disposalMethod
        ? activityRemark(change.remark ? 'remarkAndDisposal' : 'disposal', {
            remark: change.remark ?? '',
            disposalMethod: change.disposalMethod,
          })
        : change.remark;
      return {
        activity: activityText('statusChanged', { status: change.status }),
        remark: remark || null,
        notices:
          change.status === 'Completed'
            ? (notifyTx, changed) => tellCustomerCompleted(request, notifyTx, changed)
            : undefined,
      };
    },
    (head, role) => {
      const refusal = statusChangeRefusal(kindName, head.status, change.status, role);
      if (refusal) throw conflict(refusal, { status: refusal });
    },
  );
  await sendOwedLinks(request.server.ctx, cancelledPayment, request.log);
  return record;
}

/** A pick-up is completed only when every product has its waste item and quantity (409 naming those that lack them). */
async function assertWeighedIn(tx: Executor, id: string) {
  const unweighed = unweighedProducts(await productsOf(tx, 'pickUp', id));
  if (unweighed.length) throw conflict(PICKUP_PRODUCT_MESSAGES.unweighed(unweighed));
}

/** Payment modes settled at the door: the partner collects when the work is done. */
const COLLECTED_AT_THE_DOOR: readonly string[] = ['Cash', 'PayLater'];

/**
 * DESIGN.md "Requests": Cash and Pay Later start Unpaid and become Paid when collected, which completing a request
 * says (Completed is "paid and closed"); a link payment keeps the status its payment gives it.
 */
async function collectOnCompletion(tx: Executor, kindName: RequestKindName, head: RequestHead) {
  if (!COLLECTED_AT_THE_DOOR.includes(head.paymentMethod) || head.paymentStatus !== 'Unpaid') return;
  await tx.execute(sql`UPDATE ${REQUEST_KINDS[kindName].table} SET payment_status = 'Paid' WHERE id = ${head.id}`);
  await collectUnpaid(tx, head.id);
}

/** The customer hears of completion by SMS, written to the outbox with the change. */
async function tellCustomerCompleted(request: FastifyRequest, tx: Executor, record: RequestRecord) {
  const what = record.kind === 'repair' ? 'repair request' : 'pick-up request';
  await request.server.ctx.notifier.enqueue(tx, {
    channel: 'sms',
    to: record.customer.mobileNumber,
    body: `Reloop: your ${what} ${record.id} (${record.serviceName}) is completed. Thank you for choosing Reloop.`,
  });
}

/** PUT requests/{id}/status and PUT pickUpRequests/{id}/status (spec 001 §7). */
export async function statusRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/requests/:id/status',
    {
      onRequest: requestOperators,
      schema: {
        tags: repairTags,
        security,
        params: requestIdParamsSchema,
        body: repairStatusChangeSchema,
        response: responses,
      },
    },
    (request) => changeStatus(request, 'repair', request.params.id, request.body),
  );

  app.put(
    '/pickUpRequests/:id/status',
    {
      onRequest: requestOperators,
      schema: {
        tags: pickUpTags,
        security,
        params: requestIdParamsSchema,
        body: pickUpStatusChangeSchema,
        response: responses,
      },
    },
    (request) => changeStatus(request, 'pickUp', request.params.id, request.body),
  );
}

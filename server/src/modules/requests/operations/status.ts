import { activityRemark } from '../../../../../domain/activityRemarks';
import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { statusChangeRefusal } from '../../../../../domain/requests/operations';
import { PICKUP_PRODUCT_MESSAGES, unweighedProducts } from '../../../../../domain/requests/products';
import type { RequestRecord } from '../../../../../domain/requests/records';
import { conflict } from '../../../platform/errors';
import type { Executor, Transaction } from '../../../platform/db';
import type { Message } from '../../../platform/notify';
import type { Caller } from '../../../platform/parties';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { productsOf } from '../read';
import type { RequestHead } from './access';
import { changeRequest, type ChangedRequest } from './change';
import { creditCompletion } from '../../rewards';
import { completedRequestsOfCustomer } from '../ofCustomer';
import { releaseRequestUnits, unitsHeldBy } from './slotUnits';
import { cancelRequestPayments, collectUnpaid, type OwedLinks } from '../../payments';
import { giveCouponUseBack } from '../../masters';
import { customerSms } from './notices';

interface StatusChange {
  kind: RequestKindName;
  id: string;
  status: string;
  remark?: string;
  disposalMethod?: string;
}

/**
 * A move of the status table, by a role it names (else 409 with why): the remark is kept as the
 * request's latest status remark and in the timeline; cancelling gives back the slot units of the partner and of the
 * technician, gives its coupon use back and cancels the open payment in the same transaction (409 while money is paid:
 * refund it first), and answers its link to cancel at the gateway after the commit; completing a pick-up needs every
 * product weighed in and records its disposal method; completing marks a payment collected at the door Paid and tells
 * the customer by SMS.
 */
export function changeStatus(tx: Transaction, caller: Caller, change: StatusChange): Promise<ChangedRequest> {
  const { kind: kindName } = change;
  const kind = REQUEST_KINDS[kindName];
  return changeRequest(
    tx,
    caller,
    change,
    async (tx, head) => {
      let cancelledPayment: OwedLinks = {};
      if (kindName === 'pickUp' && change.status === 'Completed') await assertWeighedIn(tx, head.id);
      if (change.status === 'Cancelled') await releaseRequestUnits(tx, unitsHeldBy(head));
      if (change.status === 'Cancelled') cancelledPayment = await cancelRequestPayments(tx, kindName, head.id);
      if (change.status === 'Cancelled') await giveCouponUseBack(tx, kindName, head.id);
      if (change.status === 'Completed') await collectOnCompletion(tx, kindName, head);
      if (change.status === 'Completed')
        await creditCompletion(tx, {
          ...head,
          completedBefore: await completedRequestsOfCustomer(tx, head.customerId, head.id),
        });
      const disposal = change.disposalMethod ? sql`, disposal_method = ${change.disposalMethod}` : sql``;
      await tx.execute(
        sql`UPDATE ${kind.table} SET status = ${change.status}, status_remark = ${change.remark ?? null}${disposal}
            WHERE id = ${head.id}`,
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
        owedLinks: cancelledPayment,
        messages: change.status === 'Completed' ? async (_tx, changed) => [completedSms(changed)] : undefined,
      };
    },
    (head, role) => {
      const refusal = statusChangeRefusal(kindName, head.status, change.status, role);
      if (refusal) throw conflict(refusal, { status: refusal });
    },
  );
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

/** The SMS that tells the customer of completion. */
function completedSms(record: RequestRecord): Message {
  const what = record.kind === 'repair' ? 'repair request' : 'pick-up request';
  return customerSms(
    record,
    `Reloop: your ${what} ${record.id} (${record.serviceName}) is completed. Thank you for choosing Reloop.`,
  );
}

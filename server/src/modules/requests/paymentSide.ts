import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { rowOf } from '../../platform/db';
import type { PaymentRequests } from '../payments';
import { REQUEST_KINDS } from '../requestKinds';

const statusRow = z.object({ status: z.string() });
const methodRow = z.object({ method: z.string() });

/** What the payments read and write of a request's row, connected to them in index.ts. */
export const paymentSide: PaymentRequests = {
  async statusOf(tx, kind, requestId, options = {}) {
    const lock = options.lock ? sql` FOR SHARE` : sql``;
    const request = await rowOf(
      tx,
      statusRow,
      sql`SELECT status FROM ${REQUEST_KINDS[kind].table} WHERE id = ${requestId}${lock}`,
    );
    return request?.status;
  },

  async paymentMethodOf(tx, kind, requestId) {
    const request = await rowOf(
      tx,
      methodRow,
      sql`SELECT payment_method AS method FROM ${REQUEST_KINDS[kind].table} WHERE id = ${requestId}`,
    );
    return request!.method;
  },

  async storePaymentStatus(tx, kind, requestId, status) {
    await tx.execute(sql`UPDATE ${REQUEST_KINDS[kind].table} SET payment_status = ${status} WHERE id = ${requestId}`);
  },

  /** One row of one request table at most, so a count can read the payments alone. */
  joinOf(payment) {
    const either = (name: string) => `coalesce(r.${name}, pr.${name})`;
    return {
      join: `LEFT JOIN requests r ON ${payment}.request_kind = 'repair' AND r.id = ${payment}.request_id
  LEFT JOIN pick_up_requests pr ON ${payment}.request_kind = 'pickUp' AND pr.id = ${payment}.request_id`,
      columns: {
        channelPartnerId: either('channel_partner_id'),
        customerId: either('customer_id'),
        status: either('status'),
        serviceId: either('service_id'),
        userName: either('user_name'),
        appointmentDate: either('appointment_date'),
        appointmentSlot: either('appointment_slot'),
      },
    };
  },
};

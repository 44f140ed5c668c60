import type { ActivityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordActivity } from '../../platform/activityLog';
import { currentUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import type { Transaction } from '../../platform/db';
import { CUSTOMER_ENTITY, CUSTOMER_NOT_FOUND, customerHead, type CustomerHead } from './repository';

/** What a write leaves in the customer's activity history, and what the route answers. */
interface CustomerChange<T> {
  activity: ActivityText;
  remark?: string | null;
  result: T;
}

/**
 * One write to a customer: in a transaction that locks the customer row (404 when there is none), applies the change,
 * touches the customer and records the activity; a refusal thrown by the change rolls everything back.
 */
export async function changeCustomer<T>(
  request: FastifyRequest,
  customerId: string,
  change: (tx: Transaction, customer: CustomerHead) => Promise<CustomerChange<T>>,
): Promise<T> {
  const { db } = request.server.ctx;
  return db.transaction(async (tx) => {
    const customer = await customerHead(tx, sql`c.id = ${customerId}`, { lock: true });
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    const done = await change(tx, customer);
    await tx.execute(sql`UPDATE customers SET last_update = now() WHERE id = ${customer.id}`);
    await recordActivity(tx, {
      entityId: customer.id,
      entityType: CUSTOMER_ENTITY,
      activity: done.activity,
      remark: done.remark,
      by: currentUser(request),
    });
    return done.result;
  });
}

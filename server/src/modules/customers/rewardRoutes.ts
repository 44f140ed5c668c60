import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rewardBalanceSchema } from '../../../../domain/customers/records';
import { ENCASHMENT_MESSAGES, rewardEntrySchema } from '../../../../domain/customers/rewards';
import { recordActivity } from '../../platform/activityLog';
import { currentUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { firstRow } from '../channelPartners/sql';
import { adminOnly, adminOrCare } from './access';
import { CUSTOMER_ENTITY, CUSTOMER_NOT_FOUND, customerHead } from './repository';
import { errorSchema, messageSchema, rewardUserParamsSchema, security } from './schemas';

const tags = ['rewards'];

/** A customer's reward balance and the web admin's encashment (spec 001 §7 "Rewards"). */
export async function rewardRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;
  const balance = { 200: rewardBalanceSchema, 400: errorSchema, 403: messageSchema, 404: messageSchema };

  app.get('/rewards/:userName/balance', { onRequest: adminOrCare, schema: { tags, security, params: rewardUserParamsSchema, response: balance } }, async (request) => {
    const customer = await customerHead(db, sql`c.user_name = ${request.params.userName}`);
    if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
    return { userName: customer.userName, balance: customer.rewardPoints };
  });

  // One conditional statement takes the points: two encashments at once can never overdraw (the CHECK backs it).
  app.post(
    '/rewards',
    { onRequest: adminOnly, schema: { tags, security, body: rewardEntrySchema, response: { ...balance, 201: rewardBalanceSchema } } },
    async (request, reply) => {
      const entry = request.body;
      const user = currentUser(request);
      const result = await db.transaction(async (tx) => {
        const taken = await firstRow<{ id: string; rewardPoints: number }>(
          tx,
          sql`UPDATE customers SET reward_points = reward_points + ${entry.points}, last_update = now()
          WHERE user_name = ${entry.userName} AND reward_points + ${entry.points} >= 0 RETURNING id, reward_points AS "rewardPoints"`,
        );
        if (!taken) {
          if (!(await customerHead(tx, sql`c.user_name = ${entry.userName}`))) throw notFound(CUSTOMER_NOT_FOUND);
          throw badRequest(ENCASHMENT_MESSAGES.overBalance, { points: ENCASHMENT_MESSAGES.overBalance });
        }
        await tx.execute(sql`INSERT INTO reward_entries (customer_id, user_name, ref_id, id_type, description, points, created_by)
        VALUES (${taken.id}, ${entry.userName}, ${entry.id}, ${entry.idType}, ${entry.description}, ${entry.points}, ${user.sub})`);
        await recordActivity(tx, { entityId: taken.id, entityType: CUSTOMER_ENTITY, activity: 'Reward points encashed', remark: `${-entry.points} points`, by: user });
        return { userName: entry.userName, balance: taken.rewardPoints };
      });
      return reply.status(201).send(result);
    },
  );
}

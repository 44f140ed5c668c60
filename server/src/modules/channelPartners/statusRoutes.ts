import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contractEnded, STATUS_MESSAGES, statusUpdateSchema } from '../../../../domain/channelPartner/status';
import { badRequest } from '../../platform/errors';
import { indiaDay } from '../../platform/listEngine';
import { adminOnly, adminOrSelf, changePartner } from './access';
import { decisionMail, isNotifiedDecision } from './inviteMail';
import { readChannelPartner } from './repository';
import { idParamsSchema, sectionResponses, security, tags } from './schemas';
import { anyStatus, assertComplete, statusTransition, submittable } from './status';

/** Submitting a profile for review, and the admin's decision on it. */
export async function statusRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/channel-partner/:id/submit',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema, response: sectionResponses } },
    (request) =>
      changePartner(
        request,
        request.params.id,
        async (tx, partner) => {
          assertComplete((await readChannelPartner(tx, partner.id))!);
          await tx.execute(sql`UPDATE channel_partners SET status = 'Pending' WHERE id = ${partner.id}`);
          return { activity: activityText('profileSubmitted'), remark: activityRemark('submittedForReview') };
        },
        submittable,
      ),
  );

  app.put(
    '/channel-partner/status',
    { onRequest: adminOnly, schema: { tags, security, body: statusUpdateSchema, response: sectionResponses } },
    async (request) => {
      const update = request.body;
      return changePartner(
        request,
        update.id,
        async (tx, current) => {
          if (update.status === 'Active' && contractEnded(update.contractDetails.endDate, indiaDay(new Date()))) {
            throw badRequest(STATUS_MESSAGES.contractEnded, {
              'contractDetails.endDate': STATUS_MESSAGES.contractEnded,
            });
          }
          const transition = statusTransition(current.status, update);
          if (transition.needsCompleteProfile) assertComplete((await readChannelPartner(tx, current.id))!);
          const contract = 'contractDetails' in update ? update.contractDetails : undefined;
          await tx.execute(sql`UPDATE channel_partners SET status = ${update.status}, remark = ${update.remark},
          contract_start_date = COALESCE(${contract?.startDate ?? null}::date, contract_start_date),
          contract_end_date = COALESCE(${contract?.endDate ?? null}::date, contract_end_date)
          WHERE id = ${current.id}`);
          // The decision's e-mail commits with the decision (the outbox).
          if (current.status !== update.status && isNotifiedDecision(update.status)) {
            await ctx.notifier.enqueue(
              tx,
              decisionMail(current.primaryEmail, current.name, update.status, update.remark),
            );
          }
          return { activity: transition.activity, remark: update.remark };
        },
        anyStatus,
      );
    },
  );
}

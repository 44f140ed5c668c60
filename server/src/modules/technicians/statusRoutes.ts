import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { technicianStatusSchema } from '../../../../domain/technicians/statuses';
import { currentUser } from '../../platform/auth';
import { partnerHead } from '../channelPartners';
import { adminOnly, adminOrOwningPartner, changeTechnician } from './access';
import { decisionMessages } from './decisionMessages';
import { enableTechnicianUser } from './identity';
import { readTechnician, technicianHead } from './repository';
import { idParamsSchema, sectionResponses, security, tags } from './schemas';
import { anyStatus, assertTechnicianComplete, decisionActivity, submittable } from './status';

/** Submitting a technician profile for review, and the admin's decision on it (spec 001 §4, §7). */
export async function technicianStatusRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/technician/:id/submit',
    { onRequest: adminOrOwningPartner, schema: { tags, security, params: idParamsSchema, response: sectionResponses } },
    (request) =>
      changeTechnician(
        request,
        request.params.id,
        async (tx, technician) => {
          assertTechnicianComplete((await readTechnician(tx, technician.id))!);
          await tx.execute(sql`UPDATE technicians SET status = 'Pending' WHERE id = ${technician.id}`);
          return { activity: activityText('profileSubmitted'), remark: activityRemark('submittedForReview') };
        },
        submittable,
      ),
  );

  // Approval enables the sign-in user; a technician sent back or rejected keeps it disabled (it was never enabled).
  app.put(
    '/technician/status',
    { onRequest: adminOnly, schema: { tags, security, body: technicianStatusSchema, response: sectionResponses } },
    async (request) => {
      const { id, status, remark } = request.body;
      const technician = await changeTechnician(
        request,
        id,
        async (tx, current) => {
          const activity = decisionActivity(current.status, status, currentUser(request).role);
          if (status === 'Active') assertTechnicianComplete((await readTechnician(tx, current.id))!);
          await tx.execute(sql`UPDATE technicians SET status = ${status}, remark = ${remark} WHERE id = ${current.id}`);
          // The decision's SMS and e-mail commit with the decision (the outbox).
          const partner = await partnerHead(tx, current.channelPartnerId);
          for (const message of decisionMessages(
            (await readTechnician(tx, current.id))!,
            partner?.primaryEmail,
            status,
            remark,
          ))
            await ctx.notifier.enqueue(tx, message);
          return { activity, remark };
        },
        anyStatus,
      );
      if (status === 'Active') await enableTechnicianUser(ctx, (await technicianHead(ctx.db, id))!);
      return technician;
    },
  );
}

import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { missingDocumentTypes } from '../../../../domain/channelPartner/missingItems';
import type { Dealer } from '../../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../../domain/dealers/messages';
import { dealerStatusSchema } from '../../../../domain/dealers/dealer';
import { DEALER_STATUS_MOVES, DEALER_SUBMIT_MOVE } from '../../../../domain/dealers/statuses';
import { mayMove } from '../../../../domain/requests/statuses';
import { currentUser } from '../../platform/auth';
import { conflict } from '../../platform/errors';
import { adminOnly, adminOrSelf, anyDealer, changeDealer, dealerSubmitter } from './access';
import { dealerStatusMail } from './mail';
import { readDealer } from './repository';
import { dealerResponses, idParamsSchema, security, tags } from './schemas';

/** What a dealer still lacks before review: basic details (contact, firm type, GSTIN, address) and the mandatory documents. */
export function dealerMissingItems(dealer: Dealer): string[] {
  const missing: string[] = [];
  if (!dealer.contactName || !dealer.typeOfFirm) missing.push('Basic Details');
  if (!dealer.gstin) missing.push('GSTIN');
  if (!dealer.address) missing.push('Address');
  return [...missing, ...missingDocumentTypes(dealer, 'dealer')];
}

/** Submitting a dealer profile for review, and the admin's status changes (spec 000 §2.9, §4; README "Dealers"). */
export async function dealerStatusRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    '/dealer/:id/submit',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema, response: dealerResponses } },
    (request) =>
      changeDealer(
        request,
        request.params.id,
        async (tx, dealer) => {
          const role = currentUser(request).role;
          if (!role || !mayMove([DEALER_SUBMIT_MOVE], dealer.status, 'Pending', role))
            throw conflict(DEALER_MESSAGES.notSubmittable);
          const missing = dealerMissingItems((await readDealer(tx, dealer.id))!);
          if (missing.length > 0) throw conflict(DEALER_MESSAGES.missing(missing));
          await tx.execute(sql`UPDATE dealers SET status = 'Pending' WHERE id = ${dealer.id}`);
          return { activity: activityText('profileSubmitted'), remark: activityRemark('submittedForReview') };
        },
        dealerSubmitter,
      ),
  );

  // An Inactive dealer keeps its sign-in (it must see the forbidden page); the API refuses its bookings and profile changes.
  app.patch(
    '/dealer/status',
    { onRequest: adminOnly, schema: { tags, security, body: dealerStatusSchema, response: dealerResponses } },
    async (request) => {
      const { id, status, remark } = request.body;
      return changeDealer(
        request,
        id,
        async (tx, current) => {
          if (!mayMove(DEALER_STATUS_MOVES, current.status, status, currentUser(request).role!))
            throw conflict(DEALER_MESSAGES.notMovable);
          await tx.execute(sql`UPDATE dealers SET status = ${status}, remark = ${remark} WHERE id = ${current.id}`);
          await ctx.notifier.enqueue(tx, dealerStatusMail(current.email, current.name, status, remark));
          return { activity: activityText('statusChanged', { status: status }), remark };
        },
        anyDealer,
      );
    },
  );
}

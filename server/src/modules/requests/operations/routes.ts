import type { FastifyInstance } from 'fastify';
import { assignmentRoutes } from './assignRoutes';
import { chargeRoutes } from './chargeRoutes';
import { commentRoutes } from './commentRoutes';
import { diagnosisRoutes } from './diagnosisRoutes';
import { optionRoutes } from './optionRoutes';
import { requestDocumentRoutes } from './documentRoutes';
import { pickUpProductRoutes } from './productRoutes';
import { statusRoutes } from './statusRoutes';
import { visitRoutes } from './visitRoutes';

/**
 * What happens to a request after booking: status, assignment, diagnosis, comments, reschedule and revisit, spare parts
 * and discount, documents, a pick-up's products, and the options the page's dialogs offer. Each route resolves the
 * caller (requestCaller) and runs the operation's rule, which checks the caller's scope on the request itself
 * (access.ts) and throws its refusal; commit.ts writes the rule's messages to the outbox in the same transaction.
 */
export async function requestOperationRoutes(app: FastifyInstance) {
  for (const routes of [
    statusRoutes,
    assignmentRoutes,
    diagnosisRoutes,
    commentRoutes,
    visitRoutes,
    chargeRoutes,
    requestDocumentRoutes,
    pickUpProductRoutes,
    optionRoutes,
  ])
    await app.register(routes);
}

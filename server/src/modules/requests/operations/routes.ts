import type { FastifyInstance } from 'fastify';
import { assignmentRoutes } from './assign';
import { chargeRoutes } from './charges';
import { commentRoutes } from './comments';
import { diagnosisRoutes } from './diagnosis';
import { optionRoutes } from './options';
import { requestDocumentRoutes } from './documents';
import { pickUpProductRoutes } from './products';
import { statusRoutes } from './status';
import { visitRoutes } from './visits';

/**
 * What happens to a request after booking (spec 001 §7 "Requests", "E-waste pick-up requests"): status, assignment,
 * diagnosis, comments, reschedule and revisit, spare parts and discount, documents, a pick-up's products, and the
 * options the page's dialogs offer. Each operation checks the caller's scope on the request itself (operations/access.ts).
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

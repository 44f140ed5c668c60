import { errorSchema, messageSchema, security } from '../../platform/routeSchemas';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DELETION_MESSAGES,
  deletionFilterDataSchema,
  deletionRequestCreateSchema,
  deletionRequestIdParamsSchema,
  deletionRequestRowSchema,
  deletionStatusUpdateSchema,
  nextDeletionStatus,
} from '../../../../domain/customers/deletion';
import { mobileDigits } from '../../../../domain/customers/customer';
import { filterRequestSchema } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import { recordActivity } from '../../platform/activityLog';
import { currentUser } from '../../platform/auth';
import { badRequest, conflict, databaseErrorCode, notFound } from '../../platform/errors';
import { answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { streamListExport } from '../../platform/listExport';
import { idRow, rowOf } from '../../platform/db';
import { adminOnly, adminOrCare, CUSTOMER_NOT_FOUND, customerOfMobile } from '../customers';
import type { RequestRecords } from './customerRows';
import { eraseCustomer } from './erase';
import { sweepFileDeletions } from './fileDeletions';
import { deletionFilterData, deletionRequestList } from './list';
import { DELETION_REQUEST_ENTITY, readDeletionRequest } from './repository';
import { hasRequestsInProgress } from './requestsInProgress';

const tags = ['account deletion'];
const ACTIVITY = {
  revoked: activityText('deletionRequestRevoked'),
  deleted: activityText('deletionRequestDeleted'),
} as const;

/** What the app hands the deletion requests' routes: what an erasure reads of a customer's requests and escalations. */
interface DeletionRequestRouteOptions {
  requestRecords: RequestRecords;
}

/** Account-deletion requests: raised for a customer, listed and decided by an admin. */
export async function deletionRequestRoutes(plugin: FastifyInstance, { requestRecords }: DeletionRequestRouteOptions) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, database, files } = app.ctx;

  // There is no customer sign-in pool: customer care (and admins) raise it for the customer who calls the helpline.
  app.post(
    '/user/deletion/requests',
    {
      onRequest: adminOrCare,
      schema: {
        tags,
        security,
        body: deletionRequestCreateSchema,
        response: { 201: deletionRequestRowSchema, 400: errorSchema, 404: messageSchema, 409: errorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const customer = await customerOfMobile(db, request.body.username);
      if (!customer) throw notFound(CUSTOMER_NOT_FOUND);
      const id = await db.transaction(async (tx) => {
        const created = await rowOf(
          tx,
          idRow,
          sql`INSERT INTO user_deletion_requests (customer_id, user_name, customer_name, requested_by)
            VALUES (${customer.id}, ${customer.userName}, ${customer.name}, ${user.sub}) RETURNING id`,
        ).catch((error: unknown) => {
          if (databaseErrorCode(error) === '23505')
            throw conflict(DELETION_MESSAGES.alreadyOpen, { username: DELETION_MESSAGES.alreadyOpen });
          throw error;
        });
        await recordActivity(tx, {
          entityId: created!.id,
          entityType: DELETION_REQUEST_ENTITY,
          activity: activityText('deletionRequestRaised'),
          by: user,
        });
        return created!.id;
      });
      return reply.status(201).send((await readDeletionRequest(db, id))!);
    },
  );

  app.post(
    '/user/deletion/requests/getByPaginationAndFilter',
    {
      onRequest: adminOnly,
      serializerCompiler: listSerializer,
      schema: {
        tags,
        security,
        body: filterRequestSchema,
        response: { 200: pagedSchema(deletionRequestRowSchema), 400: errorSchema },
      },
    },
    async (request) => answerList(database, deletionRequestList, request.body),
  );

  app.post(
    '/user/deletion/requests/export',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        body: exportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 400: errorSchema },
      },
    },
    async (request, reply) => streamListExport(reply, database, deletionRequestList, request.body),
  );

  app.get(
    '/user/deletion/requests/filters/data',
    { onRequest: adminOnly, schema: { tags, security, response: { 200: deletionFilterDataSchema } } },
    async () => deletionFilterData(database),
  );

  app.put(
    '/user/deletion/requests/:id/status',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        params: deletionRequestIdParamsSchema,
        body: deletionStatusUpdateSchema,
        response: { 200: deletionRequestRowSchema, 400: errorSchema, 404: messageSchema, 409: errorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { username, status, remark } = request.body;
      await db.transaction(async (tx) => {
        const current = await readDeletionRequest(tx, request.params.id, { lock: true });
        if (!current) throw notFound(DELETION_MESSAGES.notFound);
        if (!nextDeletionStatus(current.status, status))
          throw conflict(DELETION_MESSAGES.notOpen, { status: DELETION_MESSAGES.notOpen });
        if (mobileDigits(username) !== current.userName)
          throw badRequest(DELETION_MESSAGES.usernameMismatch, { username: DELETION_MESSAGES.usernameMismatch });
        if (status === 'deleted' && (await hasRequestsInProgress(tx, current.customerId, requestRecords)))
          throw conflict(DELETION_MESSAGES.requestsInProgress);
        await tx.execute(
          sql`UPDATE user_deletion_requests SET status = ${status}, remark = ${remark}, decided_by = ${user.sub},
              last_update = now() WHERE id = ${current.id}`,
        );
        // Logged before the erasure, so the erasure scrubs the customer's data from this remark too.
        await recordActivity(tx, {
          entityId: current.id,
          entityType: DELETION_REQUEST_ENTITY,
          activity: ACTIVITY[status],
          remark,
          by: user,
        });
        if (status === 'deleted') await eraseCustomer(tx, current.customerId, user, requestRecords);
      });
      if (status === 'deleted') await sweepFileDeletions(db, files, request.log);
      return (await readDeletionRequest(db, request.params.id))!;
    },
  );
}

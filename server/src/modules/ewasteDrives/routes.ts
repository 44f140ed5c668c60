import { errorSchema, messageSchema, security } from '../../platform/routeSchemas';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  canMoveDrive,
  DRIVE_API_PATH,
  DRIVE_MESSAGES as M,
  driveBodySchema,
  driveIdParamsSchema,
  driveStatusSchema,
  isDriveEditable,
} from '../../../../domain/ewasteDrives/schemas';
import { filterRequestSchema } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import { recordActivity } from '../../platform/activityLog';
import { currentUser } from '../../platform/auth';
import { conflict, notFound } from '../../platform/errors';
import { answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { streamListExport } from '../../platform/listExport';
import { adminOnly } from '../customers';
import { driveFiltersData, driveList, driveSummary } from './list';
import { checkDrive, DRIVE_ENTITY, driveHead, readDrive, writeDrive } from './repository';

const tags = ['e-waste drives'];
const base = `/${DRIVE_API_PATH}`;
/** A drive as readDrive writes it (DriveRecord in domain/ewasteDrives). */
const record = z.unknown();
const writeResponses = { 200: record, 201: record, 400: errorSchema, 404: messageSchema, 409: errorSchema };
const ACTIVITY = { Cancelled: activityText('driveCancelled'), Planned: activityText('drivePlannedAgain') } as const;

/** E-waste collection drives, an admin's screen: record, correct, cancel, list, export and sum them up. */
export async function ewasteDriveRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.ctx;

  app.post(
    base,
    { onRequest: adminOnly, schema: { tags, security, body: driveBodySchema, response: writeResponses } },
    async (request, reply) => {
      const user = currentUser(request);
      const lines = await checkDrive(db, request.body);
      const id = await db.transaction(async (tx) => {
        const created = await writeDrive(tx, undefined, request.body, lines, user.sub);
        await recordActivity(tx, {
          entityId: created,
          entityType: DRIVE_ENTITY,
          activity: activityText('driveRecorded', { status: request.body.status }),
          by: user,
        });
        return created;
      });
      return reply.status(201).send((await readDrive(db, id))!);
    },
  );

  app.get(
    `${base}/:id`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        params: driveIdParamsSchema,
        response: { 200: record, 400: errorSchema, 404: messageSchema },
      },
    },
    async (request) => {
      const drive = await readDrive(db, request.params.id);
      if (!drive) throw notFound(M.notFound);
      return drive;
    },
  );

  app.put(
    `${base}/:id`,
    {
      onRequest: adminOnly,
      schema: { tags, security, params: driveIdParamsSchema, body: driveBodySchema, response: writeResponses },
    },
    async (request) => {
      const user = currentUser(request);
      const lines = await checkDrive(db, request.body);
      await db.transaction(async (tx) => {
        const head = await driveHead(tx, request.params.id, { lock: true });
        if (!head) throw notFound(M.notFound);
        if (!isDriveEditable(head.status)) throw conflict(M.notEditable, { status: M.notEditable });
        await writeDrive(tx, head.id, request.body, lines, user.sub);
        await recordActivity(tx, {
          entityId: head.id,
          entityType: DRIVE_ENTITY,
          activity: activityText('driveUpdated', { status: request.body.status }),
          by: user,
        });
      });
      return (await readDrive(db, request.params.id))!;
    },
  );

  app.put(
    `${base}/:id/status`,
    {
      onRequest: adminOnly,
      schema: { tags, security, params: driveIdParamsSchema, body: driveStatusSchema, response: writeResponses },
    },
    async (request) => {
      const user = currentUser(request);
      const { status, remark } = request.body;
      await db.transaction(async (tx) => {
        const head = await driveHead(tx, request.params.id, { lock: true });
        if (!head) throw notFound(M.notFound);
        if (!canMoveDrive(head.status, status))
          throw conflict(M.notMovable(head.status, status), { status: M.notMovable(head.status, status) });
        await tx.execute(
          sql`UPDATE ewaste_drives SET status = ${status}, remark = ${remark}, last_update = now()
              WHERE id = ${head.id}`,
        );
        await recordActivity(tx, {
          entityId: head.id,
          entityType: DRIVE_ENTITY,
          activity: ACTIVITY[status],
          remark,
          by: user,
        });
      });
      return (await readDrive(db, request.params.id))!;
    },
  );

  app.post(
    `${base}/getByPaginationAndFilter`,
    {
      onRequest: adminOnly,
      serializerCompiler: listSerializer,
      schema: { tags, security, body: filterRequestSchema, response: { 200: pagedSchema(record), 400: errorSchema } },
    },
    async (request) => answerList(database, driveList, request.body),
  );

  app.get(`${base}/filters/data`, { onRequest: adminOnly, schema: { tags, security } }, async () =>
    driveFiltersData(database, db),
  );

  app.post(
    `${base}/export`,
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
    async (request, reply) => streamListExport(reply, database, driveList, request.body),
  );

  app.post(
    `${base}/summary`,
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        body: filterRequestSchema.pick({ filters: true }),
        response: { 200: record, 400: errorSchema },
      },
    },
    async (request) => driveSummary(database, request.body),
  );
}

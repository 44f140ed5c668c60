import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerServiceSchema, SERVICE_MESSAGES } from '../../../../domain/channelPartner/services';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { type Executor, hasRow, rowOf } from '../../platform/db';
import { publishedService, serviceTypeOf } from '../masters';
import { sectionWrite } from './options';
import { type OwnerHead, PARTNER_SECTION_TABLES, type SectionOwner, type SectionTables } from './owner';
import { idParamsSchema } from './schemas';

/** A published master service, or a 400 on the form's service field. */
async function offeredService(db: Executor, id: string) {
  const service = await publishedService(db, id);
  if (!service) throw badRequest(SERVICE_MESSAGES.unknown, { id: SERVICE_MESSAGES.unknown });
  return service;
}

/** Whether the profile `ownerId` in `tables` holds the service. */
export const holdsService = (db: Executor, tables: SectionTables, ownerId: string, serviceId: string) =>
  hasRow(
    db,
    sql`SELECT 1 FROM ${sql.raw(tables.services)} WHERE ${sql.raw(tables.ownerColumn)} = ${ownerId}
        AND service_id = ${serviceId}`,
  );

const serviceTypeRow = z.object({ type: z.string() });
const serviceIdRow = z.object({ serviceId: z.string() });

/**
 * Services with their daily call capacity, kept in the order added: the first decides the approval
 * conditions. An owner bound to its partner's offers takes only services the partner offers.
 */
export const serviceRoutes = <Head extends OwnerHead, Profile>(owner: SectionOwner<Head, Profile>) =>
  async function services(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { tables, offer } = owner;
    const table = sql.raw(tables.services);
    const ownerColumn = sql.raw(tables.ownerColumn);
    const write = sectionWrite(owner, { params: idParamsSchema, body: partnerServiceSchema });

    app.patch(`${owner.path}/:id/service`, write, (request) =>
      owner.change(request, request.params.id, async (tx, profile) => {
        const service = await offeredService(tx, request.body.id);
        if (offer && !(await holdsService(tx, PARTNER_SECTION_TABLES, offer.partnerOf(profile), service.id)))
          throw badRequest(SERVICE_MESSAGES.notOffered, { id: SERVICE_MESSAGES.notOffered });
        if (await holdsService(tx, tables, profile.id, service.id))
          throw conflict(SERVICE_MESSAGES.duplicate, { id: SERVICE_MESSAGES.duplicate });
        await tx.execute(sql`INSERT INTO ${table} (${ownerColumn}, service_id, daily_call_capacity, position)
          SELECT ${profile.id}, ${service.id}, ${request.body.dailyCallCapacity}, COALESCE(max(position), 0) + 1
            FROM ${table} WHERE ${ownerColumn} = ${profile.id}`);
        return {
          activity: activityText('serviceAdded'),
          remark: activityRemark('dailyCapacity', { service: service.type, capacity: request.body.dailyCallCapacity }),
        };
      }),
    );

    app.patch(`${owner.path}/:id/service/update`, write, (request) =>
      owner.change(request, request.params.id, async (tx, profile) => {
        const updated = await rowOf(
          tx,
          serviceTypeRow,
          sql`UPDATE ${table} s SET daily_call_capacity = ${request.body.dailyCallCapacity}
              WHERE s.${ownerColumn} = ${profile.id} AND s.service_id = ${request.body.id}
              RETURNING ${sql.raw(serviceTypeOf('s.service_id'))} AS type`,
        );
        if (!updated) throw notFound(SERVICE_MESSAGES.notFound);
        return {
          activity: activityText('serviceUpdated'),
          remark: activityRemark('dailyCapacity', { service: updated.type, capacity: request.body.dailyCallCapacity }),
        };
      }),
    );

    app.delete(
      `${owner.path}/:id/service/:serviceId`,
      sectionWrite(owner, { params: idParamsSchema.extend({ serviceId: z.string().trim().min(1) }) }),
      (request) =>
        owner.change(request, request.params.id, async (tx, profile) => {
          const deleted = await rowOf(
            tx,
            serviceIdRow,
            sql`DELETE FROM ${table} WHERE ${ownerColumn} = ${profile.id} AND service_id = ${request.params.serviceId}
                RETURNING service_id AS "serviceId"`,
          );
          if (!deleted) throw notFound(SERVICE_MESSAGES.notFound);
          return { activity: activityText('serviceDeleted'), remark: deleted.serviceId };
        }),
    );
  };

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { partnerServiceSchema, SERVICE_MESSAGES } from '../../../../../domain/channelPartner/services';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { adminOrSelf, changePartner } from '../access';
import { idParamsSchema, sectionResponses, security, tags } from '../schemas';
import { type Executor, firstRow } from '../sql';

/** A published master service, or a 400 on the form's service field. */
async function publishedService(db: Executor, id: string) {
  const service = await firstRow<{ id: string; type: string }>(db, sql`SELECT id, type FROM services WHERE id = ${id} AND status = 'Publish'`);
  if (!service) throw badRequest(SERVICE_MESSAGES.unknown, { id: SERVICE_MESSAGES.unknown });
  return service;
}

const offered = (db: Executor, partnerId: string, serviceId: string) =>
  firstRow(db, sql`SELECT 1 FROM channel_partner_services WHERE channel_partner_id = ${partnerId} AND service_id = ${serviceId}`);

/** Services with their daily call capacity (spec 000 §5.7), kept in the order added: the first decides the approval conditions. */
export async function serviceRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const write = { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema, body: partnerServiceSchema, response: sectionResponses } };

  app.patch('/channel-partner/:id/service', write, (request) =>
    changePartner(request, request.params.id, async (tx, partner) => {
      const service = await publishedService(tx, request.body.id);
      if (await offered(tx, partner.id, service.id)) throw conflict(SERVICE_MESSAGES.duplicate, { id: SERVICE_MESSAGES.duplicate });
      await tx.execute(sql`INSERT INTO channel_partner_services (channel_partner_id, service_id, daily_call_capacity, position)
        SELECT ${partner.id}, ${service.id}, ${request.body.dailyCallCapacity}, COALESCE(max(position), 0) + 1
        FROM channel_partner_services WHERE channel_partner_id = ${partner.id}`);
      return { activity: SERVICE_MESSAGES.added, remark: `${service.type}: ${request.body.dailyCallCapacity} calls a day` };
    }),
  );

  app.patch('/channel-partner/:id/service/update', write, (request) =>
    changePartner(request, request.params.id, async (tx, partner) => {
      const updated = await firstRow<{ type: string }>(
        tx,
        sql`UPDATE channel_partner_services s SET daily_call_capacity = ${request.body.dailyCallCapacity} FROM services m
            WHERE s.channel_partner_id = ${partner.id} AND s.service_id = ${request.body.id} AND m.id = s.service_id RETURNING m.type`,
      );
      if (!updated) throw notFound(SERVICE_MESSAGES.notFound);
      return { activity: SERVICE_MESSAGES.updated, remark: `${updated.type}: ${request.body.dailyCallCapacity} calls a day` };
    }),
  );

  app.delete(
    '/channel-partner/:id/service/:serviceId',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema.extend({ serviceId: z.string().trim().min(1) }), response: sectionResponses } },
    (request) =>
      changePartner(request, request.params.id, async (tx, partner) => {
        const deleted = await firstRow<{ serviceId: string }>(
          tx,
          sql`DELETE FROM channel_partner_services WHERE channel_partner_id = ${partner.id} AND service_id = ${request.params.serviceId} RETURNING service_id AS "serviceId"`,
        );
        if (!deleted) throw notFound(SERVICE_MESSAGES.notFound);
        return { activity: SERVICE_MESSAGES.deleted, remark: deleted.serviceId };
      }),
  );
}

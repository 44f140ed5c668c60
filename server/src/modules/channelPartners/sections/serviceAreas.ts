import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SERVICE_AREA_ID_PATTERN, SERVICE_AREA_MESSAGES, parseServiceAreaId, serviceAreasSchema } from '../../../../../domain/profile/serviceAreas';
import { badRequest, notFound } from '../../../platform/errors';
import { adminOrSelf, changePartner } from '../access';
import { idParamsSchema, sectionResponses, security, tags } from '../schemas';
import { firstRow } from '../sql';
import { areaRefs, areasRemark, areaValues, unknownAreas } from './areas';

/** Service areas ('code#area' of the pincode master); deleting one also drops it from the day mapping. */
export async function serviceAreaRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/channel-partner/:id/serviceAreas',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema, body: serviceAreasSchema, response: sectionResponses } },
    (request) =>
      changePartner(request, request.params.id, async (tx, partner) => {
        const requested = request.body.serviceAreaIds;
        const areas = areaRefs(requested);
        const unknown = await unknownAreas(tx, areas);
        if (unknown.length > 0) {
          const errors = Object.fromEntries(requested.flatMap((id, index) => (unknown.includes(id) ? [[`serviceAreaIds.${index}`, SERVICE_AREA_MESSAGES.unknown(id)]] : [])));
          throw badRequest(SERVICE_AREA_MESSAGES.unknown(unknown.join(', ')), errors);
        }
        await tx.execute(sql`INSERT INTO channel_partner_service_areas (channel_partner_id, pincode, area)
          SELECT ${partner.id}, t.code, t.area FROM ${areaValues(areas)} ON CONFLICT DO NOTHING`);
        return { activity: SERVICE_AREA_MESSAGES.added, remark: areasRemark(areas.map((a) => a.id)) };
      }),
  );

  app.delete(
    '/channel-partner/:id/serviceAreas/:areaId',
    { onRequest: adminOrSelf, schema: { tags, security, params: idParamsSchema.extend({ areaId: z.string().trim() }), response: sectionResponses } },
    (request) =>
      changePartner(request, request.params.id, async (tx, partner) => {
        const { areaId } = request.params;
        if (!SERVICE_AREA_ID_PATTERN.test(areaId)) throw notFound(SERVICE_AREA_MESSAGES.notFound);
        const { pincode, area } = parseServiceAreaId(areaId);
        const deleted = await firstRow(
          tx,
          sql`DELETE FROM channel_partner_service_areas WHERE channel_partner_id = ${partner.id} AND pincode = ${pincode} AND area = ${area} RETURNING 1`,
        );
        if (!deleted) throw notFound(SERVICE_AREA_MESSAGES.notFound);
        return { activity: SERVICE_AREA_MESSAGES.deleted, remark: areaId };
      }),
  );
}

import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  parseServiceAreaId,
  SERVICE_AREA_ID_PATTERN,
  SERVICE_AREA_MESSAGES,
  serviceAreasSchema,
} from '../../../../domain/profile/serviceAreas';
import { badRequest, notFound } from '../../platform/errors';
import { type Executor, hasRow } from '../../platform/db';
import { type AreaRef, areaRefs, areasNotServedBy, areasRemark, areaValues, unknownAreas } from './areas';
import { sectionWrite } from './options';
import { type OwnerHead, PARTNER_SECTION_TABLES, type SectionOwner } from './owner';
import { idParamsSchema } from './schemas';

/**
 * A 400 naming each refused area on its own field (`serviceAreaIds.<index>` of the request) and all of them in the
 * message.
 */
function refuseAreas(requested: readonly string[], refused: readonly string[], message: (ids: string) => string) {
  const errors = Object.fromEntries(
    requested.flatMap((id, index) => (refused.includes(id) ? [[`serviceAreaIds.${index}`, message(id)]] : [])),
  );
  return badRequest(message(refused.join(', ')), errors);
}

/**
 * Areas of the pincode master and, for an owner bound to its partner's offers, among the partner's own service areas.
 */
async function checkAreas<Head extends OwnerHead>(
  db: Executor,
  owner: SectionOwner<Head, unknown>,
  profile: Head,
  requested: readonly string[],
  areas: AreaRef[],
) {
  const unknown = await unknownAreas(db, areas);
  if (unknown.length > 0) throw refuseAreas(requested, unknown, SERVICE_AREA_MESSAGES.unknown);
  if (!owner.offer) return;
  const notOffered = await areasNotServedBy(db, PARTNER_SECTION_TABLES, owner.offer.partnerOf(profile), areas);
  if (notOffered.length > 0) throw refuseAreas(requested, notOffered, SERVICE_AREA_MESSAGES.notOffered);
}

/**
 * Service areas ('code#area' of the pincode master); deleting one of a partner's also drops it from its day mapping.
 */
export const serviceAreaRoutes = <Head extends OwnerHead, Profile>(owner: SectionOwner<Head, Profile>) =>
  async function serviceAreas(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const table = sql.raw(owner.tables.serviceAreas);
    const ownerColumn = sql.raw(owner.tables.ownerColumn);

    app.patch(
      `${owner.path}/:id/serviceAreas`,
      sectionWrite(owner, { params: idParamsSchema, body: serviceAreasSchema }),
      (request) =>
        owner.change(request, request.params.id, async (tx, profile) => {
          const requested = request.body.serviceAreaIds;
          const areas = areaRefs(requested);
          await checkAreas(tx, owner, profile, requested, areas);
          await tx.execute(
            sql`INSERT INTO ${table} (${ownerColumn}, pincode, area) SELECT ${profile.id}, t.code, t.area
                FROM ${areaValues(areas)} ON CONFLICT DO NOTHING`,
          );
          return { activity: activityText('serviceAreasAdded'), remark: areasRemark(areas.map((a) => a.id)) };
        }),
    );

    app.delete(
      `${owner.path}/:id/serviceAreas/:areaId`,
      sectionWrite(owner, { params: idParamsSchema.extend({ areaId: z.string().trim() }) }),
      (request) =>
        owner.change(request, request.params.id, async (tx, profile) => {
          const { areaId } = request.params;
          if (!SERVICE_AREA_ID_PATTERN.test(areaId)) throw notFound(SERVICE_AREA_MESSAGES.notFound);
          const { pincode, area } = parseServiceAreaId(areaId);
          const deleted = await hasRow(
            tx,
            sql`DELETE FROM ${table} WHERE ${ownerColumn} = ${profile.id} AND pincode = ${pincode} AND area = ${area}
                RETURNING 1`,
          );
          if (!deleted) throw notFound(SERVICE_AREA_MESSAGES.notFound);
          return { activity: activityText('serviceAreaDeleted'), remark: areaId };
        }),
    );
  };

import { activityRemark } from '../../../../../domain/activityRemarks';
import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DAY_AREA_MESSAGES, DAY_NAMES, dayAreaSchema } from '../../../../../domain/channelPartner/services';
import { badRequest, conflict, notFound } from '../../../platform/errors';
import { adminOrSelf, changePartner } from '../access';
import { idParamsSchema, sectionResponses, security, tags } from '../schemas';
import { type Executor, hasRow, type Transaction } from '../../../platform/db';
import { areaRefs, areasRemark, areaValues, PARTNER_SECTION_TABLES, serviceAreaIdsOf } from '../../profileSections';

type DayAreas = z.output<typeof dayAreaSchema>;

/** The areas of a day must be among the partner's own service areas. */
async function checkAreas(db: Executor, partnerId: string, input: DayAreas) {
  const own = await serviceAreaIdsOf(db, PARTNER_SECTION_TABLES, partnerId);
  if (own.size === 0) throw badRequest(DAY_AREA_MESSAGES.noServiceAreas, { areas: DAY_AREA_MESSAGES.noServiceAreas });
  if (input.areas.some((id) => !own.has(id)))
    throw badRequest(DAY_AREA_MESSAGES.notServiceArea, { areas: DAY_AREA_MESSAGES.notServiceArea });
}

const dayMapped = (db: Executor, partnerId: string, day: number) =>
  hasRow(
    db,
    sql`SELECT 1 FROM channel_partner_day_areas WHERE channel_partner_id = ${partnerId} AND day = ${day} LIMIT 1`,
  );

async function insertDay(tx: Transaction, partnerId: string, input: DayAreas) {
  await tx.execute(sql`INSERT INTO channel_partner_day_areas (channel_partner_id, day, pincode, area)
    SELECT ${partnerId}, ${input.day}, t.code, t.area FROM ${areaValues(areaRefs(input.areas))}`);
}

const remark = (input: DayAreas) =>
  activityRemark('dayAreas', { day: DAY_NAMES[input.day], areas: areasRemark(input.areas) });

/** Pincode-day mapping: one entry per day (0 Sunday .. 6 Saturday); the day identifies it and cannot change on edit. */
export async function dayAreaRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const write = {
    onRequest: adminOrSelf,
    schema: { tags, security, params: idParamsSchema, body: dayAreaSchema, response: sectionResponses },
  };

  app.patch('/channel-partner/:id/dayAreas', write, (request) =>
    changePartner(request, request.params.id, async (tx, partner) => {
      await checkAreas(tx, partner.id, request.body);
      if (await dayMapped(tx, partner.id, request.body.day))
        throw conflict(DAY_AREA_MESSAGES.dayTaken, { day: DAY_AREA_MESSAGES.dayTaken });
      await insertDay(tx, partner.id, request.body);
      return { activity: activityText('dayAreaAdded'), remark: remark(request.body) };
    }),
  );

  app.patch('/channel-partner/:id/dayAreas/update', write, (request) =>
    changePartner(request, request.params.id, async (tx, partner) => {
      if (!(await dayMapped(tx, partner.id, request.body.day))) throw notFound(DAY_AREA_MESSAGES.notFound);
      await checkAreas(tx, partner.id, request.body);
      await tx.execute(
        sql`DELETE FROM channel_partner_day_areas
          WHERE channel_partner_id = ${partner.id} AND day = ${request.body.day}`,
      );
      await insertDay(tx, partner.id, request.body);
      return { activity: activityText('dayAreaUpdated'), remark: remark(request.body) };
    }),
  );

  app.delete(
    '/channel-partner/:id/dayAreas/:dayAreaId',
    {
      onRequest: adminOrSelf,
      schema: {
        tags,
        security,
        params: idParamsSchema.extend({ dayAreaId: z.string().trim() }),
        response: sectionResponses,
      },
    },
    (request) =>
      changePartner(request, request.params.id, async (tx, partner) => {
        const day = /^[0-6]$/.test(request.params.dayAreaId) ? Number(request.params.dayAreaId) : undefined;
        const deleted =
          day === undefined
            ? undefined
            : await hasRow(
                tx,
                sql`DELETE FROM channel_partner_day_areas
                  WHERE channel_partner_id = ${partner.id} AND day = ${day} RETURNING 1`,
              );
        if (!deleted) throw notFound(DAY_AREA_MESSAGES.notFound);
        return { activity: activityText('dayAreaDeleted'), remark: DAY_NAMES[day!] };
      }),
  );
}

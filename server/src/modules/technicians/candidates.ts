import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, rowsOf } from '../../platform/db';
import { holdsService, repairsCatalogue, servesArea, TECHNICIAN_SECTION_TABLES } from '../profileSections';

const technicianCandidateRow = z.object({
  id: z.string(),
  channelPartnerId: z.string(),
  status: z.string(),
  mobile: z.string(),
  name: z.string(),
  servesArea: z.boolean(),
  holdsService: z.boolean(),
  repairsProduct: z.boolean(),
});
export type TechnicianCandidate = z.output<typeof technicianCandidateRow>;

/** A visit a technician may be sent to: its service and area and, for a repair, the brand and product. */
interface TechnicianJob {
  serviceId: string;
  pincode: number;
  area: string;
  brandId?: string;
  productId?: string;
}

/**
 * Technicians with whether each serves the job's area, holds its service and repairs its brand and product: the one
 * named, or every technician of the partner, by name.
 */
export function techniciansForJob(
  db: Executor,
  job: TechnicianJob,
  who: { technicianId: string } | { channelPartnerId: string },
) {
  const repairs = job.brandId
    ? repairsCatalogue(TECHNICIAN_SECTION_TABLES, 't.id', { brandId: job.brandId, productId: job.productId })
    : sql`true`;
  const which =
    'technicianId' in who ? sql`t.id = ${who.technicianId}` : sql`t.channel_partner_id = ${who.channelPartnerId}`;
  return rowsOf(
    db,
    technicianCandidateRow,
    sql`SELECT t.id, t.channel_partner_id AS "channelPartnerId", t.status, t.mobile,
        trim(t.first_name || ' ' || t.last_name) AS name,
          ${servesArea(TECHNICIAN_SECTION_TABLES, 't.id', job)} AS "servesArea",
          ${holdsService(TECHNICIAN_SECTION_TABLES, 't.id', job.serviceId)} AS "holdsService",
          ${repairs} AS "repairsProduct"
        FROM technicians t WHERE ${which} ORDER BY name, t.id`,
  );
}

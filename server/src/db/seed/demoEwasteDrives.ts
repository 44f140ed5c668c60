import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { DRIVE_FILE_ENTITY, driveBodySchema, type DriveBody } from '../../../../domain/ewasteDrives/schemas';
import type { AppContext } from '../../context';
import { rowsOf, rowOf, idRow } from '../../platform/db';
import { checkDrive, writeDrive } from '../../modules/ewasteDrives';
import { saveUpload } from '../../platform/files';
import { demoPng } from './demoFiles';

const [IT, CONSUMER, LARGE] = ['CID101', 'CID102', 'CID103'];

/**
 * GreenFix's drives around Bengaluru (only when SEED_DEMO is on): one held and weighed in, one planned, one called off.
 */
function demoDrives(partnerId: string, kg: string): (DriveBody & { remark?: string })[] {
  const place = {
    addressLine1: 'Bangalore Town Hall',
    addressLine2: 'JC Road',
    landmark: 'Opposite Ravindra Kalakshetra',
    pincode: 560001,
    area: 'Vidhana Soudha',
    city: 'Bangalore',
    state: 'Karnataka',
  };
  const koramangala = {
    addressLine1: 'Koramangala Indoor Stadium',
    addressLine2: '80 Feet Road',
    landmark: '',
    pincode: 560034,
    area: 'Koramangala',
    city: 'Bangalore',
    state: 'Karnataka',
  };
  return [
    {
      name: 'Town Hall e-waste weekend',
      driveDate: '2026-10-04',
      status: 'Completed',
      place,
      channelPartnerId: partnerId,
      disposalMethod: 'Recycling',
      notes: 'With the ward office; residents brought old phones, chargers and two refrigerators.',
      lines: [
        { categoryId: IT, uomId: kg, target: 150, collected: 182.4 },
        { categoryId: CONSUMER, uomId: kg, target: 100, collected: 76.25 },
        { categoryId: LARGE, uomId: kg, target: 200, collected: 240 },
      ],
    },
    {
      name: 'Koramangala apartments drive',
      driveDate: '2026-12-13',
      status: 'Planned',
      place: koramangala,
      channelPartnerId: partnerId,
      disposalMethod: 'Recycling',
      lines: [
        { categoryId: IT, uomId: kg, target: 120 },
        { categoryId: CONSUMER, uomId: kg, target: 60 },
      ],
    },
    {
      name: 'Monsoon school collection',
      driveDate: '2026-07-18',
      status: 'Planned',
      place,
      channelPartnerId: partnerId,
      disposalMethod: 'Storage',
      lines: [{ categoryId: IT, uomId: kg, target: 80 }],
      remark: 'School closed for the rains',
    },
  ];
}

const driveNameRow = z.object({ name: z.string() });

/** The demo drives, written once (by name), the completed one with a photo; the last one cancelled with its remark. */
export async function seedDemoEwasteDrives(ctx: AppContext, partnerId: string): Promise<void> {
  const kg = await rowOf(ctx.db, idRow, sql`SELECT id FROM uoms WHERE upper(code) = 'KGS' ORDER BY id LIMIT 1`);
  if (!kg) return;
  const existing = new Set(
    (await rowsOf(ctx.db, driveNameRow, sql`SELECT name FROM ewaste_drives`)).map((row) => row.name),
  );
  for (const { remark, ...body } of demoDrives(partnerId, kg.id)) {
    if (existing.has(body.name)) continue;
    const drive = driveBodySchema.parse(body);
    const lines = await checkDrive(ctx.db, drive);
    const id = await ctx.db.transaction((tx) => writeDrive(tx, undefined, drive, lines, 'demo'));
    if (remark)
      await ctx.db.execute(sql`UPDATE ewaste_drives SET status = 'Cancelled', remark = ${remark} WHERE id = ${id}`);
    if (drive.status === 'Completed') {
      await saveUpload(ctx, {
        entityType: DRIVE_FILE_ENTITY,
        entityId: id,
        name: 'town-hall-collection.png',
        bytes: demoPng(160, 100),
        uploadedBy: null,
      });
    }
  }
}

import { z } from '../zod';
import { officeAddressSchema } from '../channelPartner/basicDetails';
import { DISPOSAL_METHODS } from '../masters/choices';
import { calendarDay, choiceOf, requiredRef } from '../masters/common';
import { NAME_MAX } from '../constants';
import {
  DRIVE_FORM_STATUSES,
  DRIVE_ID_PATTERN,
  DRIVE_LINES_MAX,
  DRIVE_MESSAGES as M,
  DRIVE_QUANTITY_MAX_KG,
} from './constants';

export * from './constants';

/** A weight in the line's unit: a number, not negative, at most three decimals, bounded. */
const quantity = (required: string) =>
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === null ? required : M.quantityNumber) })
    .min(0, M.quantityNegative)
    .max(DRIVE_QUANTITY_MAX_KG, M.quantityMax)
    .refine((value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6, M.quantityDecimals);

const driveLineSchema = z.object({
  categoryId: requiredRef('E-waste category').max(64, M.categoryRequired),
  uomId: requiredRef('Unit').max(64, M.uomRequired),
  target: quantity(M.targetRequired),
  collected: quantity(M.collectedRequired).nullish(),
});

/**
 * POST ewasteDrives and PUT ewasteDrives/{id}: name, date, place (an address whose pincode and area the directory
 * knows, checked on the server), the partner collecting, target (and, once Completed, collected) weight per category.
 */
export const driveBodySchema = z
  .object({
    name: requiredRef('Drive name').max(NAME_MAX, `Drive name must be at most ${NAME_MAX} characters`),
    driveDate: calendarDay('Drive date'),
    status: z.enum(DRIVE_FORM_STATUSES, { message: M.statusInvalid }).default('Planned'),
    place: officeAddressSchema,
    channelPartnerId: requiredRef('Channel partner').max(64, M.partnerRequired),
    disposalMethod: choiceOf(DISPOSAL_METHODS, 'Disposal method'),
    notes: z
      .string()
      .trim()
      .max(2000, 'Notes must be at most 2000 characters')
      .nullish()
      .transform((notes) => notes ?? ''),
    lines: z
      .array(driveLineSchema, { message: M.linesRequired })
      .min(1, M.linesRequired)
      .max(DRIVE_LINES_MAX, M.tooManyLines),
  })
  .superRefine((drive, ctx) => {
    const seen = new Set<string>();
    drive.lines.forEach((line, index) => {
      if (seen.has(line.categoryId))
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'categoryId'], message: M.categoryTwice });
      seen.add(line.categoryId);
      const hasCollected = line.collected !== undefined && line.collected !== null;
      if (drive.status === 'Completed' && !hasCollected)
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'collected'], message: M.collectedRequired });
      if (drive.status !== 'Completed' && hasCollected)
        ctx.addIssue({ code: 'custom', path: ['lines', index, 'collected'], message: M.collectedOnlyCompleted });
    });
  });
export type DriveBody = z.input<typeof driveBodySchema>;
export type DriveBodyParsed = z.output<typeof driveBodySchema>;

export const driveIdParamsSchema = z.object({ id: z.string().trim().regex(DRIVE_ID_PATTERN, M.idInvalid) });

/** PUT ewasteDrives/{id}/status: Cancelled (with why) or back to Planned. */
export const driveStatusSchema = z.object({
  status: z.enum(['Planned', 'Cancelled'], { message: M.moveInvalid }),
  remark: z
    .string({ message: M.remarkRequired })
    .trim()
    .min(1, { message: M.remarkRequired, abort: true })
    .max(500, 'Remark must be at most 500 characters'),
});
export type DriveStatusBody = z.input<typeof driveStatusSchema>;

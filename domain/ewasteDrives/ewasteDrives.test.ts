import { describe, expect, it } from 'vitest';
import {
  canMoveDrive,
  DRIVE_MESSAGES as M,
  driveBodySchema,
  driveStatusSchema,
  gramsPerUnit,
  isDriveEditable,
} from './schemas';

const place = {
  addressLine1: 'Town Hall',
  addressLine2: 'JC Road',
  landmark: '',
  pincode: '560001',
  area: 'Vidhana Soudha',
  city: 'Bangalore',
  state: 'Karnataka',
};
const drive = (overrides: Record<string, unknown> = {}) => ({
  name: 'Town hall drive',
  driveDate: '2026-10-04',
  status: 'Completed',
  place,
  channelPartnerId: 'CP101',
  disposalMethod: 'Recycling',
  lines: [{ categoryId: 'CID101', uomId: 'UOM102', target: 10, collected: 12.345 }],
  ...overrides,
});
const errorsOf = (body: unknown) => {
  const result = driveBodySchema.safeParse(body);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('e-waste drive rules', () => {
  it('accepts a completed drive and reads the pincode typed as text', () => {
    const parsed = driveBodySchema.parse(drive());
    expect(parsed.place.pincode).toBe(560001);
    expect(parsed.notes).toBe('');
  });

  it('words every refusal', () => {
    expect(errorsOf(drive({ name: '' }))).toEqual({ name: M.nameRequired });
    expect(errorsOf(drive({ driveDate: '2026-02-30' }))).toEqual({
      driveDate: 'Drive date must be a date (yyyy-MM-dd)',
    });
    expect(errorsOf(drive({ place: { ...place, pincode: '56001' } }))).toEqual({
      'place.pincode': 'Not a valid Pincode',
    });
    expect(errorsOf(drive({ lines: [] }))).toEqual({ lines: M.linesRequired });
    expect(errorsOf(drive({ lines: [{ categoryId: 'CID101', uomId: 'U', target: -1, collected: 0 }] }))).toEqual({
      'lines.0.target': M.quantityNegative,
    });
    expect(errorsOf(drive({ lines: [{ categoryId: 'CID101', uomId: 'U', target: 1.0001, collected: 0 }] }))).toEqual({
      'lines.0.target': M.quantityDecimals,
    });
    expect(errorsOf(drive({ lines: [{ categoryId: 'CID101', uomId: 'U', target: '5', collected: 0 }] }))).toEqual({
      'lines.0.target': M.quantityNumber,
    });
    expect(errorsOf(drive({ lines: [{ categoryId: 'CID101', uomId: 'U', target: null, collected: 0 }] }))).toEqual({
      'lines.0.target': M.targetRequired,
    });
  });

  it('takes collected weights only for a completed drive, and needs them then', () => {
    expect(errorsOf(drive({ status: 'Planned' }))).toEqual({ 'lines.0.collected': M.collectedOnlyCompleted });
    expect(
      errorsOf(drive({ status: 'Planned', lines: [{ categoryId: 'CID101', uomId: 'U', target: 1, collected: null }] })),
    ).toEqual({});
    expect(errorsOf(drive({ lines: [{ categoryId: 'CID101', uomId: 'U', target: 1 }] }))).toEqual({
      'lines.0.collected': M.collectedRequired,
    });
    expect(errorsOf(drive({ status: 'Cancelled' }))).toEqual({ status: M.statusInvalid });
  });

  it('lists a category once', () => {
    const line = { categoryId: 'CID101', uomId: 'U', target: 1, collected: 1 };
    expect(errorsOf(drive({ lines: [line, line] }))).toEqual({ 'lines.1.categoryId': M.categoryTwice });
  });

  it('moves planned drives to cancelled and back, never a completed one; a cancelled one is not edited', () => {
    expect(canMoveDrive('Planned', 'Cancelled')).toBe(true);
    expect(canMoveDrive('Cancelled', 'Planned')).toBe(true);
    expect(canMoveDrive('Completed', 'Cancelled')).toBe(false);
    expect(canMoveDrive('Planned', 'Completed')).toBe(false);
    expect(isDriveEditable('Cancelled')).toBe(false);
    expect(driveStatusSchema.safeParse({ status: 'Cancelled', remark: ' ' }).error?.issues[0].message).toBe(
      M.remarkRequired,
    );
  });

  it('weighs in kg and grams of the UOM master only', () => {
    expect(gramsPerUnit('KGS')).toBe(1000);
    expect(gramsPerUnit(' gms ')).toBe(1);
    expect(gramsPerUnit('NOS')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  ENCASHMENT_MESSAGES,
  encashmentSchema,
  manualEntryOf,
  matrixColumn,
  monthsOf,
  monthTotals,
  pointsRefusal,
  REFERRAL_MESSAGES,
  referralCodeEntrySchema,
  referralDue,
  REWARD_MESSAGES,
  rewardEntrySchema,
  rewardMatrixRequestSchema,
} from '.';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('balance and encashment rules', () => {
  it('encashes more than 0 and at most the balance, in whole points', () => {
    const schema = encashmentSchema(100);
    expect(schema.safeParse({ amount: 100 }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ amount: 101 }))).toEqual({ amount: ENCASHMENT_MESSAGES.overBalance });
    expect(errorsOf(schema.safeParse({ amount: 0 }))).toEqual({ amount: ENCASHMENT_MESSAGES.positive });
    expect(schema.safeParse({ amount: 1.5 }).success).toBe(false);
    expect(errorsOf(encashmentSchema(0).safeParse({ amount: 1 }))).toEqual({ amount: ENCASHMENT_MESSAGES.overBalance });
  });

  it('signs each kind of entry: credits give, debits and encashments take', () => {
    expect(pointsRefusal('Credit', 10)).toBeUndefined();
    expect(pointsRefusal('Credit', -10)).toBe(REWARD_MESSAGES.creditPositive);
    expect(pointsRefusal('Debit', 10)).toBe(REWARD_MESSAGES.debitNegative);
    expect(pointsRefusal('Encashment', 10)).toBe(REWARD_MESSAGES.encashmentNegative);
    expect(pointsRefusal('Encashment', -10)).toBeUndefined();
  });
});

describe('POST rewards entries', () => {
  const encashment = { userName: '9876500001', id: 'Encashment', idType: 'Encashment', description: '', points: -40 };

  it('takes the spec’s encashment, a customer by default', () => {
    expect(rewardEntrySchema.parse(encashment)).toEqual({ ...encashment, holderType: 'Customer' });
    expect(errorsOf(rewardEntrySchema.safeParse({ ...encashment, userName: 'ravi' }))).toHaveProperty('userName');
  });

  it('needs a reason for a manual credit or debit, and the id to match its type', () => {
    const credit = { ...encashment, id: 'Credit', idType: 'Credit', points: 50 };
    expect(errorsOf(rewardEntrySchema.safeParse(credit))).toEqual({ description: REWARD_MESSAGES.reasonRequired });
    expect(rewardEntrySchema.safeParse({ ...credit, description: 'Goodwill' }).success).toBe(true);
    expect(errorsOf(rewardEntrySchema.safeParse({ ...credit, id: 'Debit', description: 'x' }))).toHaveProperty('id');
    expect(
      rewardEntrySchema.safeParse({ ...credit, holderType: 'Technician', userName: 'TECH1001', description: 'Reviews' })
        .success,
    ).toBe(true);
    expect(
      errorsOf(rewardEntrySchema.safeParse({ ...credit, idType: 'Referral', id: 'Referral', description: 'x' })),
    ).toHaveProperty('idType');
  });

  it('turns the dialog’s amount and kind into signed points', () => {
    const form = {
      holderType: 'Customer' as const,
      userName: '9876500001',
      kind: 'Debit' as const,
      amount: 30,
      reason: 'Duplicate',
    };
    expect(manualEntryOf(form)).toEqual({
      holderType: 'Customer',
      userName: '9876500001',
      id: 'Debit',
      idType: 'Debit',
      description: 'Duplicate',
      points: -30,
    });
    expect(manualEntryOf({ ...form, kind: 'Credit' }).points).toBe(30);
  });
});

describe('referral codes and credits', () => {
  it('reads a typed code as upper case without spaces, blank as none, and refuses other characters', () => {
    expect(referralCodeEntrySchema.parse('tech ravi')).toBe('TECHRAVI');
    expect(referralCodeEntrySchema.parse('  ')).toBeUndefined();
    expect(referralCodeEntrySchema.parse(undefined)).toBeUndefined();
    expect(referralCodeEntrySchema.safeParse('ab-1').error?.issues[0].message).toBe(REFERRAL_MESSAGES.format);
    expect(referralCodeEntrySchema.safeParse('ABC').success).toBe(false);
  });

  it('credits a referral on the referred customer’s first completed request only', () => {
    expect(referralDue(true, 0)).toBe(true);
    expect(referralDue(true, 1)).toBe(false);
    expect(referralDue(false, 0)).toBe(false);
  });
});

describe('the transaction matrix', () => {
  it('lists every month of a range and sums the columns per month', () => {
    expect(monthsOf('2025-11-15', '2026-02-01')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(matrixColumn('Encashment', -5)).toBe('encashed');
    expect(matrixColumn('Debit', -5)).toBe('debited');
    expect(matrixColumn('Referral', 50)).toBe('credited');
    const totals = monthTotals({
      months: ['2026-01', '2026-02'],
      cells: [
        { month: '2026-02', idType: 'Referral', credited: 50, debited: 0, encashed: 0 },
        { month: '2026-02', idType: 'Encashment', credited: 0, debited: 0, encashed: 30 },
      ],
    });
    expect(totals).toEqual([
      { month: '2026-01', credited: 0, debited: 0, encashed: 0 },
      { month: '2026-02', credited: 50, debited: 0, encashed: 30 },
    ]);
  });

  it('takes a range of at most 24 months, in order', () => {
    expect(rewardMatrixRequestSchema.safeParse({ fromDate: '2025-01-01', toDate: '2026-12-31' }).success).toBe(true);
    expect(
      errorsOf(rewardMatrixRequestSchema.safeParse({ fromDate: '2024-01-01', toDate: '2026-12-31' })),
    ).toHaveProperty('toDate');
    expect(
      errorsOf(rewardMatrixRequestSchema.safeParse({ fromDate: '2026-05-01', toDate: '2026-04-01' })),
    ).toHaveProperty('toDate');
  });
});

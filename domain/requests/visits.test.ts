import { describe, expect, it } from 'vitest';
import { SLOT_LABELS } from '../channelPartner/timeSlots';
import { ROLES } from '../roles';
import { mayMove, PICKUP_MOVES, REPAIR_MOVES } from './statuses';
import { daysBetween } from '../masters/days';
import { RESCHEDULABLE_STATUSES, REVISITABLE_STATUSES, revisitOpen, visitSchema } from './visits';

const errorsOf = (body: unknown) => {
  const parsed = visitSchema.safeParse(body);
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('reschedule and revisit rules', () => {
  it('reschedules a request booked and not yet done: the statuses it may still be cancelled from', () => {
    const cancellable = <S extends string>(moves: readonly { from: readonly S[]; to: S }[]) =>
      moves.find((move) => move.to === 'Cancelled')!.from;
    expect(RESCHEDULABLE_STATUSES.repair).toEqual(cancellable(REPAIR_MOVES));
    expect(RESCHEDULABLE_STATUSES.pickUp).toEqual(cancellable(PICKUP_MOVES));
    expect(RESCHEDULABLE_STATUSES.repair).not.toContain('Resolved');
  });

  it('revisits a resolved or completed request, a move of the admin and the partner only', () => {
    for (const status of REVISITABLE_STATUSES) {
      expect(mayMove(REPAIR_MOVES, status, 'Scheduled', ROLES.admin)).toBe(true);
      expect(mayMove(REPAIR_MOVES, status, 'Scheduled', ROLES.channelPartner)).toBe(true);
      expect(mayMove(REPAIR_MOVES, status, 'Scheduled', ROLES.technician)).toBe(false);
      expect(mayMove(REPAIR_MOVES, status, 'Scheduled', ROLES.customerCare)).toBe(false);
    }
  });

  it('keeps the revisit open up to the configured days after the last visit, the boundary day included', () => {
    expect(daysBetween('2026-01-30', '2026-02-06')).toBe(7);
    expect(daysBetween('2026-02-06', '2026-01-30')).toBe(-7);
    expect(revisitOpen('2026-01-30', '2026-02-06', 7)).toBe(true);
    expect(revisitOpen('2026-01-30', '2026-02-07', 7)).toBe(false);
    // A visit booked ahead of today (resolved early) is within any window.
    expect(revisitOpen('2026-02-10', '2026-02-06', 0)).toBe(true);
  });

  it('takes a request id, a real day, one of the slots and a reason', () => {
    expect(
      visitSchema.parse({
        requestId: ' REQ00000001 ',
        date: '2026-03-02',
        slot: SLOT_LABELS[1],
        reason: ' Travelling ',
      }),
    ).toEqual({
      requestId: 'REQ00000001',
      date: '2026-03-02',
      slot: SLOT_LABELS[1],
      reason: 'Travelling',
    });
    expect(errorsOf({ requestId: '', date: '2026-02-30', slot: '08:00-09:00', reason: '  ' })).toEqual({
      requestId: 'Request is required',
      date: 'Appointment date must be a date (yyyy-MM-dd)',
      slot: 'Choose a slot',
      reason: 'Reason is required',
    });
    expect(errorsOf({ requestId: 'REQ1', date: '2026-03-02', slot: SLOT_LABELS[0], reason: 'x'.repeat(1001) })).toEqual(
      { reason: 'Reason must be at most 1000 characters' },
    );
  });
});

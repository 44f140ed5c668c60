import { describe, expect, it } from 'vitest';
import { ROLES } from '../roles';
import { mayMove, nextStatuses, PICKUP_MOVES, REPAIR_MOVES, REPAIR_STATUSES } from './statuses';

describe('repair request statuses', () => {
  it('lets each role make only its moves', () => {
    expect(mayMove(REPAIR_MOVES, 'Open', 'Assigned', ROLES.channelPartner)).toBe(true);
    expect(mayMove(REPAIR_MOVES, 'Open', 'Assigned', ROLES.technician)).toBe(false);
    expect(mayMove(REPAIR_MOVES, 'Assigned', 'Scheduled', ROLES.technician)).toBe(true);
    expect(mayMove(REPAIR_MOVES, 'Resolved', 'Completed', ROLES.technician)).toBe(false);
    expect(mayMove(REPAIR_MOVES, 'Pending', 'Cancelled', ROLES.customerCare)).toBe(true);
    expect(mayMove(REPAIR_MOVES, 'Resolved', 'Cancelled', ROLES.admin)).toBe(false);
    expect(mayMove(REPAIR_MOVES, 'Completed', 'Scheduled', ROLES.admin)).toBe(true);
  });

  it('gives a dealer no move at all, and nothing leaves Cancelled', () => {
    for (const status of REPAIR_STATUSES) expect(nextStatuses(REPAIR_MOVES, status, ROLES.dealer)).toEqual([]);
    for (const role of Object.values(ROLES)) expect(nextStatuses(REPAIR_MOVES, 'Cancelled', role)).toEqual([]);
  });

  it('offers what a status menu shows', () => {
    expect(nextStatuses(REPAIR_MOVES, 'Assigned', ROLES.technician)).toEqual(['Scheduled', 'Pending', 'Resolved']);
    expect(nextStatuses(REPAIR_MOVES, 'Open', ROLES.customerCare)).toEqual(['Cancelled']);
  });
});

describe('pick-up request statuses', () => {
  it('runs Open -> Scheduled -> Picked Up -> Completed, cancellable in the first two', () => {
    expect(mayMove(PICKUP_MOVES, 'Open', 'Scheduled', ROLES.admin)).toBe(true);
    expect(mayMove(PICKUP_MOVES, 'Scheduled', 'Picked Up', ROLES.technician)).toBe(true);
    expect(mayMove(PICKUP_MOVES, 'Picked Up', 'Completed', ROLES.channelPartner)).toBe(true);
    expect(mayMove(PICKUP_MOVES, 'Picked Up', 'Cancelled', ROLES.admin)).toBe(false);
  });
});

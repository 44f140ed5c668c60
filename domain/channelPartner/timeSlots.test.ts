import { describe, expect, it } from 'vitest';
import { lastBookableDay, SLOT_LABELS, slotCapacities, slotClosure, slotDays, weekdayOf } from './timeSlots';

describe('slot rules shared by the booking and the availability call', () => {
  it('spreads a daily capacity over the four slots, the earlier ones taking the remainder', () => {
    expect(slotCapacities(8)).toEqual([2, 2, 2, 2]);
    expect(slotCapacities(3)).toEqual([1, 1, 1, 0]);
    expect(slotCapacities(22)).toEqual([6, 6, 5, 5]);
    expect(slotCapacities(0)).toEqual([0, 0, 0, 0]);
  });

  it('closes past days, days beyond the window, weekdays the day map leaves out, and today within 6 hours', () => {
    const rules = { today: '2026-03-04', hourNow: 8, lastDay: lastBookableDay('2026-03-04', 7), weekdays: [1, 3] };
    expect(rules.lastDay).toBe('2026-03-10');
    expect(weekdayOf('2026-03-04')).toBe(3);
    expect(slotClosure('2026-03-03', 0, rules)).toBe('past');
    expect(slotClosure('2026-03-11', 0, rules)).toBe('beyondWindow');
    expect(slotClosure('2026-03-05', 0, rules)).toBe('weekday');
    expect(slotClosure('2026-03-09', 0, rules)).toBeUndefined();
    // 8 + 6 = 14: the 09:00 and 12:00 slots are closed today, 15:00 is open.
    expect([0, 1, 2, 3].map((i) => slotClosure('2026-03-04', i, rules))).toEqual([
      'tooSoon',
      'tooSoon',
      undefined,
      undefined,
    ]);
    // No day map (or an empty one): every weekday.
    expect(slotClosure('2026-03-05', 0, { ...rules, weekdays: [] })).toBeUndefined();
  });

  it('keeps the window within one availability call, and at least today', () => {
    expect(lastBookableDay('2026-03-04', 100)).toBe('2026-04-03');
    expect(lastBookableDay('2026-03-04', 0)).toBe('2026-03-04');
  });

  it('offers what the rules open less what is booked', () => {
    const [day] = slotDays({
      days: ['2026-03-09'],
      dailyCapacity: 8,
      today: '2026-03-04',
      hourNow: 8,
      weekdays: [1],
      booked: (_d, slot) => (slot === SLOT_LABELS[0] ? 2 : 1),
    });
    expect(day).toEqual({
      date: '2026-03-09',
      available: 3,
      slots: SLOT_LABELS.map((slot, i) => ({ slot, available: i === 0 ? 0 : 1 })),
    });
    expect(
      slotDays({ days: ['2026-03-10'], dailyCapacity: 8, today: '2026-03-04', hourNow: 8, weekdays: [1] })[0].available,
    ).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { UNREADABLE_DAY, calendarDay } from './common';

const messageOf = (value: unknown) => {
  const result = calendarDay('Valid from').safeParse(value);
  return result.success ? undefined : result.error.issues.map((issue) => issue.message);
};

describe('calendarDay', () => {
  it('accepts a real yyyy-MM-dd day', () => {
    expect(calendarDay('Valid from').parse(' 2024-02-29 ')).toBe('2024-02-29');
  });

  it("names the API's format for a malformed or impossible day sent to the API", () => {
    for (const sent of ['2026-13-01', '2026-02-30', '15/01/2026', '2026-1-5'])
      expect(messageOf(sent), sent).toEqual(['Valid from must be a date (yyyy-MM-dd)']);
  });

  it("names the screens' format for the console's unreadable typed day", () => {
    expect(messageOf(UNREADABLE_DAY)).toEqual(['Valid from must be a date (dd/MM/yyyy)']);
  });

  it('says required when blank', () => {
    expect(messageOf('  ')).toEqual(['Valid from is required']);
    expect(messageOf(undefined)).toEqual(['Valid from is required']);
  });
});

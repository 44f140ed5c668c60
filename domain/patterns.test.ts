import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, MOBILE_PATTERN } from './patterns';
import { pincodeCreateSchema } from './masters/pincode';
import { serviceAreaId } from './profile/serviceAreas';

describe('patterns', () => {
  it('mobile: ten digits starting 6-9', () => {
    expect(MOBILE_PATTERN.test('9876543210')).toBe(true);
    expect(MOBILE_PATTERN.test('5876543210')).toBe(false);
    expect(MOBILE_PATTERN.test('987654321')).toBe(false);
  });
  it('e-mail: a simple pattern', () => {
    expect(EMAIL_PATTERN.test('a@b.in')).toBe(true);
    expect(EMAIL_PATTERN.test('a@b')).toBe(false);
  });
});

describe('pincode record', () => {
  it("says 'Not a valid Pincode' outside 100000-999999", () => {
    const result = pincodeCreateSchema.safeParse({ code: 99999, area: 'A', city: 'C', district: 'D', state: 'S' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Not a valid Pincode');
  });
  it("joins code and area with '#' for a service-area id", () => {
    expect(serviceAreaId(560001, 'Bangalore GPO')).toBe('560001#Bangalore GPO');
  });
});

import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../fileRules';
import { CHARGE_MESSAGES } from '../requests/charges';
import { COUPON_MESSAGES } from '../requests/coupons';
import { attemptLimitMessage } from '../identityMessages';
import { catalogEntries } from './catalog';
import { matchMessage } from './match';
import { schemaMessages } from './schemaWalk';

describe('message catalog (every validation message carries a key and values)', () => {
  it('knows every message of every schema of domain/ and of every master, for bad values of every field', () => {
    const messages = schemaMessages();
    expect(messages.size).toBeGreaterThan(200);
    const unknown = [...messages]
      .filter(([message]) => !matchMessage(message))
      .map(([message, where]) => `${message}  <- ${where}`);
    expect(unknown).toEqual([]);
    // Thousands of parses: a few seconds on a busy machine.
  }, 60_000);

  it('finds the exact text before a template, and a template with its values', () => {
    expect(matchMessage('Mobile Number is not valid')).toEqual({ key: 'customer.mobileInvalid', values: {} });
    expect(matchMessage('Name is required')).toEqual({ key: 'invite.nameRequired', values: {} });
    expect(matchMessage('Brand name is required')).toEqual({
      key: 'validation.required',
      values: { field: 'Brand name' },
    });
    expect(matchMessage('Email must be at most 255 characters')).toEqual({
      key: 'validation.atMostCharacters',
      values: { field: 'Email', max: '255' },
    });
    expect(matchMessage('Must be at most 255 characters')).toEqual({
      key: 'validation.textAtMost',
      values: { max: '255' },
    });
    expect(matchMessage('Quantity must be at most 100000')?.key).toBe('pickUpProduct.quantityMax');
    expect(matchMessage('Level must be at most 3')).toEqual({
      key: 'validation.atMost',
      values: { field: 'Level', max: '3' },
    });
    expect(matchMessage('Some text no schema words')).toBeUndefined();
  });

  it('turns the message functions into templates that fit what they say', () => {
    expect(matchMessage(FILE_MESSAGES.tooLarge(5))).toEqual({ key: 'file.tooLarge', values: { megabytes: '5' } });
    expect(matchMessage(CHARGE_MESSAGES.discountAboveDue(12345))).toEqual({
      key: 'charge.discountAboveDue',
      values: { amount: '123.45' },
    });
    expect(matchMessage(COUPON_MESSAGES.usedByCustomer('SAVE10', 1))).toEqual({
      key: 'coupon.usedByCustomerOnce',
      values: { code: 'SAVE10' },
    });
    expect(matchMessage(COUPON_MESSAGES.usedByCustomer('SAVE10', 3))).toEqual({
      key: 'coupon.usedByCustomer',
      values: { code: 'SAVE10', limit: '3' },
    });
    expect(matchMessage(attemptLimitMessage(25))).toEqual({
      key: 'identity.limitExceededInSeconds',
      values: { seconds: '25' },
    });
    expect(matchMessage(attemptLimitMessage(14 * 60))).toEqual({
      key: 'identity.limitExceededInMinutes',
      values: { minutes: '14' },
    });
    for (const [key, english] of catalogEntries()) expect(english, key).not.toMatch(/987654|NaN|undefined/);
  });
});

import { describe, expect, it } from 'vitest';
import { customerProductSchema } from '../customers/product';
import { encashmentSchema } from '../rewards/entries';
import { FILE_MESSAGES } from '../fileRules';
import { CHARGE_MESSAGES } from '../requests/charges';
import { COUPON_MESSAGES } from '../requests/coupons';
import { attemptLimitMessage } from '../identityMessages';
import { MASTER_REGISTRY } from '../masters/registry';
import { z } from '../zod';
import { catalogEntries } from './catalog';
import { matchMessage } from './match';

/** Every module of domain/ (tests aside), so a schema added anywhere is walked without being listed here. */
const MODULES = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts'], { eager: true });

/** Every schema the API and the console parse, by a readable name: exported ones, the masters', and those built per call. */
function schemas(): [string, z.ZodType][] {
  const found = new Map<z.ZodType, string>();
  for (const [path, module] of Object.entries(MODULES))
    for (const [name, value] of Object.entries(module)) if (value instanceof z.ZodType && !found.has(value)) found.set(value, `${path}:${name}`);
  for (const [key, entry] of Object.entries(MASTER_REGISTRY)) found.set(entry.createSchema, `${key}.create`).set(entry.updateSchema, `${key}.update`);
  found.set(customerProductSchema('2026-11-25'), 'customerProductSchema').set(encashmentSchema(100), 'encashmentSchema');
  return [...found].map(([schema, name]) => [name, schema]);
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.shape) return def.shape as Record<string, z.ZodType>;
  for (const inner of [def.in, def.innerType, def.schema, def.left]) if (inner instanceof z.ZodType) return shapeOf(inner);
  return undefined;
}

/** What a person or a client may send into any field: nothing, blanks, wrong kinds, out-of-range numbers, odd text. */
const BAD_VALUES: unknown[] = [undefined, null, '', '   ', 'x'.repeat(5000), '!!!', 'abc', '12', '31/12/2025', 0, -1, 1.5, 10 ** 12, true, { a: 1 }, ['a'], [], Array(300).fill('x')];

/** Every message the schemas answer for bad values of each field, alone and with the other fields missing. */
function schemaMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [name, schema] of schemas()) {
    const shape = shapeOf(schema);
    const inputs: unknown[] = shape ? Object.keys(shape).flatMap((field) => BAD_VALUES.map((value) => ({ [field]: value }))) : BAD_VALUES;
    for (const input of inputs) {
      const result = schema.safeParse(input);
      if (!result.success) for (const issue of result.error.issues) if (!messages.has(issue.message)) messages.set(issue.message, `${name} ${JSON.stringify(input)?.slice(0, 60)}`);
    }
  }
  return messages;
}

describe('message catalog (issue 31: every validation message carries a key and values)', () => {
  it('knows every message of every schema of domain/ and of every master, for bad values of every field', () => {
    const messages = schemaMessages();
    expect(messages.size).toBeGreaterThan(200);
    const unknown = [...messages].filter(([message]) => !matchMessage(message)).map(([message, where]) => `${message}  <- ${where}`);
    expect(unknown).toEqual([]);
  });

  it('finds the exact text before a template, and a template with its values', () => {
    expect(matchMessage('Mobile Number is not valid')).toEqual({ key: 'customer.mobileInvalid', values: {} });
    expect(matchMessage('Name is required')).toEqual({ key: 'invite.nameRequired', values: {} });
    expect(matchMessage('Brand name is required')).toEqual({ key: 'validation.required', values: { field: 'Brand name' } });
    expect(matchMessage('Email must be at most 255 characters')).toEqual({ key: 'validation.atMostCharacters', values: { field: 'Email', max: '255' } });
    expect(matchMessage('Must be at most 255 characters')).toEqual({ key: 'validation.textAtMost', values: { max: '255' } });
    expect(matchMessage('Quantity must be at most 100000')?.key).toBe('pickUpProduct.quantityMax');
    expect(matchMessage('Level must be at most 3')).toEqual({ key: 'validation.atMost', values: { field: 'Level', max: '3' } });
    expect(matchMessage('Some text no schema words')).toBeUndefined();
  });

  it('turns the message functions into templates that fit what they say', () => {
    expect(matchMessage(FILE_MESSAGES.tooLarge(5))).toEqual({ key: 'file.tooLarge', values: { megabytes: '5' } });
    expect(matchMessage(CHARGE_MESSAGES.discountAboveDue(12345))).toEqual({ key: 'charge.discountAboveDue', values: { amount: '123.45' } });
    expect(matchMessage(COUPON_MESSAGES.usedByCustomer('SAVE10', 1))).toEqual({ key: 'coupon.usedByCustomerOnce', values: { code: 'SAVE10' } });
    expect(matchMessage(COUPON_MESSAGES.usedByCustomer('SAVE10', 3))).toEqual({ key: 'coupon.usedByCustomer', values: { code: 'SAVE10', limit: '3' } });
    expect(matchMessage(attemptLimitMessage(25))).toEqual({ key: 'identity.limitExceededInSeconds', values: { seconds: '25' } });
    expect(matchMessage(attemptLimitMessage(14 * 60))).toEqual({ key: 'identity.limitExceededInMinutes', values: { minutes: '14' } });
    for (const [key, english] of catalogEntries()) expect(english, key).not.toMatch(/987654|NaN|undefined/);
  });
});

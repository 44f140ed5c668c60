import { describe, expect, it } from 'vitest';
import { z } from './zod';
import * as auth from './auth';
import * as channelPartner from './channelPartner';
import * as customers from './customers';
import * as files from './files';
import * as filters from './filters';
import * as outbox from './outbox';
import * as profile from './profile';
import * as technicians from './technicians';
import * as users from './users';
import * as webAccount from './web-account';
import { MASTER_REGISTRY } from './masters/registry';
import * as pincode from './masters/pincode';
import { fieldLabel } from './validationMessages';

/** Wording of zod's own messages, which name types and operators rather than the field: never shown to a person. */
const VALIDATOR_WORDING =
  /expected|received|invalid input|too big|too small|invalid option|invalid string|invalid format|nonoptional|<=|>=/i;

/** Every object schema the API and the console parse, by a readable name. */
function schemas(): [string, z.ZodType][] {
  const modules = {
    auth,
    channelPartner,
    customers,
    files,
    filters,
    outbox,
    profile,
    technicians,
    users,
    webAccount,
    pincode,
  };
  const found: [string, z.ZodType][] = [];
  for (const [moduleName, module] of Object.entries(modules))
    for (const [name, value] of Object.entries(module))
      if (value instanceof z.ZodType) found.push([`${moduleName}.${name}`, value]);
  for (const [key, entry] of Object.entries(MASTER_REGISTRY))
    found.push([`${key}.create`, entry.createSchema], [`${key}.update`, entry.updateSchema]);
  found.push(
    ['customers.customerProductSchema', customers.customerProductSchema('2026-11-25')],
    ['customers.encashmentSchema', customers.encashmentSchema(100)],
  );
  return found;
}

/** The object shape under refinements, pipes and defaults, if any. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.shape) return def.shape as Record<string, z.ZodType>;
  for (const inner of [def.in, def.innerType, def.schema]) if (inner instanceof z.ZodType) return shapeOf(inner);
  return undefined;
}

const BAD_VALUES: [string, unknown][] = [
  ['missing', undefined],
  ['null', null],
  ['empty', ''],
  ['blank', '   '],
  ['too long', 'x'.repeat(5000)],
  ['a number', 12345],
  ['an object', { a: 1 }],
  ['a list', ['a']],
];

describe('validation messages a person can read', () => {
  it('never answers with zod wording for an empty, null, missing, too long or wrongly typed field', () => {
    const unreadable: string[] = [];
    let checked = 0;
    for (const [name, schema] of schemas()) {
      const shape = shapeOf(schema);
      if (!shape) continue;
      for (const field of Object.keys(shape)) {
        for (const [what, value] of BAD_VALUES) {
          const input: Record<string, unknown> = { [field]: value };
          const result = schema.safeParse(input);
          checked += 1;
          if (result.success) continue;
          for (const issue of result.error.issues)
            if (VALIDATOR_WORDING.test(issue.message))
              unreadable.push(`${name} ${field} (${what}) -> ${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect([...new Set(unreadable)]).toEqual([]);
  });

  const firstMessage = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('names the field in the spec style where the schema gives no sentence of its own', () => {
    expect(firstMessage(MASTER_REGISTRY.product.createSchema, { name: null, status: 'Publish' })).toBe(
      'Product name is required',
    );
    expect(firstMessage(MASTER_REGISTRY.rewardPoint.createSchema, { points: 5, status: 'Publish' })).toBe(
      'Event is required',
    );
    expect(
      firstMessage(MASTER_REGISTRY.rewardPoint.createSchema, { event: 'Birthday', points: 5, status: 'Publish' }),
    ).toBe('Event must be one of Referral, Booking, Completed Request');
    expect(firstMessage(MASTER_REGISTRY.brand.createSchema, { name: 'Acme', status: '' })).toBe('Status is required');
    expect(firstMessage(auth.adminLoginSchema, { email: `${'a'.repeat(250)}@x.com`, password: 'p' })).toBe(
      'Email must be at most 255 characters',
    );
    expect(firstMessage(z.object({ dailyCallCapacity: z.number().int().max(500) }), { dailyCallCapacity: 'ten' })).toBe(
      'Daily call capacity must be a number',
    );
    expect(fieldLabel(['contactPersons', 0, 'primaryEmail'])).toBe('Primary email');
  });
});

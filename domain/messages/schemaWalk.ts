import { customerProductSchema } from '../customers/product';
import { MASTER_REGISTRY } from '../masters/registry';
import { encashmentSchema } from '../rewards/entries';
import { z } from '../zod';

/**
 * A test helper (domain and web tests): every message the schemas of domain/ answer for bad input. Every module is
 * read, so a schema added anywhere is walked without being listed.
 */
const MODULES = import.meta.glob<Record<string, unknown>>(['../**/*.ts', '!../**/*.test.ts', '!./schemaWalk.ts'], {
  eager: true,
});

/**
 * Every schema the API and the console parse, by a readable name: exported ones, the masters', and those built per
 * call.
 */
function schemas(): [string, z.ZodType][] {
  const found = new Map<z.ZodType, string>();
  for (const [path, module] of Object.entries(MODULES))
    for (const [name, value] of Object.entries(module))
      if (value instanceof z.ZodType && !found.has(value)) found.set(value, `${path}:${name}`);
  for (const [key, entry] of Object.entries(MASTER_REGISTRY))
    found.set(entry.createSchema, `${key}.create`).set(entry.updateSchema, `${key}.update`);
  found
    .set(customerProductSchema('2026-11-25'), 'customerProductSchema')
    .set(encashmentSchema(100), 'encashmentSchema');
  return [...found].map(([schema, name]) => [name, schema]);
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | undefined {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.shape) return def.shape as Record<string, z.ZodType>;
  for (const inner of [def.in, def.innerType, def.schema, def.left])
    if (inner instanceof z.ZodType) return shapeOf(inner);
  return undefined;
}

/** What a person or a client may send into any field: nothing, blanks, wrong kinds, out-of-range numbers, odd text. */
const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  '   ',
  'x'.repeat(5000),
  '!!!',
  'abc',
  '12',
  '31/12/2025',
  0,
  -1,
  1.5,
  10 ** 12,
  true,
  { a: 1 },
  ['a'],
  [],
  Array(300).fill('x'),
];

/** Every message the schemas answer for bad values of each field, alone and with the other fields missing. */
export function schemaMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [name, schema] of schemas()) {
    const shape = shapeOf(schema);
    const inputs: unknown[] = shape
      ? Object.keys(shape).flatMap((field) => BAD_VALUES.map((value) => ({ [field]: value })))
      : BAD_VALUES;
    for (const input of inputs) {
      const result = schema.safeParse(input);
      if (!result.success)
        for (const issue of result.error.issues)
          if (!messages.has(issue.message))
            messages.set(issue.message, `${name} ${JSON.stringify(input)?.slice(0, 60)}`);
    }
  }
  return messages;
}

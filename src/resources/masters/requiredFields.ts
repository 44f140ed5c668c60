/** The part of a zod schema this needs: an object's shape, possibly behind a pipe (transform) or refinements. */
interface SchemaLike {
  safeParse?: (value: unknown) => { success: boolean };
  shape?: Record<string, SchemaLike>;
  def?: { in?: SchemaLike; innerType?: SchemaLike };
}

function shapeOf(schema: SchemaLike | undefined): Record<string, SchemaLike> | undefined {
  for (let node = schema, depth = 0; node && depth < 5; node = node.def?.in ?? node.def?.innerType, depth++)
    if (node.shape) return node.shape;
  return undefined;
}

const accepts = (schema: SchemaLike, value: unknown) => schema.safeParse?.(value).success ?? true;

/**
 * The fields a form's schema requires: those accepting neither nothing, null nor an empty text. The form marks them
 * with an asterisk, as the partner forms do, so the mark always follows the rule.
 */
export function requiredFields(schema: unknown): ReadonlySet<string> {
  const shape = shapeOf(schema as SchemaLike) ?? {};
  return new Set(
    Object.entries(shape).flatMap(([name, field]) =>
      accepts(field, undefined) || accepts(field, null) || accepts(field, '') ? [] : [name],
    ),
  );
}

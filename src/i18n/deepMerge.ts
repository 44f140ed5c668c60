type Tree = Record<string, unknown>;

const isTree = (value: unknown): value is Tree => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Overlays a partial message tree on a complete one. */
export function deepMerge<T extends Tree>(base: T, overlay: Tree): T {
  const result: Tree = { ...base };
  for (const [key, value] of Object.entries(overlay)) {
    result[key] = isTree(value) && isTree(result[key]) ? deepMerge(result[key] as Tree, value) : value;
  }
  return result as T;
}

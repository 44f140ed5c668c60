/**
 * The one rule for text: no control characters (NUL, escape, DEL…) and no lone surrogates. Tab, line feed and carriage
 * return stay allowed because multi-line fields (remarks, addresses) use them. The API applies it to every string of
 * every body, query and param before the route's own schema runs, so every schema has it without repeating it.
 */
// eslint-disable-next-line no-control-regex -- matching them is its purpose
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/**
 * Half of a surrogate pair without its other half: no character at all. UTF-8 cannot carry it (a database or a file
 * name would get U+FFFD instead, and encodeURIComponent throws), so text holding one is refused like a control
 * character.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const BROKEN_TEXT_MESSAGE = 'Must not contain broken characters';

/** The text rule's message for a string, or undefined when it may be stored. */
export function brokenText(text: string): string | undefined {
  if (hasControlCharacters(text)) return CONTROL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return BROKEN_TEXT_MESSAGE;
  return undefined;
}

/** Deeper than any form of this product nests; a body nested further is refused before anything walks it. */
export const MAX_NESTING = 32;
export const NESTING_MESSAGE = `Must not be nested more than ${MAX_NESTING} levels deep`;

/**
 * The first string or key of a parsed body, query or params that breaks the rule, with its path (`a.b.0`; `_` for the
 * value itself), or undefined. Walks without recursion and refuses nesting past MAX_NESTING.
 */
export function textProblem(value: unknown): { field: string; message: string } | undefined {
  const pending: { value: unknown; path: string[] }[] = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const field = next.path.join('.') || '_';
    if (typeof next.value === 'string') {
      const message = brokenText(next.value);
      if (message) return { field, message };
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.path.length >= MAX_NESTING) return { field, message: NESTING_MESSAGE };
    const entries = Object.entries(next.value);
    for (const [key] of entries) {
      const message = brokenText(key);
      if (message)
        return {
          field: [...next.path, key.replace(CONTROL_CHARACTERS, '?').replace(LONE_SURROGATE, '?')].join('.'),
          message,
        };
    }
    // Reversed onto the stack, so fields are looked at in their order.
    for (const [key, item] of entries.reverse()) pending.push({ value: item, path: [...next.path, key] });
  }
  return undefined;
}

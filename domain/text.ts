/**
 * The one rule for text: no control characters (NUL, escape, DEL…). Tab, line feed and carriage return stay
 * allowed because multi-line fields (remarks, addresses) use them. The API applies it to every string of every
 * body, query and param before the route's own schema runs, so every schema has it without repeating it.
 */
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/; // eslint-disable-line no-control-regex -- matching them is its purpose

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters';

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text);

/** The path (`a.b.0`) of the first string or key holding a control character, or undefined when there is none. */
export function controlCharacterPath(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return hasControlCharacters(value) ? path.join('.') || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (hasControlCharacters(key)) return [...path, key.replace(CONTROL_CHARACTERS, '?')].join('.');
    const found = controlCharacterPath(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

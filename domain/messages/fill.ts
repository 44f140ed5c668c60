/**
 * A message template's `%{name}` placeholders filled with values (polyglot's syntax, so the console's translations
 * share it).
 */
export const fillMessage = (template: string, values: Readonly<Record<string, string | number>> = {}) =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** The names of a template's placeholders, in order. */
export const placeholdersOf = (template: string) => [...template.matchAll(/%\{(\w+)\}/g)].map((match) => match[1]);

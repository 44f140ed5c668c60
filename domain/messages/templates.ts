/** A text written from a `%{name}` template, read back: the names of its values and a pattern that finds them. */
export interface TextTemplate {
  names: string[];
  pattern: RegExp;
  /** Characters outside placeholders: the more there are, the more specific the template. */
  fixed: number;
}

const PLACEHOLDER = /%\{(\w+)\}/g;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function textTemplate(template: string): TextTemplate {
  const names = [...template.matchAll(PLACEHOLDER)].map((match) => match[1]);
  const source = template
    .split(/%\{\w+\}/)
    .map(escape)
    .join('(.+?)');
  return { names, pattern: new RegExp(`^${source}$`, 's'), fixed: template.replace(PLACEHOLDER, '').length };
}

/** The values a text holds where its template has placeholders, or undefined when the text is not of that template. */
export function valuesIn(template: TextTemplate, text: string): Record<string, string> | undefined {
  const found = template.pattern.exec(text);
  return found ? Object.fromEntries(template.names.map((name, index) => [name, found[index + 1]])) : undefined;
}

/** A template's text with its values put in (a value it names but is not given stays empty). */
export const writeTemplate = (template: string, values: Readonly<Record<string, string | number>> = {}) =>
  template.replace(PLACEHOLDER, (_, name: string) => String(values[name] ?? ''));

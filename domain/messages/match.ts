import { catalogEntries } from './catalog';
import { placeholdersOf } from './fill';

export interface MessageMatch {
  /** `group.key` of MESSAGE_CATALOG. */
  key: string;
  values: Record<string, string>;
}

interface Template {
  key: string;
  names: string[];
  pattern: RegExp;
  /** Characters outside placeholders: the longer, the more specific, so it is tried first. */
  fixed: number;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

let index: { exact: Map<string, string>; templates: Template[] } | undefined;

function built() {
  if (index) return index;
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, english] of catalogEntries()) {
    const names = placeholdersOf(english);
    if (names.length === 0) {
      if (!exact.has(english)) exact.set(english, key);
      continue;
    }
    const source = english
      .split(/%\{\w+\}/)
      .map(escape)
      .join('(.+?)');
    templates.push({ key, names, pattern: new RegExp(`^${source}$`, 's'), fixed: english.replace(/%\{\w+\}/g, '').length });
  }
  templates.sort((a, b) => b.fixed - a.fixed);
  index = { exact, templates };
  return index;
}

/**
 * The catalog key and values of an English message the schemas or the server produced: its exact text first, then the
 * most specific template it fits ('Email must be at most 255 characters' -> validation.atMostCharacters, {field, max}).
 */
export function matchMessage(text: string): MessageMatch | undefined {
  const { exact, templates } = built();
  const key = exact.get(text);
  if (key) return { key, values: {} };
  for (const template of templates) {
    const found = template.pattern.exec(text);
    if (found) return { key: template.key, values: Object.fromEntries(template.names.map((name, i) => [name, found[i + 1]])) };
  }
  return undefined;
}

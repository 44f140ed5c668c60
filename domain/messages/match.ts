import { catalogEntries } from './catalog';
import { placeholdersOf } from './fill';
import { textTemplate, valuesIn, type TextTemplate } from './templates';

interface MessageMatch {
  /** `group.key` of MESSAGE_CATALOG. */
  key: string;
  values: Record<string, string>;
}

/** A catalog template; the more specific (more fixed characters) is tried first. */
type Template = TextTemplate & { key: string };

let index: { exact: Map<string, string>; templates: Template[] } | undefined;

function built() {
  if (index) return index;
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  for (const [key, english] of catalogEntries()) {
    if (placeholdersOf(english).length === 0) {
      if (!exact.has(english)) exact.set(english, key);
      continue;
    }
    templates.push({ key, ...textTemplate(english) });
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
    const values = valuesIn(template, text);
    if (values) return { key: template.key, values };
  }
  return undefined;
}

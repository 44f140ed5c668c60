import { en } from './en';

/** Looks up an English label by dotted key with polyglot-style `%{name}` values; public pages use it without react-admin. */
export function t(key: string, values: Record<string, string | number> = {}): string {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  const text = typeof found === 'string' ? found.split('||||')[0].trim() : key;
  return text.replace(/%\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

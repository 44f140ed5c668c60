import { zodResolver as schemaResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { translateMessage } from './translate';

/** A react-hook-form error tree with every message in the current language; refs (DOM elements) stay as they are. */
function translated(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(translated);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'ref'
        ? value
        : key === 'message' && typeof value === 'string'
          ? translateMessage(value)
          : translated(value),
    ]),
  );
}

/**
 * `zodResolver` of @hookform/resolvers whose field messages are shown in the user's language: the domain schemas word
 * them in English (the API's words), the catalog's translations (domain/messages/catalog.ts) turn them into German or
 * Spanish.
 */
export const zodResolver = ((...args: Parameters<typeof schemaResolver>) => {
  const resolve = (schemaResolver as (...a: unknown[]) => Resolver<FieldValues>)(...args);
  const translatingResolver: Resolver<FieldValues> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    return Object.keys(result.errors).length === 0
      ? result
      : { values: {}, errors: translated(result.errors) as FieldErrors<FieldValues> };
  };
  return translatingResolver;
}) as typeof schemaResolver;

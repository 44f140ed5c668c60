import type { FieldValues, Resolver } from 'react-hook-form';

type LoginKit = typeof import('./loginKit');

let loading: Promise<LoginKit> | undefined;

/** Starts (once) and returns the download of the sign-in code. */
export const loadLoginKit = (): Promise<LoginKit> => (loading ??= import('./loginKit'));

type SchemaOf = (kit: LoginKit) => Parameters<LoginKit['zodResolver']>[0];

/** A react-hook-form resolver validating with a domain schema that is fetched on first use. */
export function lazyZodResolver<T extends FieldValues>(schemaOf: SchemaOf): Resolver<T> {
  return async (values, context, options) => {
    const kit = await loadLoginKit();
    const resolve = kit.zodResolver(schemaOf(kit)) as unknown as Resolver<T>;
    return resolve(values, context, options);
  };
}

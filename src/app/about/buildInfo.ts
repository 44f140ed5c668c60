/**
 * Build facts Vite writes in at build time (scripts/vite/aboutBuild.ts); a run without that plugin (tests) reads 'dev'.
 */
declare const __APP_VERSION__: string | undefined;
declare const __APP_COMMIT__: string | undefined;
declare const __APP_BUILT_AT__: string | undefined;
declare const __APP_LICENCES_URL__: string | undefined;

export const BUILD_INFO = {
  version: typeof __APP_VERSION__ === 'undefined' ? 'dev' : __APP_VERSION__,
  commit: typeof __APP_COMMIT__ === 'undefined' ? 'dev' : __APP_COMMIT__,
  builtAt: typeof __APP_BUILT_AT__ === 'undefined' ? 'dev' : __APP_BUILT_AT__,
  /** The JSON list of the shipped packages with their licences; undefined when the build did not write one. */
  licencesUrl: typeof __APP_LICENCES_URL__ === 'undefined' ? undefined : __APP_LICENCES_URL__,
} as const;

/** An open-source package the product ships. */
export interface ShippedPackage {
  name: string;
  version: string;
  licence: string;
}

/** Packages whose name or licence holds the search text (any case). */
export function matchingPackages(packages: readonly ShippedPackage[], search: string): ShippedPackage[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...packages];
  return packages.filter(
    (entry) => entry.name.toLowerCase().includes(needle) || entry.licence.toLowerCase().includes(needle),
  );
}

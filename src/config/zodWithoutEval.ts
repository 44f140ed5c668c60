// zod compiles object parsers with `new Function` unless told not to, and probes for it once, which the
// Content-Security-Policy (no 'unsafe-eval') reports as a violation. Imported first by main.tsx, before zod loads.
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

export {};

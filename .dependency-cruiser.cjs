/**
 * The layers of DESIGN.md, checked in the lint step (`npm run lint:layers`): domain/ ← platform/ ← modules/* ← app,
 * seeds; a module reaches another only through its index.ts; a console resource never imports another resource's
 * folder, and the shared parts (components, dataProvider) know no resource; no import cycle. Violations that stood
 * when the rule came are listed in .dependency-cruiser-known-violations.json and shrink as the modules are reshaped;
 * a new one fails the build.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      comment: 'A file may not reach itself through its imports.',
      severity: 'error',
      from: { path: '^(server|src|domain)/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-knows-no-one',
      comment: 'domain/ is shared by the console and the server and imports neither.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { path: '^(server|src)/' },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'platform/ serves every module and knows none of them.',
      severity: 'error',
      from: { path: '^server/src/platform/' },
      to: { path: '^server/src/(modules|seed|db/seed)/' },
    },
    {
      name: 'modules-through-their-entry',
      comment: "A module uses another only through that module's index.ts, never its tables, SQL or rules.",
      severity: 'error',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: {
        path: '^server/src/modules/([^/]+)/',
        pathNot: ['^server/src/modules/$1/', '^server/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'seeds-through-module-entries',
      comment: 'Seeds and scale generators sit above the modules and use their public entries.',
      severity: 'error',
      from: { path: '^server/src/(db/seed|scripts)/' },
      to: { path: '^server/src/modules/', pathNot: '^server/src/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'resources-stay-apart',
      comment: "A console resource never imports another resource's folder; shared parts live in src/components/.",
      severity: 'error',
      from: { path: '^src/resources/([^/]+)/' },
      to: { path: '^src/resources/([^/]+)/', pathNot: '^src/resources/$1/' },
    },
    {
      name: 'shared-parts-know-no-resource',
      comment:
        'src/components/ and src/dataProvider/ serve every resource and know none: a resource declares its own ' +
        'mapping (its index.ts) and src/resources/index.ts lists them for the console.',
      severity: 'error',
      from: { path: '^src/(components|dataProvider)/' },
      to: { path: '^src/resources/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/|\\.test\\.tsx?$|^server/src/db/migrations/' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};

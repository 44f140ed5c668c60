// The layer check of the lint step: dependency-cruiser applies the rules of
// .dependency-cruiser.cjs to domain/, server/ and src/, and this script adds what it cannot say, a cycle between the
// server's module folders. A violation listed in .dependency-cruiser-known-violations.json (what stood when the rules
// came) is reported as a count, a new one fails; `--measure` prints the counts only, `--baseline` rewrites the list.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const knownFile = path.join(root, '.dependency-cruiser-known-violations.json');
const args = process.argv.slice(2);
const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
const cruise = (...extra) =>
  JSON.parse(
    execFileSync(
      depcruise,
      ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', ...extra, 'domain', 'server', 'src'],
      { cwd: root, maxBuffer: 1 << 28 },
    ).toString(),
  );

if (args.includes('--baseline')) {
  fs.writeFileSync(
    knownFile,
    execFileSync(
      depcruise,
      ['--config', '.dependency-cruiser.cjs', '--output-type', 'baseline', 'domain', 'server', 'src'],
      { cwd: root, maxBuffer: 1 << 28 },
    ),
  );
}

const known = fs.existsSync(knownFile) ? JSON.parse(fs.readFileSync(knownFile, 'utf8')) : [];
const result = cruise(...(known.length ? ['--ignore-known', knownFile] : []));

/** The module folder of a server file (server/src/modules/<name>/...), if it is in one. */
const moduleOf = (file) => /^server\/src\/modules\/([^/]+)\//.exec(file)?.[1];

/** Folders of server/src/modules that reach each other through imports, as strongly connected groups (Tarjan). */
function moduleCycles() {
  const edges = new Map();
  for (const { source, dependencies } of result.modules) {
    const from = moduleOf(source);
    if (!from) continue;
    for (const dependency of dependencies) {
      const to = moduleOf(dependency.resolved);
      if (to && to !== from && !dependency.dependencyTypes.includes('type-only'))
        edges.set(from, new Set([...(edges.get(from) ?? []), to]));
    }
  }
  let index = 0;
  const order = new Map();
  const low = new Map();
  const stack = [];
  const groups = [];
  const visit = (node) => {
    order.set(node, index);
    low.set(node, index++);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node), order.get(next)));
    }
    if (low.get(node) === order.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!order.has(node)) visit(node);
  return groups;
}

const byRule = (violations) =>
  violations.reduce((counts, { rule }) => ({ ...counts, [rule.name]: (counts[rule.name] ?? 0) + 1 }), {});
const cycles = moduleCycles();
const knownCycles = JSON.parse(
  fs.existsSync(path.join(root, '.module-cycles-known.json'))
    ? fs.readFileSync(path.join(root, '.module-cycles-known.json'), 'utf8')
    : '[]',
);
if (args.includes('--baseline'))
  fs.writeFileSync(path.join(root, '.module-cycles-known.json'), `${JSON.stringify(cycles, null, 2)}\n`);

// Known violations come back with severity 'ignore'.
const newViolations = result.summary.violations.filter(({ rule }) => rule.severity !== 'ignore');
console.log(`layers: ${result.summary.totalCruised} files, ${result.summary.totalDependenciesCruised} imports`);
const standing = result.summary.violations.filter(({ rule }) => rule.severity === 'ignore');
console.log(
  `  known violations still standing: ${standing.length} of the ` +
    `${known.length} listed ${JSON.stringify(byRule(standing))}`,
);
console.log(
  `  module folders in a cycle: ${cycles.reduce((n, group) => n + group.length, 0)} ` +
    `(${cycles.map((group) => group.join(' ↔ ')).join('; ') || 'none'})`,
);
if (args.includes('--measure') || args.includes('--baseline')) process.exit(0);

const grown = cycles.filter((group) => !knownCycles.some((old) => group.every((member) => old.includes(member))));
for (const { from, to, rule } of newViolations) console.error(`  ${rule.name}: ${from} → ${to}`);
for (const group of grown) console.error(`  module-cycle: ${group.join(' ↔ ')} (not in .module-cycles-known.json)`);
if (newViolations.length || grown.length) {
  console.error(
    `layers: ${newViolations.length} new violation(s), ` +
      `${grown.length} new module cycle(s); see .dependency-cruiser.cjs`,
  );
  process.exit(1);
}

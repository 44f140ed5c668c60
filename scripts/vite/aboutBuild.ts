import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** An open-source package the product ships, as the about page lists it. */
export interface ShippedPackage {
  name: string;
  version: string;
  licence: string;
}

interface Manifest {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const readManifest = (file: string): Manifest | undefined =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest) : undefined;

const licenceOf = (manifest: Manifest) =>
  (typeof manifest.license === 'string' ? manifest.license : manifest.license?.type) ??
  manifest.licenses?.map((entry) => entry.type).join(' OR ') ??
  'UNKNOWN';

/** The directory of `name` as Node would find it from `from`: the nearest node_modules going up to the root. */
function packageDir(name: string, from: string, root: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root || path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Every production dependency of the package at `root`, transitively, read from node_modules: name, version, licence.
 */
export function shippedPackages(root: string): ShippedPackage[] {
  const found = new Map<string, ShippedPackage>();
  const seenDirs = new Set<string>();
  const visit = (manifest: Manifest, dir: string) => {
    for (const name of Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies })) {
      const at = packageDir(name, dir, root);
      if (!at || seenDirs.has(at)) continue;
      seenDirs.add(at);
      const dependency = readManifest(path.join(at, 'package.json'));
      if (!dependency) continue;
      const version = dependency.version ?? '';
      found.set(`${name}@${version}`, { name, version, licence: licenceOf(dependency) });
      visit(dependency, at);
    }
  };
  visit(readManifest(path.join(root, 'package.json')) ?? {}, root);
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version));
}

/** The commit being built (short hash), or 'dev' outside a git checkout. */
function commitOf(root: string): string {
  try {
    return (
      execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() || 'dev'
    );
  } catch {
    return 'dev';
  }
}

/**
 * The about page's build facts: version (package.json), commit and build date as compile-time constants (`define`),
 * and the licences of the shipped packages as a hashed JSON asset whose address is a constant too (served in dev).
 */
export function aboutBuild(root = process.cwd()): Plugin {
  const manifest = readManifest(path.join(root, 'package.json')) ?? {};
  let source = '';
  let fileName = '';
  return {
    name: 'reloop-about-build',
    config() {
      source = JSON.stringify(shippedPackages(root));
      fileName = `assets/licences-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.json`;
      return {
        define: {
          __APP_VERSION__: JSON.stringify(manifest.version ?? 'dev'),
          __APP_COMMIT__: JSON.stringify(commitOf(root)),
          __APP_BUILT_AT__: JSON.stringify(new Date().toISOString()),
          __APP_LICENCES_URL__: JSON.stringify(`/${fileName}`),
        },
      };
    },
    configureServer(server) {
      server.middlewares.use(`/${fileName}`, (_request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(source);
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

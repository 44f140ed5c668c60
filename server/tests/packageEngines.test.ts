import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

describe('the installed packages and the declared Node engine', () => {
  it(
    'agree: every package of the lock file runs on the oldest ' +
      'Node that package.json accepts (npm ci prints no EBADENGINE)',
    () => {
      const declared: string = readJson('package.json').engines.node;
      const oldest = semver.minVersion(declared)!.version;
      const packages: Record<string, { engines?: { node?: unknown } }> = readJson('package-lock.json').packages;
      const refusing = Object.entries(packages)
        .filter(
          ([name, { engines }]) => name && typeof engines?.node === 'string' && !semver.satisfies(oldest, engines.node),
        )
        .map(([name, { engines }]) => `${name.replace(/^.*node_modules\//, '')} needs Node ${engines?.node}`);
      expect(refusing, `package.json says Node ${declared}`).toEqual([]);
      expect(semver.satisfies(process.versions.node, declared), `this machine's Node ${process.versions.node}`).toBe(
        true,
      );
    },
  );
});

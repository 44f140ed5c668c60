import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { assertSafeKey } from './keys';
import type { FileStore } from './store';

/**
 * Files under one directory, a key being its relative path; writes go through a temporary file so readers never see
 * half a file.
 */
export function localFileStore(dir: string): FileStore {
  const root = path.resolve(dir);
  const pathOf = (key: string) => {
    assertSafeKey(key);
    const full = path.resolve(root, key);
    if (!full.startsWith(root + path.sep)) throw new Error(`File key outside the store: ${key}`);
    return full;
  };

  return {
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, body);
      await rename(temporary, file);
    },

    async get(key) {
      const file = pathOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { body: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async list(prefix) {
      const base = path.resolve(root, prefix);
      if (base !== root && !base.startsWith(root + path.sep)) return [];
      try {
        const entries = await readdir(base, { recursive: true, withFileTypes: true });
        return entries
          .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
          .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
          .sort();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
  };
}

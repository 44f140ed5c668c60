import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from './support/browser';
import { signInAsStaff } from './support/signIn';

const dist = path.resolve(import.meta.dirname, '../../dist');
interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}
const manifest = () =>
  JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;

/** Text that only zod's and Amplify's code carry: zod's error name, the identity service's API prefix. */
const ZOD = 'ZodError';
const AMPLIFY = 'AWSCognitoIdentityProviderService';

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(chunks: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunks[key]?.imports ?? []) staticClosure(chunks, imported, seen);
  return seen;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('what the console downloads', () => {
  it('starts without zod or Amplify, and each master brings its own schemas when its form is near', () => {
    const chunks = manifest();
    const files = [...staticClosure(chunks, 'src/console/ConsoleApp.tsx')].map((key) => chunks[key].file);
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      const code = fs.readFileSync(path.join(dist, file), 'utf8');
      expect(code.includes(ZOD), `${file} carries zod`).toBe(false);
      expect(code.includes(AMPLIFY), `${file} carries Amplify`).toBe(false);
    }
    const masterSchemas = [
      'product',
      'brand',
      'model',
      'sparePart',
      'price',
      'pincode',
      'issue',
      'general',
      'eWaste',
    ].map((name) => chunks[`domain/masters/${name}.ts`]);
    for (const chunk of masterSchemas) expect(chunk?.isDynamicEntry).toBe(true);
    expect(new Set(masterSchemas.map((chunk) => chunk.file)).size).toBe(masterSchemas.length);
  });

  it('a reload of a master list paints its rows with neither zod nor Amplify downloaded first', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto(`${baseUrl()}/dashboard/masters/product`);
      await page.waitForURL(/\/login/);
      await signInAsStaff(page, 'admin@reloop.test', 'Admin@1234');
      await page.locator('table tbody tr td').first().waitFor();

      // The page notes when the first row appears; scripts requested before that instant are what the rows waited for.
      await page.addInitScript(
        `new MutationObserver(() => {
        if (window.firstRowAt === undefined ` +
          `&& document.querySelector('table tbody tr td')) window.firstRowAt = ` +
          `performance.now();
      }).observe(document, { childList: true, subtree: true });`,
      );
      const scripts = new Map<string, Promise<string>>();
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script')
          scripts.set(
            response.url(),
            response.text().catch(() => ''),
          );
      });
      await page.reload();
      await page.locator('table tbody tr td').first().waitFor();
      const firstRowAt = await page.evaluate<number>('window.firstRowAt');
      const before = await page.evaluate<string[]>(
        `performance.getEntriesByType('resource').filter((e) ` +
          `=> e.name.endsWith('.js') && e.startTime < ${firstRowAt}).map((e) => e.name)`,
      );
      expect(before.length).toBeGreaterThan(0);
      const carrying = async (text: string) =>
        (
          await Promise.all(
            before.map(async (url) => (((await scripts.get(url)) ?? '').includes(text) ? url : undefined)),
          )
        ).filter(Boolean);
      expect(await carrying(ZOD)).toEqual([]);
      expect(await carrying(AMPLIFY)).toEqual([]);
      // The API was called with the stored token: the rows are the server's.
      expect(await page.locator('table tbody tr').count()).toBeGreaterThan(0);
      // The page is named: its title is its heading and the browser tab's title.
      await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
      expect(await page.title()).toBe('Products · Reloop');
    } finally {
      await context.close();
    }
  });
});

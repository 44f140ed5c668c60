import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { loadConfig } from '../src/config';

/**
 * Issue 30 point 1: the payment sandbox (whose public page marks a payment Paid) is never a silent default. It is
 * chosen by name (PAYMENT_GATEWAY=sandbox) or by a demo server; a half-configured Razorpay, or no gateway at all
 * outside the demo, refuses to start and says what is missing.
 */
const RAZORPAY = {
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'hook-secret',
};
const PRODUCTION = { DATABASE_URL: 'postgres://db/reloop' };

describe('choosing the payment gateway', () => {
  it('refuses a half-configured Razorpay, naming each missing variable, whatever else is set', () => {
    expect(() => loadConfig({ ...PRODUCTION, RAZORPAY_KEY_ID: 'rzp_live_key' })).toThrow(
      'Razorpay is half-configured: RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are ' +
        'missing (set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET).',
    );
    expect(() =>
      loadConfig({ SEED_DEMO: 'true', RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'key-secret' }),
    ).toThrow('Razorpay is half-configured: RAZORPAY_WEBHOOK_SECRET is missing');
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'razorpay' })).toThrow(
      'RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are missing',
    );
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox', RAZORPAY_KEY_SECRET: 'key-secret' })).toThrow(
      'RAZORPAY_KEY_ID, RAZORPAY_WEBHOOK_SECRET are missing',
    );
  });

  it('refuses to start outside the demo when no gateway is chosen, naming PAYMENT_GATEWAY', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow('No payment gateway is chosen: set PAYMENT_GATEWAY=razorpay');
    expect(() => loadConfig({ SEED_DEMO: 'false' })).toThrow('or PAYMENT_GATEWAY=sandbox for a test server');
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'paytm' })).toThrow(
      "PAYMENT_GATEWAY must be 'razorpay' or 'sandbox', not 'paytm'.",
    );
  });

  it('takes the sandbox by name or on a demo server, and Razorpay by name or by its keys', () => {
    expect(loadConfig({ ...PRODUCTION, PAYMENT_GATEWAY: 'sandbox' }).payments.gateway).toBe('sandbox');
    expect(loadConfig({}).payments.gateway).toBe('sandbox');
    expect(loadConfig({ ...PRODUCTION, SEED_DEMO: 'true' }).payments.gateway).toBe('sandbox');
    expect(loadConfig({ ...PRODUCTION, ...RAZORPAY }).payments).toMatchObject({
      gateway: 'razorpay',
      razorpay: { keyId: 'rzp_live_key' },
    });
    expect(loadConfig({ SEED_DEMO: 'true', PAYMENT_GATEWAY: 'Razorpay', ...RAZORPAY }).payments.gateway).toBe(
      'razorpay',
    );
  });

  it('the server process exits at start with the message, before it opens a database or listens', async () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-config-'));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
      cwd: root,
      env: {
        PATH: process.env.PATH,
        PORT: '0',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        RAZORPAY_KEY_ID: 'rzp_live_key',
        WEB_DIST: '/nonexistent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    // A server that starts anyway is stopped, so the test fails on its exit code instead of leaving it running.
    const stop = setTimeout(() => child.kill(), 20_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(stop);
    expect(code).toBe(1);
    // The sentence alone, no stack trace to dig it out of.
    expect(printed.trim()).toBe(
      'Razorpay is half-configured: RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET are ' +
        'missing (set all of RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET).',
    );
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium, headless, with the flags this closed network needs (the suite's and the screenshot script's). */
export const launchOptions = (): LaunchOptions => ({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
  ],
});

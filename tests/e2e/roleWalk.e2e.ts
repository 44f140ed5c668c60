import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSettings } from '../../domain/account/constants';
import { ROLES, type Role } from '../../domain/roles';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/demo';
import { allows } from '../../src/console/access';
import { accessToken, latestCodeFor } from './support/api';
import { baseUrl, launchBrowser, screenshot } from './support/browser';
import { clippingOnPage } from './support/clipping';
import { emailsBrokenMidWord } from './support/emailWrapping';
import { restoreSettings, switchLanguage, tokenIn } from './support/consoleLanguage';
import { openInConsole, settled, watchRequests } from './support/navigation';
import { consoleVisits, demoIds, violationsOn, type Visit } from './support/routeVisits';
import { requestTechnicianCode, signInAsStaff, verifyTechnicianCode } from './support/signIn';
import { englishOnPage, englishTexts, type Translated } from './support/untranslated';

/**
 * Issue 31: every route of the route table and every master view, as every demo role that may open it, in German and
 * Spanish. A visit fails on English a person reads (not names or data), on a table cut off sideways or a page scrolling
 * sideways, on an e-mail address broken inside a word, and on a serious or critical axe finding. Each language walks at
 * one width, German at 1440 px and Spanish at 390 px, so every page of every role meets every check at both widths and
 * is loaded once (a second width per visit doubled the walk's time). One browser, one signed-in page per role and
 * language.
 */

const WIDTHS = { 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } } as const;
type Width = keyof typeof WIDTHS;
const WIDTH_OF: Record<Translated, Width> = { de: 1440, es: 390 };
const LANGUAGES: readonly Translated[] = ['de', 'es'];

interface Walker {
  role: Role;
  signIn: (page: Page) => Promise<void>;
}

const staff =
  ({ email, password }: { email: string; password: string }) =>
  async (page: Page) => {
    await page.goto('/login');
    await signInAsStaff(page, email, password);
  };

/** The demo roles of the console; the technician signs in with the code the outbox holds. */
const WALKERS: readonly Walker[] = [
  { role: ROLES.admin, signIn: staff(DEMO_ACCOUNTS.admin) },
  { role: ROLES.customerCare, signIn: staff(DEMO_ACCOUNTS.customerCare) },
  { role: ROLES.channelPartner, signIn: staff(DEMO_ACCOUNTS.channelPartner) },
  { role: ROLES.dealer, signIn: staff(DEMO_ACCOUNTS.dealer) },
  {
    role: ROLES.technician,
    signIn: async (page) => {
      await requestTechnicianCode(page, DEMO_ACCOUNTS.technicianMobile);
      await page.getByRole('button', { name: 'Verify OTP' }).waitFor();
      await verifyTechnicianCode(
        page,
        await latestCodeFor(
          DEMO_ACCOUNTS.technicianMobile,
          await accessToken(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password),
        ),
      );
    },
  },
];

const VISITS = consoleVisits((route) =>
  WALKERS.filter(({ role }) => allows(route.roles, role)).map(({ role }) => role),
);

interface Session {
  context: BrowserContext;
  page: Page;
  token: string;
  saved: UserSettings | null;
}

/**
 * A role's signed-in browser state from its first language: later sessions start from it instead of signing in again
 * (the technician's one-time codes are throttled to one per 30 s, and other suites sign the technician in too).
 */
const signedInStates = new Map<Role, Awaited<ReturnType<BrowserContext['storageState']>>>();

/**
 * Signs the walker in (or reuses its state) and switches its account to `language` (kept on the server; put back by
 * `signOff`).
 */
async function signedIn(browser: Browser, walker: Walker, language: Translated): Promise<Session> {
  const state = signedInStates.get(walker.role);
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: WIDTHS[WIDTH_OF[language]],
    reducedMotion: 'reduce',
    storageState: state,
  });
  const page = await context.newPage();
  watchRequests(page);
  if (state) await page.goto('/dashboard');
  else await walker.signIn(page);
  await page.waitForURL(/\/dashboard/);
  if (!state) signedInStates.set(walker.role, await context.storageState());
  const saved = await switchLanguage(page, language);
  return { context, page, token: await tokenIn(page), saved };
}

async function signOff({ context, page, saved }: Session) {
  await restoreSettings(page, saved);
  await context.close();
}

/** Every finding of the walk, one JSON line each, when E2E_WALK_REPORT names a file (the list of defects). */
function record(findings: readonly string[]) {
  const file = process.env.E2E_WALK_REPORT;
  if (file && findings.length > 0)
    fs.appendFileSync(file, findings.map((finding) => `${JSON.stringify(finding)}\n`).join(''));
}

const where = (visit: Visit) => `/dashboard/${visit.pattern}`.replace(/\/$/, '');

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await accessToken(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(() => browser?.close());

describe.each(LANGUAGES)('every console route as every role in %s', (language) => {
  const english = englishTexts(language);

  describe.each(WALKERS.map((walker) => [walker.role, walker] as const))('as %s', (role, walker) => {
    const visits = VISITS.filter((visit) => visit.role === role);
    let session: Session;
    let address: (visit: Visit) => Promise<string>;
    beforeAll(async () => {
      session = await signedIn(browser, walker, language);
      address = demoIds(adminToken, (asked) => (asked === role ? session.token : undefined));
    });
    afterAll(async () => {
      if (session) await signOff(session);
    });

    it.each(visits.map((visit) => [where(visit), visit] as const))('%s', async (_where, visit) => {
      const { page } = session;
      const path = `/dashboard/${await address(visit)}`.replace(/\/$/, '');
      await openInConsole(page, path);
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
      await settled(page);
      const findings: string[] = [];
      const at = `${path} as ${role} in ${language} at ${WIDTH_OF[language]} px`;
      for (const text of await englishOnPage(page, english)) findings.push(`English: ${text} on ${at}`);
      const { clipped, scrolling } = await clippingOnPage(page);
      for (const cut of clipped) findings.push(`clipped: ${cut} on ${at}`);
      if (scrolling.length > 0)
        console.log(scrolling.map((table) => `scrolls (not a finding): ${table} on ${at}`).join('\n'));
      for (const { rule, impact, target, help } of await violationsOn(page))
        findings.push(`axe: ${rule} (${impact}) at ${target} on ${at}: ${help}`);
      for (const broken of await emailsBrokenMidWord(page)) findings.push(`e-mail: ${broken} on ${at}`);
      if (findings.length > 0) await screenshot(page, `walk-${language}-${role}-${path.replaceAll('/', '_')}`);
      record(findings);
      expect(findings, findings.join('\n')).toEqual([]);
    });
  });
});

import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserSettings } from '../../domain/account/constants';
import { ROLES, type Role } from '../../domain/roles';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/demo';
import { allows } from '../../src/console/access';
import { accessToken, latestCodeFor } from './support/api';
import { launchBrowser, newPage, screenshot } from './support/browser';
import { clippingOnPage } from './support/clipping';
import { restoreSettings, switchLanguage, tokenIn } from './support/consoleLanguage';
import { networkRested, openInConsole, settled, watchRequests } from './support/navigation';
import { consoleVisits, demoIds, violationsOn, type Visit } from './support/routeVisits';
import { requestTechnicianCode, signInAsStaff, verifyTechnicianCode } from './support/signIn';
import { englishOnPage, englishTexts, type Translated } from './support/untranslated';

/**
 * Issue 31: every route of the route table and every master view, as every demo role that may open it, in German and
 * Spanish, at 1440 and 390 px. A visit fails on English a person reads (not names or data), on a table cut off
 * sideways or a page scrolling sideways (both widths), and on a serious or critical axe finding. axe is the costly
 * check: it runs at one width per language (German wide, Spanish on the phone), so each page meets it at both widths.
 * One browser, one signed-in page per role and language; the viewport changes on the page, not a new load.
 */

const WIDTHS = { 1440: { width: 1440, height: 900 }, 390: { width: 390, height: 844 } } as const;
type Width = keyof typeof WIDTHS;
const AXE_AT: Record<Translated, Width> = { de: 1440, es: 390 };
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
      await verifyTechnicianCode(page, await latestCodeFor(DEMO_ACCOUNTS.technicianMobile, await accessToken(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)));
    },
  },
];

const VISITS = consoleVisits((route) => WALKERS.filter(({ role }) => allows(route.roles, role)).map(({ role }) => role));

interface Session {
  context: BrowserContext;
  page: Page;
  token: string;
  saved: UserSettings | null;
}

/** Signs the walker in and switches its account to `language` (kept on the server; put back by `signOff`). */
async function signedIn(browser: Browser, walker: Walker, language: Translated): Promise<Session> {
  const { context, page } = await newPage(browser, WIDTHS[1440]);
  watchRequests(page);
  await walker.signIn(page);
  await page.waitForURL(/\/dashboard/);
  const saved = await switchLanguage(page, language);
  return { context, page, token: await tokenIn(page), saved };
}

async function signOff({ context, page, saved }: Session) {
  await restoreSettings(page, saved);
  await context.close();
}

/** After a change of width: the layout redrawn (lists may change form and load again) and settled. */
async function resized(page: Page, width: Width) {
  await page.setViewportSize(WIDTHS[width]);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await networkRested(page);
  await settled(page);
}

/** Every finding of the walk, one JSON line each, when E2E_WALK_REPORT names a file (the list of defects). */
function record(findings: readonly string[]) {
  const file = process.env.E2E_WALK_REPORT;
  if (file && findings.length > 0) fs.appendFileSync(file, findings.map((finding) => `${JSON.stringify(finding)}\n`).join(''));
}

const where = (visit: Visit) => `/dashboard/${visit.pattern}`.replace(/\/$/, '');

let browser: Browser;
let adminToken: string;
beforeAll(async () => {
  browser = await launchBrowser();
  adminToken = await accessToken(DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
});
afterAll(() => browser?.close());

describe.each(LANGUAGES)('every console route as every role in %s (issue 31)', (language) => {
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
      const first = page.viewportSize()?.width === 390 ? 390 : 1440;
      for (const width of first === 1440 ? ([1440, 390] as const) : ([390, 1440] as const)) {
        if (width !== first) await resized(page, width);
        const at = `${path} as ${role} in ${language} at ${width} px`;
        for (const text of await englishOnPage(page, english)) findings.push(`English: ${text} on ${at}`);
        const { clipped, scrolling } = await clippingOnPage(page);
        for (const cut of clipped) findings.push(`clipped: ${cut} on ${at}`);
        if (scrolling.length > 0) console.log(scrolling.map((table) => `scrolls (not a finding): ${table} on ${at}`).join('\n'));
        if (width === AXE_AT[language])
          for (const { rule, impact, target, help } of await violationsOn(page)) findings.push(`axe: ${rule} (${impact}) at ${target} on ${at}: ${help}`);
        if (findings.length > 0) await screenshot(page, `walk-${language}-${width}-${role}-${path.replaceAll('/', '_')}`);
      }
      record(findings);
      expect(findings, findings.join('\n')).toEqual([]);
    });
  });
});

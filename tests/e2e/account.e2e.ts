import { beforeAll, describe, expect, it } from 'vitest';
import { COMPANY_NAME } from '../../domain/constants';
import { DEMO_ACCOUNTS } from '../../server/src/db/seed/demo';
import { accessToken, apiCall } from './support/api';
import { baseUrl, browserSuite, screenshot } from './support/browser';
import { staffSession } from './support/signIn';

const NEW_PASSWORD = 'Kavya@9753';

/**
 * Issue 17, account pages and settings kept on the server: an admin invites a customer-care user from account/team;
 * the invitee chooses its own password at first sign-in, changes it on account/general (the identity's
 * ChangePassword), and switches the console to German, which it finds again after a reload and in a new browser.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const MEMBER = { name: 'Kavya Desk', email: `kavya-${Date.now()}@reloop.test`, password: 'Kavya@2468' };
const TARGET = 'AWSCognitoIdentityProviderService.';

let adminToken: string;

const suite = browserSuite('account');

beforeAll(async () => {
  adminToken = await accessToken(ADMIN.email, ADMIN.password);
});

/** The invitee's first sign-in through the identity protocol: the e-mailed temporary password, then its own. */
async function chooseFirstPassword(email: string, password: string) {
  const messages = await apiCall<{ body: string }[]>(`outbox?to=${encodeURIComponent(email)}`, adminToken);
  const temporary = messages.map((m) => m.body.match(/Temporary password: (\S+)/)?.[1]).find(Boolean);
  expect(temporary).toBeDefined();
  const config = await (await fetch(`${baseUrl()}/config.json`)).json();
  const identity = (operation: string, body: object) =>
    fetch(config.auth.staff.userPoolEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET}${operation}` },
      body: JSON.stringify({ ClientId: config.auth.staff.userPoolClientId, ...body }),
    }).then((response) => response.json());
  const started = await identity('InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    AuthParameters: { USERNAME: email, PASSWORD: temporary },
  });
  expect(started.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const done = await identity('RespondToAuthChallenge', {
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: started.Session,
    ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
  });
  expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
}

describe('account/general names who is signed in and whom they work for (spec 000 §3 session user)', () => {
  it.each([
    ['the admin', DEMO_ACCOUNTS.admin, COMPANY_NAME],
    ['customer care', DEMO_ACCOUNTS.customerCare, COMPANY_NAME],
    ["the partner's user", DEMO_ACCOUNTS.channelPartner, DEMO_ACCOUNTS.channelPartner.name],
    ['the dealer', DEMO_ACCOUNTS.dealer, DEMO_ACCOUNTS.dealer.name],
  ])('%s', async (_who, account, organization) => {
    const { context, page } = await staffSession(suite.browser, account.email, account.password);
    suite.page = page;
    await page.goto('/dashboard/account/general');
    await page.getByText(account.email, { exact: true }).waitFor();
    await page.getByText(`Organization: ${organization}`, { exact: true }).waitFor();
    await screenshot(page, `account-general-${account.role}`);
    await context.close();
  });
});

describe('account pages and settings kept on the server', () => {
  it('an admin invites a customer-care user from the team page', async () => {
    const { context, page } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
    suite.page = page;
    await page.goto('/dashboard/account/team');
    await expect.poll(() => page.getByRole('tab', { name: 'Team' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
    await dialog.getByLabel('Name').fill(MEMBER.name);
    await dialog.getByLabel('E-mail').fill(MEMBER.email);
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Customer care' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    await page.getByRole('cell', { name: MEMBER.email }).waitFor();
    await expect
      .poll(() => page.getByRole('row', { name: new RegExp(MEMBER.email) }).textContent())
      .toContain('Invitation sent');
    await screenshot(page, 'account-team');
    await context.close();
    await chooseFirstPassword(MEMBER.email, MEMBER.password);
  });

  it(
    'the member changes its password on account/general: ' + 'a wrong current password is refused under its field',
    async () => {
      const { context, page } = await staffSession(suite.browser, MEMBER.email, MEMBER.password);
      suite.page = page;
      await page.goto('/dashboard/account/general');
      const form = page.locator('form', { has: page.getByLabel('Current password') });
      await form.getByLabel('Current password').fill('Wrong@1111');
      await form.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await form.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
      await form.getByRole('button', { name: 'Change password' }).click();
      await form.getByText('Incorrect username or password.').first().waitFor();
      await form.getByLabel('Current password').fill(MEMBER.password);
      await form.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Password changed').waitFor();
      await screenshot(page, 'account-general');
      await context.close();
      // The new password signs in; the old one no longer does.
      expect(await accessToken(MEMBER.email, NEW_PASSWORD)).toBeTruthy();
      await expect(accessToken(MEMBER.email, MEMBER.password)).rejects.toThrow();
    },
  );

  it('German chosen on settings stays after a reload and in a new browser (kept on the server)', async () => {
    const first = await staffSession(suite.browser, MEMBER.email, NEW_PASSWORD);
    suite.page = first.page;
    await first.page.goto('/dashboard/settings');
    await first.page.getByRole('combobox', { name: 'Language' }).click();
    await first.page.getByRole('option', { name: 'Deutsch' }).click();
    await first.page.getByRole('heading', { name: 'Einstellungen' }).first().waitFor();
    await first.page.reload();
    await first.page.getByRole('heading', { name: 'Einstellungen' }).first().waitFor();
    await first.context.close();
    // A new browser has nothing in its local storage: the language comes from the server.
    const second = await staffSession(suite.browser, MEMBER.email, NEW_PASSWORD);
    suite.page = second.page;
    await second.page.goto('/dashboard/settings');
    await second.page.getByRole('heading', { name: 'Einstellungen' }).first().waitFor();
    await screenshot(second.page, 'account-settings-german');
    await second.context.close();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, type UserPreferences, type UserSettings } from '../../domain/account/constants';
import { accessToken, apiCall } from './support/api';
import { browserSuite, newPage, screenshot } from './support/browser';
import { staffSession } from './support/signIn';

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const ENGLISH: UserSettings = { language: 'en', theme: 'system', direction: 'ltr', pinSidebar: true };

const suite = browserSuite('message-language');

describe('field errors and sign-in errors in the user language', () => {
  let token: string;
  let saved: UserSettings | null = null;

  // The admin's settings on the server say German (a new browser takes the server's); put back afterwards.
  beforeAll(async () => {
    token = await accessToken(ADMIN.email, ADMIN.password);
    saved = (await apiCall<UserPreferences>(ACCOUNT_PATHS.preferences, token)).settings;
    await apiCall(ACCOUNT_PATHS.preferences, token, {
      method: 'PUT',
      body: { settings: { ...(saved ?? ENGLISH), language: 'de' } },
    });
  });
  afterAll(async () => {
    await apiCall(ACCOUNT_PATHS.preferences, token, { method: 'PUT', body: { settings: saved ?? ENGLISH } });
  });

  it('a German admin searching a customer by an invalid mobile sees the German message', async () => {
    const { context, page } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
    suite.page = page;
    await page.goto('/dashboard/customers/search');
    await page.locator('html[lang="de"]').waitFor({ state: 'attached' });
    const mobile = page.getByLabel('Mobilnummer', { exact: true });
    await mobile.fill('12345');
    await mobile.blur();
    await page.getByText('Mobilnummer ist ungültig').waitFor();
    expect(await page.getByText('Mobile Number is not valid').count()).toBe(0);
    await screenshot(page, 'customer-search-invalid-mobile-de');
    await context.close();
  });

  it('the login page in Spanish answers a wrong password in Spanish', async () => {
    const { context, page } = await newPage(suite.browser);
    suite.page = page;
    await page.addInitScript(() => localStorage.setItem('settings', JSON.stringify({ language: 'es' })));
    await page.goto('/login');
    // An unknown address: a wrong password for a real account would count towards its lock-out in later files.
    await page.getByLabel('Correo electrónico').fill('nobody-here@reloop.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.getByText('Usuario o contraseña incorrectos.').waitFor();
    expect(await page.getByText('Incorrect username or password.').count()).toBe(0);
    await screenshot(page, 'login-wrong-password-es');
    await context.close();
  });
});

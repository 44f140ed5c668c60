import { describe, expect, it } from 'vitest';
import { accessToken } from './support/api';
import { browserSuite, screenshot } from './support/browser';
import { labelled, pickSelect } from './support/muiFields';
import { bookForDemoCustomer } from './support/requests';
import { staffSession } from './support/signIn';

/**
 * Issue 17, escalations end to end: the admin raises a complaint from a request's page, finds it in the queue with its
 * SLA time, works it (In progress, then Resolved with a remark) and sees it Resolved in the queue; the demo queue shows
 * a breached one with the red marker, and an enquiry opens on its own page.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const suite = browserSuite('escalations');

describe('an escalation raised from a request page', () => {
  it('appears in the queue and resolves', async () => {
    const token = await accessToken(ADMIN.email, ADMIN.password);
    const booked = await bookForDemoCustomer(token, token, 'repair');
    const { context, page } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);

    await page.goto(`/dashboard/repair-request/view/${booked.id}`);
    await page.getByRole('heading', { name: booked.id }).waitFor();
    await page.getByRole('button', { name: 'Raise Escalation' }).click();
    const raise = page.getByRole('dialog', { name: 'Raise an Escalation' });
    await pickSelect(raise, page, 'Priority', 'High');
    await raise.getByRole('textbox', { name: labelled('Subject') }).fill('Technician came without the spare part');
    await raise
      .getByRole('textbox', { name: labelled('Description') })
      .fill('Second visit needed; the customer took a day off for the first one.');
    await raise.getByRole('button', { name: 'Raise' }).click();
    await page.waitForURL(/\/dashboard\/escalations\/ESC\d+$/);
    const id = page.url().split('/').pop()!;
    await page.getByRole('heading', { name: `Escalation ${id}` }).waitFor();
    expect(await page.getByRole('link', { name: booked.id }).getAttribute('href')).toBe(
      `/dashboard/repair-request/view/${booked.id}`,
    );

    await page.goto('/dashboard/escalations');
    const row = page.getByRole('row').filter({ hasText: id });
    await row.waitFor();
    await row.getByText('Technician came without the spare part').waitFor();
    await row.getByText(/^23 h \d+ min left$/).waitFor();
    await screenshot(page, 'escalations-queue');
    await row.getByText(id).click();
    await page.waitForURL(new RegExp(`/dashboard/escalations/${id}$`));

    await page.getByRole('button', { name: 'Change Status' }).click();
    let dialog = page.getByRole('dialog', { name: 'Change Status' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Status changed to In progress').first().waitFor();

    await page.getByRole('button', { name: 'Change Status' }).click();
    dialog = page.getByRole('dialog', { name: 'Change Status' });
    await pickSelect(dialog, page, 'Status', 'Resolved');
    await dialog
      .getByRole('textbox', { name: labelled('How was it resolved?') })
      .fill('Part delivered and fitted the next morning');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('list', { name: 'History' }).getByText('Part delivered and fitted the next morning').waitFor();
    await screenshot(page, 'escalation-page');

    await page.goto('/dashboard/escalations');
    const resolved = page.getByRole('row').filter({ hasText: id });
    await resolved.getByText('Resolved', { exact: true }).waitFor();
    await resolved.getByText('Within SLA').waitFor();
    await context.close();
  });

  it('marks the demo complaint past its SLA with the red chip', async () => {
    const { context, page } = await staffSession(suite.browser, ADMIN.email, ADMIN.password);
    await page.goto('/dashboard/escalations');
    const late = page.getByRole('row').filter({ hasText: 'Technician has not arrived' });
    await late.getByText('SLA breached').waitFor();
    await late.getByText(/overdue$/).waitFor();
    // An enquiry opens on its question-and-answer page.
    await page
      .getByRole('row')
      .filter({ hasText: 'When is the pick-up paid out?' })
      .getByText('When is the pick-up paid out?')
      .click();
    await page.waitForURL(/\/dashboard\/escalations\/enquiry\/ESC\d+$/);
    await page.getByRole('heading', { name: /^Enquiry ESC\d+$/ }).waitFor();
    await page.getByText('Not answered yet').waitFor();
    await screenshot(page, 'escalation-enquiry');
    await context.close();
  });
});

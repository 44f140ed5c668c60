import { describe, expect, it } from 'vitest';
import { accessToken, apiCall, outboxLink } from './support/api';
import { browserSuite, newPage } from './support/browser';
import { bookForDemoCustomer, DEMO_CUSTOMER } from './support/requests';
import { signInAsStaff } from './support/signIn';

/**
 * Issue 16, Pay via link end to end: a booking with Pay via link puts the sandbox gateway's link in the customer's SMS
 * (the outbox), the sandbox page pays it, /verify-link-payment shows the customer success, and the admin's payments
 * list shows the payment Paid.
 */

const ADMIN = { email: 'admin@reloop.test', password: 'Admin@1234' };
const suite = browserSuite('payments');

describe('Pay via link through the sandbox gateway', () => {
  it('books with a link, pays it on the sandbox page, shows success and lists the payment Paid', async () => {
    const adminToken = await accessToken(ADMIN.email, ADMIN.password);
    const booked = await bookForDemoCustomer(adminToken, adminToken, 'repair');
    const link = await outboxLink(`+91${DEMO_CUSTOMER.userName}`, /^\/api\/payment-sandbox\//, adminToken);

    const customer = await newPage(suite.browser);
    await customer.page.goto(link);
    await customer.page.getByRole('button', { name: 'Pay' }).click();
    await customer.page.waitForURL(/\/verify-link-payment\?/);
    await customer.page.getByText(`for request ${booked.id} is received`, { exact: false }).waitFor();
    await customer.context.close();

    const { records } = await apiCall<{ records: { id: string; status: string }[] }>(
      'payments/getByPaginationAndFilter',
      adminToken,
      {
        body: {
          filters: [{ property: 'requestId', operator: 'equal', value: booked.id }],
          pageSize: 10,
          pageNumber: 1,
        },
      },
    );
    expect(records).toEqual([expect.objectContaining({ status: 'Paid' })]);

    const admin = await newPage(suite.browser);
    await admin.page.goto('/login');
    await signInAsStaff(admin.page, ADMIN.email, ADMIN.password);
    await admin.page.waitForURL(/\/dashboard/);
    await admin.page.goto('/dashboard/payments');
    const row = admin.page.getByRole('row').filter({ hasText: records[0].id });
    await row.waitFor();
    await row.getByText('Paid').first().waitFor();
    await row.getByText(records[0].id).click();
    await admin.page.waitForURL(new RegExp(`/dashboard/payments.*#${records[0].id}$`));
    await admin.page.getByText('Transactions', { exact: true }).waitFor();
    await admin.page.getByText('Completed', { exact: true }).first().waitFor();
    await admin.context.close();
  });
});

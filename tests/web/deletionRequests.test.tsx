import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DELETION_MESSAGES, type DeletionRequestRow } from '../../domain/customers/deletion';
import { ROLES } from '../../domain/roles';
import { sidebarFor } from '../../src/console/access';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import DeletionRequestsPage from '../../src/resources/customers/deletion/DeletionRequestsPage';
import { fakeHttp, renderInConsole, type RouteTable } from './profileFixtures';
import { calls } from './techniciansFixtures';
import { openFilters } from './support/filters';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

const row = (
  id: string,
  customerName: string,
  status: DeletionRequestRow['status'],
  remark: string | null = null,
): DeletionRequestRow => ({
  id,
  customerId: `CUS${id.slice(-3)}`,
  userName: `9876500${id.slice(-3)}`,
  customerName,
  status,
  remark,
  createdAt: '2026-05-04T06:30:00.000Z',
  lastUpdate: '2026-05-05T06:30:00.000Z',
});

const ROWS = [
  row('DEL00000011', 'Kavitha Rao', 'open'),
  row('DEL00000012', 'Imran Shaikh', 'revoked', 'Changed their mind'),
];
const route = ROUTES.find((entry) => entry.path === 'customers/delete')!;

function renderPage(routes: RouteTable = {}) {
  const fake = fakeHttp({
    'POST user/deletion/requests/getByPaginationAndFilter': { records: ROWS, totalRecords: ROWS.length },
    'GET user/deletion/requests/filters/data': {
      customers: ['Imran Shaikh', 'Kavitha Rao'],
      statuses: ['open', 'revoked', 'deleted'],
    },
    ...routes,
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  renderInConsole(<DeletionRequestsPage route={route} />, { path: '/customers/delete', pattern: '/customers/delete' });
  return fake;
}
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('customers/delete: account-deletion requests', () => {
  it('is an admin page under Customers → Delete', () => {
    expect(route).toMatchObject({ roles: [ROLES.admin], page: 'customerDeletion' });
    const customers = (role: (typeof ROLES)[keyof typeof ROLES]) =>
      sidebarFor(role).find((item) => item.label === 'menu.customers');
    expect(customers(ROLES.admin)?.children?.map((item) => item.to)).toContain('customers/delete');
    expect(customers(ROLES.customerCare)?.children?.map((item) => item.to)).not.toContain('customers/delete');
  });

  it('lists 10 a page, newest update first, with the spec’s columns; actions only while open', async () => {
    const fake = renderPage();
    expect(await screen.findByText('Kavitha Rao')).toBeInTheDocument();
    expect(calls(fake, 'POST user/deletion/requests/getByPaginationAndFilter')[0]).toEqual({
      filters: [],
      pageSize: 10,
      pageNumber: 1,
      sort: -1,
      sortBy: 'lastUpdate',
    });
    for (const header of ['Request Date', 'Request Id', 'Customer Name', 'Status', 'Remark', 'Action'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();

    const open = within(rowOf('Kavitha Rao'));
    expect(open.getByRole('link', { name: 'Kavitha Rao' })).toHaveAttribute('href', '/customers/view/9876500011');
    expect(open.getByText('Open')).toBeInTheDocument();
    expect(open.getByText('--')).toBeInTheDocument();
    expect(open.getByRole('button', { name: 'Revoke' })).toBeEnabled();
    expect(open.getByRole('button', { name: 'Delete' })).toBeEnabled();

    const revoked = within(rowOf('Imran Shaikh'));
    expect(revoked.getByText('Changed their mind')).toBeInTheDocument();
    expect(revoked.getByText('Revoked')).toBeInTheDocument();
    expect(revoked.getByRole('button', { name: 'Revoke' })).toBeDisabled();
    expect(revoked.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('filters on Request ID, Status and Customer Name (the names from filters/data)', async () => {
    const fake = renderPage();
    await screen.findByText('Kavitha Rao');
    openFilters();
    fireEvent.change(screen.getByRole('textbox', { name: 'Request Id' }), { target: { value: 'DEL0000001' } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Customer Name' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Imran Shaikh' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Revoked' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls(fake, 'POST user/deletion/requests/getByPaginationAndFilter').at(-1)).toMatchObject({
        filters: expect.arrayContaining([
          { property: 'id', operator: 'contains', value: 'DEL0000001' },
          { property: 'customerName', operator: 'in', value: ['Imran Shaikh'] },
          { property: 'status', operator: 'in', value: ['revoked'] },
        ]),
      }),
    );
  });

  it('deletes after "Are You Sure" with a remark, through PUT user/deletion/requests/{id}/status', async () => {
    const fake = renderPage({
      'PUT user/deletion/requests/DEL00000011/status': {
        ...ROWS[0],
        status: 'deleted',
        remark: 'Asked on the helpline',
      },
    });
    await screen.findByText('Kavitha Rao');
    fireEvent.click(within(rowOf('Kavitha Rao')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure' });
    expect(within(dialog).getByText(/Delete the account of Kavitha Rao \(DEL00000011\)/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Remark' }), {
      target: { value: 'Asked on the helpline' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls(fake, 'PUT user/deletion/requests/DEL00000011/status')).toEqual([
        { username: '9876500011', status: 'deleted', remark: 'Asked on the helpline' },
      ]),
    );
    expect(await screen.findByText(DELETION_MESSAGES.deleted)).toBeInTheDocument();
  });

  it.each([
    {
      name: "a refusal: 'Something went wrong' and the API's reason",
      button: 'Delete',
      failure: new HttpError(DELETION_MESSAGES.requestsInProgress, 409, {
        message: DELETION_MESSAGES.requestsInProgress,
      }),
      shown: `${DELETION_MESSAGES.failed}: ${DELETION_MESSAGES.requestsInProgress}`,
      hidden: undefined,
    },
    {
      name: "a server failure: 'Something went wrong' alone",
      button: 'Revoke',
      failure: new HttpError('Internal server error', 500, { message: 'Internal server error', requestId: 'req-1' }),
      shown: DELETION_MESSAGES.failed,
      hidden: 'Internal server error',
    },
  ])('says what went wrong when the status update fails ($name)', async ({ button, failure, shown, hidden }) => {
    renderPage({ 'PUT user/deletion/requests/DEL00000011/status': failure });
    await screen.findByText('Kavitha Rao');
    fireEvent.click(within(rowOf('Kavitha Rao')).getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog', { name: 'Are You Sure' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Remark' }), {
      target: { value: 'Asked on the helpline' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
    if (hidden) expect(screen.queryByText(hidden, { exact: false })).not.toBeInTheDocument();
    // The row stays open: both actions are still offered.
    expect(within(rowOf('Kavitha Rao')).getByRole('button', { name: 'Delete' })).toBeEnabled();
  });
});

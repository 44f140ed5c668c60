import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentRecord, PaymentRow } from '../../domain/payments/schemas';
import { ROLES } from '../../domain/roles';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import { needsBearer } from '../../src/dataProvider/publicUrls';
import { badRequest, fakeHttp, renderInConsole, type RouteTable } from './profileFixtures';
import { calls } from './techniciansFixtures';
import { openFilters } from './support/filters';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.setConfig({ testTimeout: 40_000 });

const { default: PaymentListPage } = await import('../../src/resources/payments/PaymentListPage');
const { default: VerifyLinkPaymentPage } = await import('../../src/app/account/VerifyLinkPaymentPage');

const row = (id: string, over: Partial<PaymentRow> = {}): PaymentRow => ({
  id,
  requestId: 'REQ00000042',
  requestKind: 'repair',
  purpose: 'Booking',
  method: 'Link',
  status: 'Paid',
  amountPaise: 12345678,
  channelPartnerId: 'CP1',
  channelPartnerName: 'Green Fix',
  customerName: 'Meena Iyer',
  createdAt: '2026-05-04T06:30:00.000Z',
  lastUpdate: '2026-05-04T06:30:00.000Z',
  ...over,
});
const ROWS = [
  row('PAY100001'),
  row('PAY100002', { method: 'Cash', status: 'Unpaid', amountPaise: 64782, requestId: 'REQ00000043' }),
];
const FILTERS = {
  statuses: ['Created', 'Paid', 'Unpaid'],
  methods: ['Link', 'Cash', 'PayLater'],
  channelPartners: [{ id: 'CP1', name: 'Green Fix' }],
};
const record = (over: Partial<PaymentRecord> = {}): PaymentRecord => ({
  ...row('PAY100002', { method: 'Cash', status: 'Unpaid', amountPaise: 64782 }),
  gateway: null,
  linkUrl: null,
  request: {
    id: 'REQ00000042',
    kind: 'repair',
    status: 'Resolved',
    serviceId: 'SID101',
    userName: '9876500001',
    appointmentDate: '2026-05-10',
  },
  transactions: [],
  ...over,
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

function renderList(
  role: (typeof ROLES)[keyof typeof ROLES] = ROLES.admin,
  routes: RouteTable = {},
  language: 'en' | 'de' | 'es' = 'en',
) {
  const fake = fakeHttp({
    'POST payments/getByPaginationAndFilter': { records: ROWS, totalRecords: ROWS.length },
    'GET payments/filters/data': FILTERS,
    ...routes,
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  const route = ROUTES.find((entry) => entry.path === 'payments')!;
  renderInConsole(<PaymentListPage route={route} />, { role, path: '/payments', pattern: '/payments', language });
  return fake;
}

/** The list with payment PAY100002 open in its drawer (as a row click or a link opens it). */
function renderDetail(role: (typeof ROLES)[keyof typeof ROLES], routes: RouteTable) {
  const fake = fakeHttp({
    'POST payments/getByPaginationAndFilter': { records: ROWS, totalRecords: ROWS.length },
    'GET payments/filters/data': FILTERS,
    ...routes,
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  const route = ROUTES.find((entry) => entry.path === 'payments')!;
  renderInConsole(<PaymentListPage route={route} />, { role, path: '/payments#PAY100002', pattern: '/payments' });
  return fake;
}

describe('payments: the list and a payment’s page', () => {
  it('names each payment mode by its label, in the user language too, never by its raw value', async () => {
    renderList(
      ROLES.admin,
      {
        'POST payments/getByPaginationAndFilter': {
          records: [...ROWS, row('PAY100003', { method: 'PayLater' })],
          totalRecords: 3,
        },
      },
      'de',
    );
    expect(await screen.findByText('PAY100001')).toBeInTheDocument();
    const modes = (id: string) => screen.getByText(id).closest('tr')!.textContent;
    expect(modes('PAY100001')).toContain('Per Link zahlen');
    expect(modes('PAY100002')).toContain('Bar');
    expect(modes('PAY100003')).toContain('Später zahlen');
    expect(screen.queryByText('PayLater')).toBeNull();
    expect(screen.queryByText('Link')).toBeNull();
  });

  it('is a page of admins and channel partners', () => {
    expect(ROUTES.find((entry) => entry.path === 'payments')).toMatchObject({
      roles: [ROLES.admin, ROLES.channelPartner],
      page: 'paymentList',
    });
  });

  it(
    'lists payments newest first with amounts in rupees with Indian grouping, ' +
      'and filters on status, mode and partner',
    async () => {
      const fake = renderList();
      expect(await screen.findByText('PAY100001')).toBeInTheDocument();
      // Newest first by the Date column, the one the list shows first.
      expect(calls(fake, 'POST payments/getByPaginationAndFilter')[0]).toEqual({
        filters: [],
        pageSize: 10,
        pageNumber: 1,
        sort: -1,
        sortBy: 'createdAt',
      });
      expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Date');
      expect(screen.getByRole('columnheader', { name: 'Channel Partner' })).toBeInTheDocument();
      expect(within(screen.getByText('PAY100001').closest('tr')!).getByText('₹1,23,456.78')).toBeInTheDocument();
      for (const header of ['Payment Id', 'Request Id', 'Payment Mode', 'Amount', 'Payment Status'])
        expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
      openFilters();
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Payment Status' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Unpaid' }));
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Channel Partner' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Green Fix' }));
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(calls(fake, 'POST payments/getByPaginationAndFilter').at(-1)).toMatchObject({
          filters: expect.arrayContaining([
            { property: 'status', operator: 'equal', value: 'Unpaid' },
            { property: 'channelPartnerId', operator: 'equal', value: 'CP1' },
          ]),
        }),
      );
    },
  );

  it(
    'shows a channel partner its own payments without a ' + 'Channel Partner column or filter (it would name itself)',
    async () => {
      renderList(ROLES.channelPartner);
      expect(await screen.findByText('PAY100001')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Payment Id' })).toBeInTheDocument();
      expect(screen.queryByRole('columnheader', { name: 'Channel Partner' })).not.toBeInTheDocument();
      openFilters();
      expect(screen.getByRole('combobox', { name: 'Payment Status' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Channel Partner' })).not.toBeInTheDocument();
    },
  );

  it('records a collection with its remark through POST payments/{id}/collect', async () => {
    const fake = renderDetail(ROLES.channelPartner, {
      'GET payments/PAY100002': record(),
      'POST payments/PAY100002/collect': record({ status: 'Paid' }),
    });
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByRole('link', { name: 'REQ00000042' })).toHaveAttribute(
      'href',
      '/repair-request/view/REQ00000042',
    );
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Record collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record collection' });
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'UPI at the door' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(calls(fake, 'POST payments/PAY100002/collect')).toEqual([{ remark: 'UPI at the door' }]),
    );
  });

  it('shows the transactions and lets an admin refund a paid payment with a remark', async () => {
    const paid = record({
      status: 'Paid',
      method: 'Link',
      transactions: [
        {
          id: 'TXN1',
          kind: 'Payment',
          gateway: 'sandbox',
          reference: 'pay_sbx_1',
          status: 'Completed',
          gatewayStatus: 'captured',
          amountPaise: 64782,
          remark: null,
          createdBy: 'system',
          createdAt: '2026-05-04T06:31:00.000Z',
        },
      ],
    });
    const fake = renderDetail(ROLES.admin, {
      'GET payments/PAY100002': paid,
      'POST payments/PAY100002/refund': { ...paid, status: 'Refunded' },
    });
    expect(await screen.findByText('pay_sbx_1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record collection' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Customer cancelled' } });
    fireEvent.click(submit);
    await waitFor(() =>
      expect(calls(fake, 'POST payments/PAY100002/refund')).toEqual([{ remark: 'Customer cancelled' }]),
    );
  });
});

describe('/verify-link-payment', () => {
  const QUERY =
    'razorpay_payment_id=pay_sbx_1&razorpay_payment_link_id=plink_sbx_1' +
    '&razorpay_payment_link_reference_id=PAY100001&razorpay_payment_link_status=paid&razorpay_signature=abc';
  const renderPage = (query: string) =>
    render(
      <StrictMode>
        <MemoryRouter initialEntries={[`/verify-link-payment?${query}`]}>
          <Routes>
            <Route path="/verify-link-payment" element={<VerifyLinkPaymentPage />} />
          </Routes>
        </MemoryRouter>
      </StrictMode>,
    );
  const answer = (routes: RouteTable) => {
    const fake = fakeHttp(routes);
    vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
    return fake;
  };

  it(
    'forwards the gateway’s query once to POST link/verify-payment (a public url: ' +
      'no bearer) and shows the server’s outcome',
    async () => {
      const fake = answer({
        'POST link/verify-payment': {
          paymentId: 'PAY100001',
          requestId: 'REQ00000042',
          status: 'Paid',
          amountPaise: 64782,
        },
      });
      renderPage(QUERY);
      expect(
        await screen.findByText('Thank you! Your payment of ₹647.82 for request REQ00000042 is received.'),
      ).toBeInTheDocument();
      expect(calls(fake, 'POST link/verify-payment')).toEqual([
        {
          razorpay_payment_id: 'pay_sbx_1',
          razorpay_payment_link_id: 'plink_sbx_1',
          razorpay_payment_link_reference_id: 'PAY100001',
          razorpay_payment_link_status: 'paid',
          razorpay_signature: 'abc',
        },
      ]);
      expect(needsBearer('link/verify-payment')).toBe(false);
    },
  );

  it('shows a failed payment as the server says it', async () => {
    answer({
      'POST link/verify-payment': {
        paymentId: 'PAY100001',
        requestId: 'REQ00000042',
        status: 'Failed',
        amountPaise: 64782,
      },
    });
    renderPage(QUERY.replace('status=paid', 'status=failed'));
    expect(await screen.findByText(/did not go through/)).toBeInTheDocument();
  });

  it('shows a link the server refuses as unverified, and does not ask for a link without its signature', async () => {
    const fake = answer({ 'POST link/verify-payment': badRequest('The payment could not be verified') });
    renderPage(QUERY.replace('signature=abc', 'signature=forged'));
    expect(await screen.findByText('This payment link could not be verified.')).toBeInTheDocument();
    renderPage('razorpay_payment_link_id=plink_sbx_2');
    await waitFor(() => expect(screen.getAllByText('This payment link could not be verified.')).toHaveLength(2));
    expect(calls(fake, 'POST link/verify-payment')).toHaveLength(1);
  });
});

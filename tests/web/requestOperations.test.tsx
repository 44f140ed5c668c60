import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_OPERATION_MESSAGES } from '../../domain/requests/operations';
import type { RequestRecord } from '../../domain/requests/records';
import { VISIT_MESSAGES } from '../../domain/requests/visits';
import { ROLES, type Role } from '../../domain/roles';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient, type HttpRequest } from '../../src/dataProvider/httpClient';
import { uploadFile } from '../../src/dataProvider/uploadFile';
import RequestPage from '../../src/resources/requests/view/RequestPage';
import { bookedRequest, choose, conflict, dateButtons, slotButton, slotDaysFor } from './bookingFixtures';
import { requestRoutesFollowingWrites } from './support/requestWrites';
import { fakeHttp, renderInConsole, type RouteTable } from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/dataProvider/uploadFile', () => ({
  uploadFile: vi.fn(),
  fetchFile: vi.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' })),
  downloadFile: vi.fn(),
}));
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(uploadFile).mockReset();
});

const ID = 'REQ00000042';
const assigned = (overrides: Partial<RequestRecord> = {}) =>
  bookedRequest({
    status: 'Assigned',
    assignee: {
      channelPartnerId: 'CP1001',
      channelPartnerName: 'GreenFix Services',
      technicianId: 'TID1',
      technicianName: 'Ravi Kumar',
    },
    ...overrides,
  });

/**
 * The request's page calls, plus `extra`; a write answering the request (as the server leaves it) is what GET answers
 * from then on, as on the server: the page reads every query again after a write.
 */
function http(request: RequestRecord, extra: RouteTable = {}) {
  const fake = fakeHttp({
    [`GET activityLogs/${request.id}`]: [
      {
        timestamp: '2026-11-25T06:30:00.000Z',
        activity: 'Request booked',
        updatedBy: { userName: 'admin' },
        remark: null,
      },
    ],
    'POST comments/getByPaginationAndFilter': { records: [], totalRecords: 0 },
    'POST payments/getByPaginationAndFilter': { records: [], totalRecords: 0 },
    ...requestRoutesFollowingWrites(request, extra),
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  return fake;
}
const bodyOf = (fake: ReturnType<typeof http>, key: string) => {
  const [method, ...path] = key.split(' ');
  const call = fake.mock.calls.find(
    ([p, r]) => p === path.join(' ') && ((r as HttpRequest | undefined)?.method ?? 'GET') === method,
  );
  return (call?.[1] as HttpRequest | undefined)?.body;
};

const route = (path: string) => ROUTES.find((entry) => entry.path === path)!;
async function openPage(
  role: Role,
  request: RequestRecord,
  path = request.kind === 'pickUp' ? 'ewaste-request/view/:id' : 'repair-request/view/:id',
) {
  renderInConsole(<RequestPage route={route(path)} />, {
    role,
    path: `/${path.replace(':id', request.id)}`,
    pattern: `/${path}`,
  });
  expect(await screen.findByRole('heading', { level: 1, name: request.id })).toBeInTheDocument();
}
const card = (title: string) =>
  screen.getByRole('heading', { level: 2, name: title, hidden: true }).closest('section')!;
const statusButtons = () =>
  within(within(card('Status')).getByRole('group', { name: 'Change Status' }))
    .getAllByRole('button')
    .map((button) => button.textContent);
const hasButton = (name: string | RegExp) => screen.queryByRole('button', { name }) !== null;

describe('the request page’s operations per role', () => {
  it(
    'admin, Open request: the status menu follows the moves (Assigned comes from assigning), ' +
      'assignment of both, discount, timeline',
    async () => {
      http(bookedRequest());
      await openPage(ROLES.admin, bookedRequest());
      expect(statusButtons()).toEqual(['Cancelled']);
      expect(hasButton('Assign Channel Partner')).toBe(true);
      expect(hasButton('Assign Technician')).toBe(true);
      expect(hasButton('Apply Discount')).toBe(true);
      expect(hasButton('Reschedule')).toBe(true);
      expect(hasButton('Revisit')).toBe(false);
      expect(await within(card('Activity')).findByText('Request booked')).toBeInTheDocument();
    },
  );

  it(
    'partner, Assigned request: its moves, the technician assignment, ' +
      'no partner change, no discount, its timeline',
    async () => {
      http(assigned());
      await openPage(ROLES.channelPartner, assigned());
      expect(statusButtons()).toEqual(['Scheduled', 'Pending', 'Resolved', 'Cancelled']);
      expect(hasButton('Assign Channel Partner')).toBe(false);
      expect(hasButton('Assign Technician')).toBe(true);
      expect(hasButton('Apply Discount')).toBe(false);
      expect(await within(card('Activity')).findByText('Request booked')).toBeInTheDocument();
    },
  );

  it(
    'technician, its Assigned request: field moves without Cancel, ' +
      'diagnosis, spare parts, documents; no assignment, reschedule or discount',
    async () => {
      http(assigned());
      await openPage(ROLES.technician, assigned());
      expect(statusButtons()).toEqual(['Scheduled', 'Pending', 'Resolved']);
      for (const name of ['Assign Channel Partner', 'Assign Technician', 'Apply Discount', 'Reschedule'])
        expect(hasButton(name)).toBe(false);
      expect(hasButton('Edit Diagnosis')).toBe(true);
      expect(hasButton('Add Spare Part')).toBe(true);
      expect(hasButton('Upload Document')).toBe(true);
      expect(hasButton('Add Comment')).toBe(true);
    },
  );

  it('technician, a Resolved request: Completed is the partner’s move, so the menu is empty', async () => {
    http(assigned({ status: 'Resolved' }));
    await openPage(ROLES.technician, assigned({ status: 'Resolved' }));
    expect(within(card('Status')).queryByRole('group', { name: 'Change Status' })).toBeNull();
  });

  it('dealer, view-only page: no action at all, comments read', async () => {
    const fake = http(
      assigned({
        spareParts: [
          { sparePartId: 'SP1', name: 'Fuse', partNumber: 'F-1', quantity: 2, unitPricePaise: 1250, totalPaise: 2500 },
        ],
      }),
    );
    await openPage(ROLES.dealer, assigned(), 'repair-request/view-only/:id');
    expect(
      screen
        .getAllByRole('button')
        .every((button) => /^(Collapse|Expand) /.test(button.getAttribute('aria-label') ?? '')),
    ).toBe(true);
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
    await waitFor(() => expect(fake.mock.calls.map(([path]) => path)).toContain('comments/getByPaginationAndFilter'));
    expect(fake.mock.calls.map(([path]) => path)).not.toContain(`activityLogs/${ID}`);
  });
});

describe('the request page’s writes', () => {
  it(
    'status: the remark is required (Submit disabled while empty), ' +
      'PUT requests/{id}/status, the spec’s toast, the answered status shown',
    async () => {
      const fake = http(bookedRequest(), {
        [`PUT requests/${ID}/status`]: bookedRequest({ status: 'Cancelled', statusRemark: 'Customer travelling' }),
      });
      await openPage(ROLES.admin, bookedRequest());
      fireEvent.click(within(card('Status')).getByRole('button', { name: 'Cancelled' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change status to Cancelled' });
      const submit = within(dialog).getByRole('button', { name: 'Submit' });
      expect(submit).toBeDisabled();
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Remark' }), { target: { value: '   ' } });
      expect(submit).toBeDisabled();
      fireEvent.change(within(dialog).getByRole('textbox', { name: 'Remark' }), {
        target: { value: 'Customer travelling' },
      });
      fireEvent.click(submit);
      expect(await screen.findByText(REQUEST_OPERATION_MESSAGES.statusModified)).toBeInTheDocument();
      expect(bodyOf(fake, `PUT requests/${ID}/status`)).toEqual({ status: 'Cancelled', remark: 'Customer travelling' });
      expect(await within(card('Status')).findByText('Customer travelling')).toBeInTheDocument();
    },
  );

  it('a refused move shows the API’s 409 message', async () => {
    const message = 'A request cannot go from Assigned to Resolved';
    http(assigned(), { [`PUT requests/${ID}/status`]: conflict(message) });
    await openPage(ROLES.channelPartner, assigned());
    fireEvent.click(within(card('Status')).getByRole('button', { name: 'Resolved' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Remark' }), { target: { value: 'Fixed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('completing a pick-up asks for the disposal method and sends it', async () => {
    const pickUp = bookedRequest({
      id: 'EREQ00000007',
      kind: 'pickUp',
      serviceId: 'SID102',
      status: 'Picked Up',
      issues: [],
      assignee: {
        channelPartnerId: 'CP1001',
        channelPartnerName: 'GreenFix Services',
        technicianId: 'TID1',
        technicianName: 'Ravi Kumar',
      },
    });
    const fake = http(pickUp, {
      'PUT pickUpRequests/EREQ00000007/status': { ...pickUp, status: 'Completed', disposalMethod: 'Recycling' },
    });
    await openPage(ROLES.channelPartner, pickUp);
    expect(statusButtons()).toEqual(['Completed']);
    fireEvent.click(within(card('Status')).getByRole('button', { name: 'Completed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change status to Completed' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Remark' }), { target: { value: 'Collected' } });
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await choose('Disposal Method', 'Recycling');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(REQUEST_OPERATION_MESSAGES.statusModified)).toBeInTheDocument();
    expect(bodyOf(fake, 'PUT pickUpRequests/EREQ00000007/status')).toEqual({
      status: 'Completed',
      remark: 'Collected',
      disposalMethod: 'Recycling',
    });
  });

  it(
    'the partner assigns one of the technicians the options route ' +
      'offers (POST requests/assign/technician) and sees the free visits',
    async () => {
      const open = bookedRequest();
      const fake = http(open, {
        [`GET requests/${ID}/technicians/options`]: [{ id: 'TID1', name: 'Ravi Kumar' }],
        'GET requests/calendar/timeSlots/technician/TID1': slotDaysFor,
        'POST requests/assign/technician': assigned(),
      });
      await openPage(ROLES.channelPartner, open);
      fireEvent.click(screen.getByRole('button', { name: 'Assign Technician' }));
      await choose('Technician', 'Ravi Kumar (TID1)');
      expect(await screen.findByText(/Free visits on 27\/11\/2026 in 12:00-15:00: 0/)).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Assign' }));
      expect(await screen.findByText('Technician assigned')).toBeInTheDocument();
      expect(bodyOf(fake, 'POST requests/assign/technician')).toEqual({ requestId: ID, technicianId: 'TID1' });
      expect(within(card('Assignment')).getByText('Ravi Kumar')).toBeInTheDocument();
    },
  );

  it('the assign dialogs say so when the options routes offer nobody', async () => {
    http(bookedRequest(), {
      [`GET requests/${ID}/technicians/options`]: [],
      [`GET requests/${ID}/channelPartners/options`]: [],
    });
    await openPage(ROLES.admin, bookedRequest());
    fireEvent.click(screen.getByRole('button', { name: 'Assign Technician' }));
    expect(await screen.findByText('No technician is free for this slot')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Assign' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Assign Channel Partner' }));
    expect(
      await screen.findByText('No other channel partner serving this request has the slot free'),
    ).toBeInTheDocument();
  });

  it('diagnosis: edit dialog, PUT requests/{id}/diagnosis', async () => {
    const fake = http(assigned(), { [`PUT requests/${ID}/diagnosis`]: assigned({ diagnosis: 'Blown fuse' }) });
    await openPage(ROLES.technician, assigned());
    fireEvent.click(screen.getByRole('button', { name: 'Edit Diagnosis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Diagnosis' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Diagnosis' }), { target: { value: 'Blown fuse' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(card('Diagnosis')).findByText('Blown fuse')).toBeInTheDocument();
    expect(bodyOf(fake, `PUT requests/${ID}/diagnosis`)).toEqual({ diagnosis: 'Blown fuse' });
  });

  it('spare parts: added with a quantity, line totals in rupees, removed after confirmation', async () => {
    const line = {
      sparePartId: 'SP1',
      name: 'Fuse',
      partNumber: 'F-1',
      quantity: 2,
      unitPricePaise: 1250,
      totalPaise: 2500,
    };
    const withPart = assigned({ spareParts: [line], payment: { ...assigned().payment, sparePartsPaise: 2500 } });
    const fake = http(assigned(), {
      [`GET requests/${ID}/spareParts/options`]: [
        {
          id: 'SP1',
          name: 'Fuse',
          partNumber: 'F-1',
          unitPricePaise: 1250,
          uom: { id: 'UOM101', name: 'Nos', code: 'NOS' },
        },
      ],
      [`PUT requests/${ID}/sparePart`]: withPart,
      [`DELETE requests/${ID}/sparePart/SP1`]: assigned(),
    });
    await openPage(ROLES.technician, assigned());
    fireEvent.click(screen.getByRole('button', { name: 'Add Spare Part' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Spare Part' });
    const picker = within(dialog).getByRole('combobox', { name: 'Spare Part' });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByRole('option', { name: 'Fuse (F-1) · ₹12.50 / NOS' }));
    // A refused quantity keeps Submit disabled and the field says why.
    for (const [typed, message] of [
      ['-1', 'Quantity must be at least 1'],
      ['1.5', 'Quantity must be a whole number'],
    ]) {
      fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: typed } });
      expect(within(dialog).getByText(message)).toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    }
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Spare part added')).toBeInTheDocument();
    expect(bodyOf(fake, `PUT requests/${ID}/sparePart`)).toEqual({ sparePartId: 'SP1', quantity: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card('Spare Parts')).getAllByText('₹25').length).toBeGreaterThan(0);
    expect(within(screen.getByRole('group', { name: 'Price breakdown' })).getByText('Spare Parts')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Fuse' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    fireEvent.click(within(confirm).getByRole('button', { name: /confirm|yes|delete/i }));
    expect(await screen.findByText('Spare part removed')).toBeInTheDocument();
    expect(
      fake.mock.calls.some(
        ([path, r]) => path === `requests/${ID}/sparePart/SP1` && (r as HttpRequest).method === 'DELETE',
      ),
    ).toBe(true);
  });

  it('discount: admin only; typed in rupees, sent in paise with the reason', async () => {
    const fake = http(assigned(), {
      [`PUT requests/${ID}/discount`]: assigned({
        payment: {
          ...assigned().payment,
          adminDiscountPaise: 12050,
          adminDiscountReason: 'Late visit',
          adminDiscountBy: 'admin',
        },
      }),
    });
    await openPage(ROLES.admin, assigned());
    fireEvent.click(screen.getByRole('button', { name: 'Apply Discount' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply Discount' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Late visit' } });
    // A refused amount keeps Submit disabled and the field says why.
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Discount in ₹' }), { target: { value: '-5' } });
    expect(within(dialog).getByText('Discount must not be negative')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: '' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Discount in ₹' }), { target: { value: '120.5' } });
    expect(within(dialog).queryByText('Discount must not be negative')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Late visit' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Discount applied')).toBeInTheDocument();
    expect(bodyOf(fake, `PUT requests/${ID}/discount`)).toEqual({ amountPaise: 12050, reason: 'Late visit' });
    expect(within(screen.getByRole('group', { name: 'Price breakdown' })).getByText('−₹120.50')).toBeInTheDocument();
  });

  it('reschedule: a 409 shows the message and reloads the slots; the reason is required', async () => {
    const fake = http(assigned(), {
      [`GET requests/${ID}/timeSlots/options`]: slotDaysFor,
      'PATCH requests/reschedule': conflict(VISIT_MESSAGES.technicianBusy),
    });
    await openPage(ROLES.channelPartner, assigned());
    fireEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' });
    const dates = await dateButtons();
    fireEvent.click(dates[1]);
    await waitFor(() => expect(slotButton('09:00-12:00')).toBeEnabled());
    fireEvent.click(slotButton('09:00-12:00'));
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Customer away' } });
    const slotCalls = () => fake.mock.calls.filter(([path]) => path === `requests/${ID}/timeSlots/options`).length;
    const before = slotCalls();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText(VISIT_MESSAGES.technicianBusy)).toBeInTheDocument();
    await waitFor(() => expect(slotCalls()).toBe(before + 1));
    expect(bodyOf(fake, 'PATCH requests/reschedule')).toMatchObject({
      requestId: ID,
      date: dates[1].getAttribute('data-date'),
      slot: '09:00-12:00',
      reason: 'Customer away',
    });
  });

  it('comments: newest first as answered, added with POST comments', async () => {
    const comment = {
      id: '1',
      requestId: ID,
      comment: 'Customer prefers mornings',
      createdAt: '2026-11-25T07:00:00.000Z',
      createdBy: { userName: 'cp1001', role: 'channelPartner' },
    };
    let comments: (typeof comment)[] = [];
    const fake = http(assigned(), {
      'POST comments/getByPaginationAndFilter': () => ({ records: comments, totalRecords: comments.length }),
      'POST comments': () => {
        comments = [comment];
        return comment;
      },
    });
    await openPage(ROLES.channelPartner, assigned());
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), {
      target: { value: 'Customer prefers mornings' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Comment' }));
    expect(await within(card('Comments')).findByText('Customer prefers mornings')).toBeInTheDocument();
    expect(bodyOf(fake, 'POST comments')).toEqual({ requestId: ID, comment: 'Customer prefers mornings' });
    expect(bodyOf(fake, 'POST comments/getByPaginationAndFilter')).toMatchObject({
      filters: [{ property: 'requestId', operator: 'equal', value: ID }],
      sort: -1,
      pageNumber: 1,
    });
  });

  it(
    'documents: the chosen type and the uploaded file go to ' +
      'PUT requests/{id}/document; a delete is confirmed first',
    async () => {
      const file = { name: 'before.png', type: 'image/png' as const, key: `request/${ID}/before.png` };
      const document = {
        id: 'DOC1',
        docType: 'Before Photo',
        file,
        uploadedBy: 'tech1',
        createdAt: '2026-11-25T07:00:00.000Z',
      };
      const fake = http(assigned(), {
        [`PUT requests/${ID}/document`]: assigned({ documents: [document] }),
        [`DELETE requests/${ID}/document/DOC1`]: assigned(),
      });
      vi.mocked(uploadFile).mockResolvedValue({ ...file, size: 10 });
      await openPage(ROLES.technician, assigned());
      fireEvent.change(screen.getByTestId('file-input-request'), {
        target: { files: [new File(['png'], 'before.png', { type: 'image/png' })] },
      });
      expect(await screen.findByText('before.png')).toBeInTheDocument();
      expect(vi.mocked(uploadFile).mock.calls[0][3]).toEqual({ id: ID, entityType: 'request' });
      expect(bodyOf(fake, `PUT requests/${ID}/document`)).toEqual({ docType: 'Before Photo', file });
      expect(screen.getByRole('button', { name: 'View before.png' })).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Delete before.png' }));
      const confirm = await screen.findByRole('dialog', { name: 'Are You Sure?' });
      expect(fake.mock.calls.some(([, r]) => (r as HttpRequest | undefined)?.method === 'DELETE')).toBe(false);
      fireEvent.click(within(confirm).getByRole('button', { name: /confirm|yes|delete/i }));
      await waitFor(() => expect(screen.queryByText('before.png')).toBeNull());
      expect(
        fake.mock.calls.some(
          ([path, r]) => path === `requests/${ID}/document/DOC1` && (r as HttpRequest).method === 'DELETE',
        ),
      ).toBe(true);
    },
  );
});

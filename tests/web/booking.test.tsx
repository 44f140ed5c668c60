import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOKING_MESSAGES } from '../../domain/requests/booking';
import { IDEMPOTENCY_KEY_HEADER, RAISE_MESSAGES } from '../../domain/requests/raise';
import { ROLES } from '../../domain/roles';
import { httpClient, type HttpRequest } from '../../src/dataProvider/httpClient';
import { BookRequestSection } from '../../src/resources/customers/booking/BookRequestSection';
import {
  address,
  bookedRequest,
  bookingRoutes,
  choose,
  chooseIssue,
  conflict,
  customer,
  dateButtons,
  fillBooking,
  product,
  raiseButton,
  slotButton,
  typeIssue,
} from './bookingFixtures';
import { fakeHttp, notFound, renderInConsole, type RouteTable } from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.setConfig({ testTimeout: 40_000 });

const http = (routes: RouteTable) => {
  const fake = fakeHttp(routes);
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  return fake;
};
const callsTo = (fake: ReturnType<typeof fakeHttp>, key: string) =>
  fake.mock.calls
    .filter(([path, request]) => `${request?.method ?? 'GET'} ${path}` === key)
    .map(([, request]) => request as HttpRequest);

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

const renderBooking = (
  options: {
    role?: (typeof ROLES)[keyof typeof ROLES];
    withAddress?: boolean;
    onCustomerChanged?: () => void;
    path?: string;
  } = {},
) =>
  renderInConsole(
    <BookRequestSection
      customer={customer}
      address={options.withAddress === false ? undefined : address}
      product={product}
      onCustomerChanged={options.onCustomerChanged}
    />,
    {
      role: options.role ?? ROLES.admin,
      ...(options.path ? { path: options.path, pattern: '/services/repair-request/add/:serviceId' } : {}),
    },
  );

const amounts = () =>
  within(screen.getByRole('group', { name: 'Amounts' }))
    .getAllByText(/₹/)
    .map((node) => node.textContent);

describe('Book A Request: Raise Request', () => {
  it(
    'stays disabled until service, source, request-from, an issue, ' +
      'date and slot and payment mode are chosen, and says what is missing',
    async () => {
      http(bookingRoutes());
      renderBooking();
      await screen.findByRole('button', { name: 'Select Issues' });
      expect(raiseButton()).toBeDisabled();
      // What it waits for is named beside it, as the screen names the fields.
      expect(raiseButton()).toHaveAccessibleDescription(
        'Still missing: an issue, Service Type, Source Information, Request From, ' +
          'a channel partner serving the address, an appointment slot, and Payment Mode',
      );
      await chooseIssue();
      await choose(/Service Type/, 'Repair');
      await choose(/Source Information/, 'Call Center');
      expect(raiseButton()).toBeDisabled();
      await choose(/Request From/, 'End Customer');
      expect(await screen.findByText('GreenFix Services')).toBeInTheDocument();
      expect(raiseButton()).toHaveAccessibleDescription('Still missing: an appointment slot and Payment Mode');
      const [, tomorrow] = await dateButtons();
      fireEvent.click(tomorrow);
      await waitFor(() => expect(slotButton('09:00-12:00')).toBeEnabled());
      fireEvent.click(slotButton('09:00-12:00'));
      expect(raiseButton()).toBeDisabled();
      expect(screen.getByText('Still missing: Payment Mode')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('radio', { name: 'Pay via link' }));
      await waitFor(() => expect(raiseButton()).toBeEnabled());
      expect(screen.queryByText(/^Still missing/)).toBeNull();
      // Taking the only issue away disables it again, and says so.
      fireEvent.click(within(screen.getByRole('list', { name: 'Chosen issues' })).getByTestId('CancelIcon'));
      await waitFor(() => expect(raiseButton()).toBeDisabled());
      expect(screen.getByText('Still missing: an issue')).toBeInTheDocument();
    },
  );

  it('opened at services/repair-request/add/{serviceId}, books for that service: it comes chosen', async () => {
    http(bookingRoutes());
    renderBooking({ path: '/services/repair-request/add/SID101' });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Service Type/ })).toHaveTextContent('Repair'));
    expect(await screen.findByText('GreenFix Services')).toBeInTheDocument();
  });

  it('without an address says "Please select Address", asks for no partner and cannot raise', async () => {
    const fake = http(bookingRoutes());
    renderBooking({ withAddress: false });
    expect(await screen.findByText(BOOKING_MESSAGES.selectAddress)).toBeInTheDocument();
    await chooseIssue();
    await choose(/Service Type/, 'Repair');
    await choose(/Source Information/, 'Call Center');
    await choose(/Request From/, 'End Customer');
    fireEvent.click(screen.getByRole('radio', { name: 'Cash' }));
    expect(raiseButton()).toBeDisabled();
    expect(callsTo(fake, 'GET channel-partner/service/SID101/area/560001%23Bangalore%20GPO')).toHaveLength(0);
    expect(screen.queryByRole('group', { name: 'Appointment dates' })).toBeNull();
  });

  it('says "Channel Partner/Technician not available in this Area" when no partner serves the address', async () => {
    const fake = http(bookingRoutes({ 'GET channel-partner/service/*': [] }));
    renderBooking();
    await choose(/Service Type/, 'Repair');
    expect(await screen.findByText(BOOKING_MESSAGES.noPartner)).toBeInTheDocument();
    const [search] = callsTo(fake, 'GET channel-partner/service/SID101/area/560001%23Bangalore%20GPO');
    expect(search.query).toEqual({ brandId: 'BID1', productId: 'PID1' });
    expect(screen.queryByRole('group', { name: 'Appointment dates' })).toBeNull();
  });
});

describe('the partner where several serve the address', () => {
  it('picks the first as before, lets the person choose another, and then asks that partner’s slots', async () => {
    const fake = http(
      bookingRoutes({
        'GET channel-partner/service/*': [
          { id: 'CP1001', name: 'GreenFix Services', dailyCallCapacity: 20 },
          { id: 'CP1002', name: 'CoolCare Repairs', dailyCallCapacity: 10 },
        ],
        'GET requests/calendar/timeSlots/channelPartner/CP1002':
          bookingRoutes()['GET requests/calendar/timeSlots/channelPartner/CP1001'],
      }),
    );
    renderBooking();
    await choose(/Service Type/, 'Repair');
    const partner = await screen.findByRole('combobox', { name: 'Channel Partner' });
    expect(partner).toHaveTextContent('GreenFix Services');
    expect(screen.getByText('2 channel partners serve this address: choose one')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fake, 'GET requests/calendar/timeSlots/channelPartner/CP1001')).toHaveLength(1));
    await choose('Channel Partner', 'CoolCare Repairs');
    expect(screen.getByRole('combobox', { name: 'Channel Partner' })).toHaveTextContent('CoolCare Repairs');
    await waitFor(() => expect(callsTo(fake, 'GET requests/calendar/timeSlots/channelPartner/CP1002')).toHaveLength(1));
  });

  it('shows a single serving partner as it is, with nothing to choose', async () => {
    http(bookingRoutes());
    renderBooking();
    await choose(/Service Type/, 'Repair');
    expect(await screen.findByText('GreenFix Services')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Channel Partner' })).toBeNull();
  });
});

describe('the appointment picker', () => {
  it(
    'asks the partner’s slots over the window and colours them: ' + 'green 5+, orange 1–4, red 0 and disabled',
    async () => {
      const fake = http(bookingRoutes());
      renderBooking();
      await choose(/Service Type/, 'Repair');
      const dates = await dateButtons();
      await waitFor(() =>
        expect(callsTo(fake, 'GET requests/calendar/timeSlots/channelPartner/CP1001')).toHaveLength(1),
      );
      const [{ query }] = callsTo(fake, 'GET requests/calendar/timeSlots/channelPartner/CP1001');
      expect(query).toMatchObject({ serviceId: 'SID101', pincode: 560001, area: 'Bangalore GPO' });
      expect(query?.fromDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(dates).toHaveLength(7);
      fireEvent.click(dates[1]);
      await waitFor(() => expect(slotButton('09:00-12:00')).toBeEnabled());
      const colour = (slot: string) => slotButton(slot).getAttribute('data-availability');
      expect(colour('09:00-12:00')).toBe('success');
      expect(colour('12:00-15:00')).toBe('warning');
      expect(colour('15:00-18:00')).toBe('warning');
      expect(colour('18:00-21:00')).toBe('error');
      expect(slotButton('18:00-21:00')).toBeDisabled();
      expect(slotButton('12:00-15:00')).toHaveTextContent('4 available');
    },
  );

  it('offers today only what the server leaves open (+6 h rule): closed slots come as 0 and are disabled', async () => {
    http(bookingRoutes());
    renderBooking();
    await choose(/Service Type/, 'Repair');
    const [today] = await dateButtons();
    fireEvent.click(today);
    await waitFor(() => expect(slotButton('15:00-18:00')).toBeEnabled());
    expect(slotButton('09:00-12:00')).toBeDisabled();
    expect(slotButton('12:00-15:00')).toBeDisabled();
    expect(slotButton('18:00-21:00')).toBeEnabled();
    expect(slotButton('18:00-21:00').getAttribute('data-availability')).toBe('success');
  });

  it('says "Something went Wrong" when the slots cannot be fetched', async () => {
    http(
      bookingRoutes({
        'GET requests/calendar/timeSlots/channelPartner/CP1001': new HttpError('boom', 500, { message: 'boom' }),
      }),
    );
    renderBooking();
    await choose(/Service Type/, 'Repair');
    expect(await screen.findByText('Something went Wrong')).toBeInTheDocument();
  });
});

describe('the Payment card', () => {
  it(
    'shows price, GST and total in rupees; ' + 'a coupon typed in any case gives its discount, Remove takes it back',
    async () => {
      const fake = http(bookingRoutes());
      renderBooking();
      await choose(/Service Type/, 'Repair');
      await waitFor(() => expect(amounts()).toEqual(['₹499.99', '₹90.00', '₹589.99']));
      expect(callsTo(fake, 'POST master/servicePrice/detail')[0].body).toEqual({
        serviceId: 'SID101',
        categoryId: 'CAT1',
        productId: 'PID1',
        productType: 'LED',
        brandId: 'BID1',
      });
      expect(screen.getByText('GST (18%)')).toBeInTheDocument();

      // An unknown code shows no message and is not applied: the box says, as before, that no coupon is.
      const box = screen.getByRole('textbox', { name: 'Coupon Code' });
      expect(box).toHaveAccessibleDescription('No coupon applied');
      fireEvent.change(box, { target: { value: 'NOPE' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(amounts()).toEqual(['₹499.99', '₹90.00', '₹589.99']);
      expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
      expect(box).toHaveAccessibleDescription('No coupon applied');
      expect(box).toHaveAttribute('aria-invalid', 'false');

      fireEvent.change(screen.getByRole('textbox', { name: 'Coupon Code' }), { target: { value: ' save10 ' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(await screen.findByText('Coupon SAVE10 applied: 10% off')).toBeInTheDocument();
      // 499.99 − 10 % (50.00) = 449.99; GST 18 % of it 81.00; total 530.99.
      expect(amounts()).toEqual(['₹499.99', '−₹50.00', '₹81.00', '₹530.99']);

      fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
      expect(amounts()).toEqual(['₹499.99', '₹90.00', '₹589.99']);
      expect(screen.getByRole('textbox', { name: 'Coupon Code' })).toHaveValue('');
    },
  );

  it('says "Service Price Not Available for this Product" and cannot raise without a price', async () => {
    http(
      bookingRoutes({ 'POST master/servicePrice/detail': notFound('Service Price Not Available for this Product') }),
    );
    renderBooking();
    await fillBooking();
    expect(await screen.findByText(BOOKING_MESSAGES.priceNotAvailable)).toBeInTheDocument();
    expect(raiseButton()).toBeDisabled();
  });

  it('offers Pay via link, Cash and Pay Later to an admin, and no Cash to a dealer', async () => {
    http(bookingRoutes());
    const { unmount } = renderBooking();
    await screen.findByRole('radio', { name: 'Pay via link' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'Link',
      'Cash',
      'PayLater',
    ]);
    unmount();
    renderBooking({ role: ROLES.dealer });
    await screen.findByRole('radio', { name: 'Pay via link' });
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['Link', 'PayLater']);
    expect(screen.queryByRole('radio', { name: 'Cash' })).toBeNull();
  });
});

describe('the Issues card', () => {
  it('a product without listed issues toasts the server message and takes free-text issues in Add Issue', async () => {
    http(bookingRoutes({ 'GET master/issue/product/PID1': notFound('No issues found for this product') }));
    renderBooking();
    expect(await screen.findByText('No issues found for this product')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Select Issues' })).toBeNull();
    await typeIssue('Screen flickers');
    expect(
      within(screen.getByRole('list', { name: 'Chosen issues' })).getByText('Screen flickers'),
    ).toBeInTheDocument();
  });

  it(
    'books a product without listed issues: ' +
      "the free-text issue travels as the spec's payload carries it, its description alone",
    async () => {
      const fake = http(
        bookingRoutes({
          'GET master/issue/product/PID1': notFound('No issues found for this product'),
          'POST user/requests': bookedRequest(),
        }),
      );
      renderBooking();
      await fillBooking({ issue: () => typeIssue('Screen flickers') });
      await waitFor(() => expect(raiseButton()).toBeEnabled());
      fireEvent.click(raiseButton());
      expect(within(await screen.findByRole('dialog')).getByText(RAISE_MESSAGES.created)).toBeInTheDocument();
      const [sent] = callsTo(fake, 'POST user/requests');
      expect((sent.body as { issues: unknown }).issues).toEqual([{ description: 'Screen flickers' }]);
    },
  );
});

describe('raising the request (spec 001 §7 "Requests", issue 12 step 5)', () => {
  it('posts the spec payload with an Idempotency-Key, shows the confirmation and opens the request page', async () => {
    const fake = http(
      bookingRoutes({
        'POST user/requests': bookedRequest({
          payment: { ...bookedRequest().payment, couponCode: null, discountPaise: 0 },
        }),
      }),
    );
    renderBooking();
    await fillBooking();
    await waitFor(() => expect(raiseButton()).toBeEnabled());
    fireEvent.click(raiseButton());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(RAISE_MESSAGES.created)).toBeInTheDocument();
    expect(within(dialog).getByText('Request ID: REQ00000042')).toBeInTheDocument();
    expect(within(dialog).getByText('Appointment date: 27/11/2026')).toBeInTheDocument();
    expect(within(dialog).getByText('Slot: 12:00-15:00')).toBeInTheDocument();
    expect(within(dialog).getByText('Customer: Asha Rao')).toBeInTheDocument();

    const [sent] = callsTo(fake, 'POST user/requests');
    expect(sent.headers?.[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f-]{16,}$/);
    expect(sent.body).toEqual({
      id: '',
      userName: '9876543210',
      userProductId: 'UP1',
      issues: [{ issueId: 'ISS1', name: 'No power', description: 'Does not switch on' }],
      paymentMethod: 'Link',
      channelPartnerId: 'CP1001',
      source: 'Call Center',
      requestFrom: 'End Customer',
      address: {
        id: 'ADR1',
        addressName: 'Home',
        addressLine1: '12 MG Road',
        addressLine2: 'Block A',
        landmark: 'Near the park',
        area: 'Bangalore GPO',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: 560001,
      },
      appointmentSlot: { date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), slot: '09:00-12:00' },
      serviceId: 'SID101',
      sparePartId: null,
      rewardPoints: 0,
      discount: 0,
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/repair-request/view/REQ00000042'),
    );
  });

  it('sends the coupon code and its discount when one is applied', async () => {
    const fake = http(bookingRoutes({ 'POST user/requests': bookedRequest() }));
    renderBooking();
    await fillBooking();
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon Code' }), { target: { value: 'SAVE10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByRole('button', { name: 'Remove' });
    fireEvent.click(raiseButton());
    await screen.findByRole('dialog');
    expect(callsTo(fake, 'POST user/requests')[0].body).toMatchObject({ couponCode: 'SAVE10', discount: 50 });
  });

  it(
    'a coupon the server refuses goes back to its box with the reason, ' + 'and the total shown is without it',
    async () => {
      const reason = 'This customer has already used coupon SAVE10 once, as many times as it allows one customer';
      const fake = http(
        bookingRoutes({
          'POST user/requests': new HttpError(reason, 400, { message: reason, errors: { couponCode: reason } }),
        }),
      );
      renderBooking();
      await fillBooking();
      fireEvent.change(screen.getByRole('textbox', { name: 'Coupon Code' }), { target: { value: 'save10' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await screen.findByRole('button', { name: 'Remove' });
      fireEvent.click(raiseButton());
      const box = await screen.findByRole('textbox', { name: 'Coupon Code' });
      expect(box).toHaveValue('SAVE10');
      expect(box).toHaveAccessibleDescription(reason);
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(screen.queryByText('Coupon SAVE10 applied: 10% off')).toBeNull();
      expect(amounts()).toEqual(['₹499.99', '₹90.00', '₹589.99']);
      // Said at the field, not in a toast as well; nothing was booked, and the booking may go on without the coupon.
      expect(screen.getAllByText(reason)).toHaveLength(1);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(raiseButton()).toBeEnabled();
      expect(callsTo(fake, 'POST user/requests')[0].body).toMatchObject({ couponCode: 'SAVE10' });
      // Editing the code takes the server's reason away.
      fireEvent.change(box, { target: { value: 'SAVE1' } });
      expect(box).toHaveAccessibleDescription('No coupon applied');
    },
  );

  it('a dealer lands on the read-only request page', async () => {
    http(bookingRoutes({ 'POST user/requests': bookedRequest() }));
    renderBooking({ role: ROLES.dealer });
    await fillBooking();
    fireEvent.click(raiseButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/repair-request/view-only/REQ00000042'),
    );
  });

  it('customer care stays on the customer view, which refreshes its request tabs', async () => {
    http(bookingRoutes({ 'POST user/requests': bookedRequest() }));
    const onCustomerChanged = vi.fn();
    renderBooking({ role: ROLES.customerCare, onCustomerChanged });
    await fillBooking();
    fireEvent.click(raiseButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(onCustomerChanged).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(raiseButton()).toBeDisabled();
  });

  it('a pick-up service posts pickUpRequests with the chosen product', async () => {
    const fake = http(
      bookingRoutes({
        'POST pickUpRequests': bookedRequest({ id: 'EREQ00000007', kind: 'pickUp', serviceId: 'SID102' }),
      }),
    );
    renderBooking();
    await choose(/Service Type/, 'E-Waste');
    expect(screen.queryByRole('button', { name: 'Select Issues' })).toBeNull();
    await choose(/Source Information/, 'Drive');
    await choose(/Request From/, 'Dealer');
    const [, tomorrow] = await dateButtons();
    fireEvent.click(tomorrow);
    await waitFor(() => expect(slotButton('09:00-12:00')).toBeEnabled());
    fireEvent.click(slotButton('09:00-12:00'));
    fireEvent.click(screen.getByRole('radio', { name: 'Pay Later' }));
    await waitFor(() => expect(raiseButton()).toBeEnabled());
    fireEvent.click(raiseButton());
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/ewaste-request/view/EREQ00000007'),
    );
    const [sent] = callsTo(fake, 'POST pickUpRequests');
    expect(sent.body).toMatchObject({
      userProductIds: ['UP1'],
      serviceId: 'SID102',
      paymentMethod: 'PayLater',
      source: 'Drive',
      requestFrom: 'Dealer',
    });
    expect(sent.body).not.toHaveProperty('issues');
    // A pick-up costs nothing at booking: no price is asked for, no coupon offered.
    expect(callsTo(fake, 'POST master/servicePrice/detail')).toHaveLength(0);
    expect(screen.queryByRole('textbox', { name: 'Coupon Code' })).toBeNull();
    expect(screen.queryByText(BOOKING_MESSAGES.priceNotAvailable)).toBeNull();
  });

  it('a 409 toasts the server message, refetches the slots and keeps everything else chosen', async () => {
    const message = BOOKING_MESSAGES.slotTaken;
    let attempts = 0;
    const fake = http(
      bookingRoutes({ 'POST user/requests': () => (++attempts === 1 ? conflict(message) : bookedRequest()) }),
    );
    renderBooking();
    await fillBooking();
    const slotCalls = () => callsTo(fake, 'GET requests/calendar/timeSlots/channelPartner/CP1001').length;
    const before = slotCalls();
    fireEvent.click(raiseButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(slotCalls()).toBe(before + 1));
    // The taken slot is let go; service, source, request-from, issue and payment mode stay.
    expect(raiseButton()).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Service Type/ })).toHaveTextContent('Repair');
    expect(screen.getByRole('combobox', { name: /Source Information/ })).toHaveTextContent('Call Center');
    expect(screen.getByRole('combobox', { name: /Request From/ })).toHaveTextContent('End Customer');
    expect(within(screen.getByRole('list', { name: 'Chosen issues' })).getByText('No power')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pay via link' })).toBeChecked();
    fireEvent.click(slotButton('12:00-15:00'));
    await waitFor(() => expect(raiseButton()).toBeEnabled());
    fireEvent.click(raiseButton());
    await screen.findByRole('dialog');
    const [first, second] = callsTo(fake, 'POST user/requests');
    // A settled answer ends the submission: the new one has its own key.
    expect(second.headers?.[IDEMPOTENCY_KEY_HEADER]).not.toBe(first.headers?.[IDEMPOTENCY_KEY_HEADER]);
  });

  it(
    'a retry of the same submission after a failure sends the same Idempotency-Key, ' +
      'and nothing while one is under way',
    async () => {
      let attempts = 0;
      let release: () => void = () => undefined;
      const fake = http(
        bookingRoutes({
          'POST user/requests': () => {
            attempts += 1;
            if (attempts === 1) return new HttpError('Gateway Timeout', 504, { message: 'Gateway Timeout' });
            return new Promise((resolve) => (release = () => resolve(bookedRequest())));
          },
        }),
      );
      renderBooking();
      await fillBooking();
      fireEvent.click(raiseButton());
      expect(await screen.findByText('Gateway Timeout')).toBeInTheDocument();
      await waitFor(() => expect(raiseButton()).toBeEnabled());
      fireEvent.click(raiseButton());
      await waitFor(() => expect(screen.getByRole('button', { name: 'Raising Request…' })).toBeDisabled());
      fireEvent.click(screen.getByRole('button', { name: 'Raising Request…' }));
      release();
      await screen.findByRole('dialog');
      const sent = callsTo(fake, 'POST user/requests');
      expect(sent).toHaveLength(2);
      expect(sent[1].headers?.[IDEMPOTENCY_KEY_HEADER]).toBe(sent[0].headers?.[IDEMPOTENCY_KEY_HEADER]);
      expect(sent[1].body).toEqual(sent[0].body);
    },
  );

  it('any other failure toasts the server message and keeps the form', async () => {
    http(
      bookingRoutes({
        'POST user/requests': new HttpError('Customer product is not active', 400, {
          message: 'Customer product is not active',
          errors: {},
        }),
      }),
    );
    renderBooking();
    await fillBooking();
    fireEvent.click(raiseButton());
    expect(await screen.findByText('Customer product is not active')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(raiseButton()).toBeEnabled();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { httpClient } from '../../src/dataProvider/httpClient';
import { CustomerProfileDialog } from '../../src/resources/customers/CustomerProfileDialog';
import CustomerSearchPage from '../../src/resources/customers/CustomerSearchPage';
import { conflict, customer, serverError } from './customersFixtures';
import { fakeHttp, notFound, renderInConsole, type RouteTable } from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/resources/customers/booking/BookRequestSection', () => ({
  BookRequestSection: () => <p>Book A Request</p>,
}));

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

function answer(routes: RouteTable) {
  const fake = fakeHttp(routes);
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  return fake;
}
const calls = (fake: ReturnType<typeof fakeHttp>, key: string) =>
  fake.mock.calls
    .filter(([path, request]) => `${request?.method ?? 'GET'} ${path}` === key)
    .map(([, request]) => request?.body ?? null);

const renderSearch = (role: Role = ROLES.admin) =>
  renderInConsole(<CustomerSearchPage />, {
    role,
    path: '/dashboard/customers/search',
    pattern: '/dashboard/customers/search',
  });
const mobileBox = () => screen.getByRole('textbox', { name: 'Mobile Number' });
const nameBox = () => screen.getByRole('combobox', { name: 'Customer Name' });
const getDetails = () => screen.getByRole('button', { name: 'Get Details' });
const location = () => screen.getByTestId('location').textContent;
const type = (name: string, value: string) =>
  fireEvent.change(within(screen.getByRole('dialog')).getByRole('textbox', { name: new RegExp(`^${name}`) }), {
    target: { value },
  });

describe('Search Customer', () => {
  it("refuses a mobile that is not ten digits from 6–9 with 'Mobile Number is not valid'", async () => {
    answer({});
    renderSearch();
    expect(getDetails()).toBeDisabled();
    fireEvent.change(mobileBox(), { target: { value: '12345' } });
    fireEvent.blur(mobileBox());
    expect(await screen.findByText('Mobile Number is not valid')).toBeInTheDocument();
    expect(getDetails()).toBeDisabled();
    fireEvent.change(mobileBox(), { target: { value: '5876543210' } });
    fireEvent.blur(mobileBox());
    expect(await screen.findByText('Mobile Number is not valid')).toBeInTheDocument();
  });

  it('finds a customer by mobile and opens customers/view/{customerId}', async () => {
    const fake = answer({ 'GET users/customer/9876543210': customer() });
    renderSearch();
    fireEvent.change(mobileBox(), { target: { value: '9876543210' } });
    fireEvent.click(getDetails());
    await waitFor(() => expect(location()).toBe('/dashboard/customers/view/CUS1001'));
    expect(calls(fake, 'GET users/customer/9876543210')).toHaveLength(1);
  });

  it(
    'searches names on the server from three characters, ' + 'URL-encoded, and looks the chosen one up by username',
    async () => {
      const fake = answer({
        'GET users/customer/getByName/Ravi%20K': [
          {
            id: 'CUS1001',
            username: '9876543210',
            firstName: 'Ravi',
            lastName: 'Kumar',
            mobileNumber: '+919876543210',
          },
        ],
        'GET users/customer/9876543210': customer(),
      });
      renderSearch();
      fireEvent.change(nameBox(), { target: { value: 'Ra' } });
      expect((await screen.findAllByText('Type at least 3 characters')).length).toBeGreaterThan(0);
      fireEvent.change(nameBox(), { target: { value: 'Ravi K' } });
      fireEvent.click(await screen.findByRole('option', { name: 'Ravi Kumar (+919876543210)' }));
      expect(
        fake.mock.calls.some(
          ([path]) =>
            String(path).startsWith('users/customer/getByName/Ra') && path !== 'users/customer/getByName/Ravi%20K',
        ),
      ).toBe(false);
      expect(getDetails()).toBeEnabled();
      fireEvent.click(getDetails());
      await waitFor(() => expect(location()).toBe('/dashboard/customers/view/CUS1001'));
    },
  );

  it('typing a mobile clears the chosen name, and typing a name clears the mobile', async () => {
    answer({
      'GET users/customer/getByName/Rav': [
        { id: 'CUS1001', username: '9876543210', firstName: 'Ravi', lastName: 'Kumar', mobileNumber: '+919876543210' },
      ],
    });
    renderSearch();
    fireEvent.change(mobileBox(), { target: { value: '98765' } });
    fireEvent.change(nameBox(), { target: { value: 'Rav' } });
    expect(mobileBox()).toHaveValue('');
    fireEvent.click(await screen.findByRole('option', { name: /Ravi Kumar/ }));
    fireEvent.change(mobileBox(), { target: { value: '9' } });
    expect(nameBox()).toHaveValue('');
  });

  it(
    "not found: 'No Account Found.' and Create Account opens the " +
      'profile dialog with the mobile filled; the new customer opens',
    async () => {
      const fake = answer({
        'GET users/customer/9123456780': notFound('No Account Found.'),
        'GET users/customer/9123456780/exists': { exists: false },
        'POST users/customer': customer({
          id: 'CUS2002',
          username: '9123456780',
          firstName: 'Meena',
          lastName: 'Iyer',
          mobileNumber: '+919123456780',
        }),
      });
      renderSearch();
      fireEvent.change(mobileBox(), { target: { value: '9123456780' } });
      fireEvent.click(getDetails());
      expect(await screen.findByText('No Account Found.')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Customer Profile' });
      expect(within(dialog).getByRole('textbox', { name: /^Mobile Number/ })).toHaveValue('9123456780');
      const add = within(dialog).getByRole('button', { name: 'Add' });
      expect(add).toBeDisabled();
      type('First Name', 'Meena');
      type('Last Name', 'Iyer');
      type('Pincode', '560001');
      await waitFor(() => expect(add).toBeEnabled());
      fireEvent.click(add);
      expect(await screen.findByText('Customer Profile Added')).toBeInTheDocument();
      expect(calls(fake, 'POST users/customer')).toEqual([
        {
          firstName: 'Meena',
          lastName: 'Iyer',
          email: '',
          mobileNumber: '9123456780',
          altMobileNumber: '',
          pincode: 560001,
        },
      ]);
      await waitFor(() => expect(location()).toBe('/dashboard/customers/view/CUS2002'));
    },
  );

  it("any other failure: 'Something Went Wrong'", async () => {
    answer({ 'GET users/customer/9876543210': serverError() });
    renderSearch();
    fireEvent.change(mobileBox(), { target: { value: '9876543210' } });
    fireEvent.click(getDetails());
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Account' })).toBeNull();
  });
});

describe('customer profile dialog', () => {
  const renderDialog = (props: Partial<Parameters<typeof CustomerProfileDialog>[0]> = {}) => {
    const onSaved = vi.fn();
    renderInConsole(<CustomerProfileDialog onClose={vi.fn()} onSaved={onSaved} {...props} />);
    return onSaved;
  };

  it(
    'checks a ten-digit mobile as it is typed: ' +
      "one in use shows 'This Mobile Number is already in use' and keeps Add disabled",
    async () => {
      const fake = answer({
        'GET users/customer/9876543210/exists': { exists: true },
        'GET users/customer/9876543211/exists': { exists: false },
      });
      renderDialog();
      type('First Name', 'Ravi');
      type('Last Name', 'Kumar');
      type('Pincode', '560001');
      type('Mobile Number', '98765');
      expect(calls(fake, 'GET users/customer/98765/exists')).toHaveLength(0);
      type('Mobile Number', '9876543210');
      expect(await screen.findByText('This Mobile Number is already in use')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
      type('Mobile Number', '9876543211');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
      expect(screen.queryByText('This Mobile Number is already in use')).toBeNull();
    },
  );

  it('a 409 from the API lands under the mobile field, and nothing is toasted as added', async () => {
    answer({
      'GET users/customer/9876543211/exists': { exists: false },
      'POST users/customer': conflict('This Mobile Number is already in use', {
        mobileNumber: 'This Mobile Number is already in use',
      }),
    });
    const onSaved = renderDialog();
    type('First Name', 'Ravi');
    type('Last Name', 'Kumar');
    type('Pincode', '560001');
    type('Mobile Number', '9876543211');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    const field = screen.getByRole('textbox', { name: /^Mobile Number/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription('This Mobile Number is already in use'));
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.queryByText('Customer Profile Added')).toBeNull();
  });

  it("shows each rule's message: letters and spaces, email, alternate mobile, pincode", async () => {
    answer({});
    renderDialog();
    type('First Name', 'R4vi');
    type('Email', 'not-mail');
    type('Alternate Mobile Number', '12345');
    type('Pincode', '012345');
    expect(await screen.findByText('Only alphabets and spaces allowed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Mobile Number is not valid')).toBeInTheDocument();
    expect(screen.getByText('Invalid Pincode')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('edit: the mobile is locked, Update waits for a change, and the PUT carries the mobile', async () => {
    const fake = answer({ 'PUT users/customer': customer({ lastName: 'Kumaran' }) });
    const onSaved = renderDialog({ customer: customer() });
    expect(screen.getByRole('dialog', { name: 'Update Customer Profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Mobile Number/ })).toHaveAttribute('readonly');
    const update = screen.getByRole('button', { name: 'Update' });
    await waitFor(() => expect(update).toBeDisabled());
    type('Last Name', 'Kumaran');
    await waitFor(() => expect(update).toBeEnabled());
    fireEvent.click(update);
    expect(await screen.findByText('Customer Profile Updated')).toBeInTheDocument();
    expect(calls(fake, 'PUT users/customer')).toEqual([
      {
        firstName: 'Ravi',
        lastName: 'Kumaran',
        email: 'ravi@example.com',
        mobileNumber: '9876543210',
        altMobileNumber: '',
        pincode: 560001,
      },
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ lastName: 'Kumaran' }));
  });
});

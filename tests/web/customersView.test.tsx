import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CustomerRecord } from '../../domain/customers/records';
import { ROLES, type Role } from '../../domain/roles';
import { httpClient } from '../../src/dataProvider/httpClient';
import { messagesLoaded, setLabelLanguage } from '../../src/i18n/labelLanguage';
import CustomerViewPage from '../../src/resources/customers/CustomerViewPage';
import { BRANDS, customer, MODELS, PRODUCTS, requestRow } from './customersFixtures';
import { fakeHttp, pincodeRoutes, renderInConsole, type RouteTable } from './profileFixtures';
// The filter bar's date fields load the date picker lazily; loaded here, before the tests, so a busy machine's first
// transform of it does not eat the time a test waits for a field.
import '../../src/components/dayPicker/DayPickerField';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/dataProvider/uploadFile', () => ({
  uploadFile: vi.fn(),
  fetchFile: vi.fn(),
  downloadFile: vi.fn(),
}));
vi.mock('../../src/resources/customers/booking/BookRequestSection', () => ({
  BookRequestSection: ({ address, product }: { address?: { name: string }; product: { nickName: string } }) => (
    <p>{`Book A Request for ${product.nickName} at ${address?.name ?? 'no address'}`}</p>
  ),
}));

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

const calls = (fake: ReturnType<typeof fakeHttp>, key: string) =>
  fake.mock.calls
    .filter(([path, request]) => `${request?.method ?? 'GET'} ${path}` === key)
    .map(([, request]) => request?.body ?? null);

/** customers/view/CUS1001 with the customer answered as `record` and a balance of `balance`. */
function renderView({
  record = customer(),
  role = ROLES.admin,
  balance = 50,
  routes = {},
  language = 'en',
}: { record?: CustomerRecord; role?: Role; balance?: number; routes?: RouteTable; language?: 'en' | 'de' } = {}) {
  const fake = fakeHttp({
    'GET users/customer/CUS1001': record,
    'GET rewards/9876543210/balance': { userName: '9876543210', balance },
    ...routes,
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  renderInConsole(<CustomerViewPage />, {
    role,
    path: '/dashboard/customers/view/CUS1001',
    pattern: '/dashboard/customers/view/:customerId',
    language,
  });
  return fake;
}
const card = async (title: string) =>
  (await screen.findByRole('heading', { name: title, level: 2 })).closest('section') as HTMLElement;
const dialog = (name: string) => screen.findByRole('dialog', { name });
const field = (within_: HTMLElement, name: string) =>
  within(within_).getByRole('textbox', { name: new RegExp(`^${name}`) });

describe('customer basic details and encashment', () => {
  it('shows the customer with reward points and referral code; the admin encashes at most the balance', async () => {
    const fake = renderView({ routes: { 'POST rewards': { userName: '9876543210', balance: 30 } } });
    const details = await card('Customer Basic Details');
    expect(within(details).getByText('RK')).toBeInTheDocument();
    expect(within(details).getByText('+919876543210')).toBeInTheDocument();
    expect(await within(details).findByText('RAVI7K2Q')).toBeInTheDocument();
    expect(within(details).getByText('50')).toBeInTheDocument();
    fireEvent.click(await within(details).findByRole('button', { name: 'Encash Reward Points' }));
    const encash = await dialog('Add Encashment');
    const amount = within(encash).getByRole('spinbutton', { name: /^Amount/ });
    const submit = within(encash).getByRole('button', { name: 'Encash Reward Points' });
    fireEvent.change(amount, { target: { value: '51' } });
    expect(await within(encash).findByText('Number must be less than or equal to reward points.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    fireEvent.change(amount, { target: { value: '0' } });
    expect(await within(encash).findByText('Amount must be greater than 0')).toBeInTheDocument();
    fireEvent.change(amount, { target: { value: '20' } });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(within(details).getByText('30')).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('20 reward points encashed')).toBeInTheDocument();
    expect(calls(fake, 'POST rewards')).toEqual([
      { userName: '9876543210', id: 'Encashment', idType: 'Encashment', description: '', points: -20 },
    ]);
  });

  it('says under the amount that the balance was spent meanwhile, when the API refuses the encashment', async () => {
    const overBalance = 'Number must be less than or equal to reward points.';
    renderView({
      routes: {
        'POST rewards': new HttpError(overBalance, 400, { message: overBalance, errors: { points: overBalance } }),
      },
    });
    fireEvent.click(
      await within(await card('Customer Basic Details')).findByRole('button', { name: 'Encash Reward Points' }),
    );
    const encash = await dialog('Add Encashment');
    const amount = within(encash).getByRole('spinbutton', { name: /^Amount/ });
    fireEvent.change(amount, { target: { value: '20' } });
    const submit = within(encash).getByRole('button', { name: 'Encash Reward Points' });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);
    await waitFor(() => expect(amount).toHaveAccessibleDescription(overBalance));
    expect(screen.getAllByText(overBalance)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add Encashment' })).toBeInTheDocument();
  });

  it('keeps Encash Reward Points disabled at a balance of 0', async () => {
    renderView({ record: customer({ rewardPoints: 0 }), balance: 0 });
    const details = await card('Customer Basic Details');
    await waitFor(() => expect(within(details).getByRole('button', { name: 'Encash Reward Points' })).toBeDisabled());
  });

  it('hides reward points and referral code from dealers, and encashment from everyone but the web admin', async () => {
    renderView({ record: customer({ rewardPoints: undefined, referralCode: undefined }), role: ROLES.dealer });
    const details = await card('Customer Basic Details');
    expect(await within(details).findByText('+919876543210')).toBeInTheDocument();
    expect(within(details).queryByText('Reward Points')).toBeNull();
    expect(within(details).queryByText('Referral Code')).toBeNull();
    expect(within(details).queryByRole('button', { name: 'Encash Reward Points' })).toBeNull();
  });

  it('customer care sees the reward points but cannot encash', async () => {
    renderView({ role: ROLES.customerCare });
    const details = await card('Customer Basic Details');
    expect(await within(details).findByText('Reward Points')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Encash Reward Points' })).toBeNull();
  });
});

describe('Add Address', () => {
  it('fills city, state and the areas as soon as six digits are typed, then posts the address', async () => {
    const saved = {
      id: 'ADR2',
      name: 'Work',
      line1: '4 Hosur Road',
      line2: '',
      landmark: '',
      area: 'Koramangala',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: 560034,
      default: false,
    };
    const fake = renderView({ routes: { ...pincodeRoutes(), 'POST users/profile/CUS1001/address': saved } });
    fireEvent.click(within(await card('Address')).getByRole('button', { name: 'Add Address' }));
    const form = await dialog('Add Address');
    const add = within(form).getByRole('button', { name: 'Add' });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Address Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Work' }));
    fireEvent.change(field(form, 'Address Line 1'), { target: { value: '4 Hosur Road' } });
    fireEvent.change(field(form, 'Pincode'), { target: { value: '560034' } });
    await waitFor(() => expect(field(form, 'City')).toHaveValue('Bengaluru'));
    expect(field(form, 'State')).toHaveValue('Karnataka');
    expect(add).toBeDisabled();
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Area/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Agara', 'Koramangala']);
    fireEvent.click(screen.getByRole('option', { name: 'Koramangala' }));
    await waitFor(() => expect(add).toBeEnabled());
    fireEvent.click(add);
    expect(await screen.findByText('Customer Address Added')).toBeInTheDocument();
    expect(calls(fake, 'POST users/profile/CUS1001/address')).toEqual([
      {
        name: 'Work',
        line1: '4 Hosur Road',
        line2: '',
        landmark: '',
        pincode: 560034,
        area: 'Koramangala',
        city: 'Bengaluru',
        state: 'Karnataka',
        default: false,
      },
    ]);
  });

  it("flags an unknown pincode 'Unavailable Pincode' and asks a label only for Other", async () => {
    renderView({ routes: pincodeRoutes() });
    fireEvent.click(within(await card('Address')).getByRole('button', { name: 'Add Address' }));
    const form = await dialog('Add Address');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Address Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Other' }));
    fireEvent.change(field(form, 'Address Line 1'), { target: { value: '4 Hosur Road' } });
    fireEvent.change(field(form, 'Pincode'), { target: { value: '999999' } });
    expect(await within(form).findByText('Unavailable Pincode')).toBeInTheDocument();
    fireEvent.change(field(form, 'Save Address As'), { target: { value: 'x' } });
    fireEvent.change(field(form, 'Save Address As'), { target: { value: '' } });
    expect(await within(form).findByText('Field is required')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Add' })).toBeDisabled();
    fireEvent.change(field(form, 'Save Address As'), { target: { value: "Mom's place" } });
    await waitFor(() => expect(within(form).queryByText('Field is required')).toBeNull());
    expect(within(form).getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it(
    'says at a field left empty that it is required, ' +
      'and in German that Other needs a label while a line is still empty',
    async () => {
      await setLabelLanguage('de');
      await messagesLoaded();
      try {
        renderView({ routes: pincodeRoutes(), language: 'de' });
        fireEvent.click(within(await card('Adresse')).getByRole('button', { name: 'Adresse hinzufügen' }));
        const form = await dialog('Adresse hinzufügen');
        // Left without a word: the field says so (as the person leaves it, not only once typed in).
        fireEvent.focus(field(form, 'Adresszeile 1'));
        fireEvent.blur(field(form, 'Adresszeile 1'));
        expect(await within(form).findByText('Adresszeile 1 ist erforderlich')).toBeInTheDocument();
        fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Adresstyp/ }));
        fireEvent.click(await screen.findByRole('option', { name: 'Andere' }));
        fireEvent.change(field(form, 'Adresse speichern als'), { target: { value: 'x' } });
        fireEvent.change(field(form, 'Adresse speichern als'), { target: { value: '' } });
        await waitFor(() => expect(field(form, 'Adresse speichern als')).toHaveAccessibleDescription('Pflichtfeld'));
        expect(within(form).queryByText('Field is required')).toBeNull();
      } finally {
        await setLabelLanguage('en');
      }
    },
  );

  it('edits an address with a PUT to that address', async () => {
    const fake = renderView({
      routes: {
        ...pincodeRoutes(),
        'PUT users/profile/CUS1001/address/ADR1': { ...customer().addresses[0], line1: '14 MG Road' },
      },
    });
    fireEvent.click(within(await card('Address')).getByRole('button', { name: 'Edit Home' }));
    const form = await dialog('Edit Address');
    await waitFor(() => expect(field(form, 'City')).toHaveValue('Bengaluru'));
    const update = within(form).getByRole('button', { name: 'Update' });
    fireEvent.change(field(form, 'Address Line 1'), { target: { value: '14 MG Road' } });
    await waitFor(() => expect(update).toBeEnabled());
    fireEvent.click(update);
    expect(await screen.findByText('Customer Address Updated')).toBeInTheDocument();
    expect(calls(fake, 'PUT users/profile/CUS1001/address/ADR1')).toEqual([
      {
        name: 'Home',
        line1: '14 MG Road',
        line2: 'Block A',
        landmark: '',
        pincode: 560001,
        area: 'Bangalore GPO',
        city: 'Bengaluru',
        state: 'Karnataka',
        default: false,
      },
    ]);
  });

  it('removes an address after confirmation', async () => {
    const fake = renderView({ routes: { 'DELETE users/profile/CUS1001/address/ADR1': {} } });
    fireEvent.click(within(await card('Address')).getByRole('button', { name: 'Remove Home' }));
    fireEvent.click(within(await dialog('Are You Sure?')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Customer Address Removed')).toBeInTheDocument();
    expect(calls(fake, 'DELETE users/profile/CUS1001/address/ADR1')).toHaveLength(1);
  });
});

describe('Add Product', () => {
  const choices = {
    'POST master/product/getByPaginationAndFilter': PRODUCTS,
    'POST master/brand/getByPaginationAndFilter': BRANDS,
    'POST master/model/getByPaginationAndFilter': MODELS,
  };
  const pick = async (form: HTMLElement, label: string, option: string) => {
    const box = within(form).getByRole('combobox', { name: new RegExp(`^${label}\\s*\\*?$`) });
    fireEvent.mouseDown(box);
    fireEvent.click(await screen.findByRole('option', { name: option }));
  };
  const today = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

  it(
    'offers published products, their types and brands; ' +
      'a purchase date under warranty must lie from 01/01/2000 to today',
    async () => {
      const created = { ...customer().products[0], id: 'UP2' };
      const fake = renderView({ routes: { ...choices, 'POST users/customer/CUS1001/products': created } });
      fireEvent.click(within(await card('Customer Product Details')).getByRole('button', { name: 'Add Product' }));
      const form = await dialog('Add Product');
      const add = within(form).getByRole('button', { name: 'Add' });
      fireEvent.change(field(form, 'Nick Name'), { target: { value: 'TV 2' } });
      expect(await within(form).findByText('Only alphabets and spaces allowed')).toBeInTheDocument();
      fireEvent.change(field(form, 'Nick Name'), { target: { value: 'Bedroom TV' } });
      await pick(form, 'Product', 'Television');
      fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Product Type/ }));
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['LED', 'OLED']);
      fireEvent.click(screen.getByRole('option', { name: 'OLED' }));
      await pick(form, 'Brand', 'Samsung');
      fireEvent.change(field(form, 'Serial Number'), { target: { value: 'SN-1' } });
      expect(await within(form).findByText('Only numbers and strings are allowed')).toBeInTheDocument();
      fireEvent.change(field(form, 'Serial Number'), { target: { value: 'SN1' } });
      fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Warranty/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Yes' }));
      const purchase = await within(form).findByRole('textbox', { name: /^Purchase Date/ });
      await waitFor(() => expect(add).toBeDisabled());
      fireEvent.change(purchase, { target: { value: '31/12/1999' } });
      expect(await within(form).findByText('Purchase date must not be before 01/01/2000')).toBeInTheDocument();
      expect(add).toBeDisabled();
      fireEvent.change(purchase, { target: { value: today } });
      await waitFor(() => expect(add).toBeEnabled());
      fireEvent.click(add);
      expect(await screen.findByText('Product Created Successfully')).toBeInTheDocument();
      const [iso] = [today.split('/').reverse().join('-')];
      expect(calls(fake, 'POST users/customer/CUS1001/products')).toEqual([
        {
          nickName: 'Bedroom TV',
          productId: 'PID1',
          productType: 'OLED',
          brandId: 'BID1',
          modelNo: '',
          serialNo: 'SN1',
          warrantyStatus: 'Yes',
          purchaseDate: iso,
          additionalDocuments: [],
        },
      ]);
    },
  );
});

describe('the purchase date as a person types it', () => {
  const choices = {
    'POST master/product/getByPaginationAndFilter': PRODUCTS,
    'POST master/brand/getByPaginationAndFilter': BRANDS,
    'POST master/model/getByPaginationAndFilter': MODELS,
  };
  const indiaDay = (offset: number) =>
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date(Date.now() + offset * 86_400_000));

  /** The Add Product dialog with Warranty Yes and nothing else chosen, and its Purchase Date field. */
  async function purchaseDate() {
    const fake = renderView({
      routes: { ...choices, 'POST users/customer/CUS1001/products': { ...customer().products[0], id: 'UP2' } },
    });
    fireEvent.click(within(await card('Customer Product Details')).getByRole('button', { name: 'Add Product' }));
    const form = await dialog('Add Product');
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: /^Warranty/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    const input = await within(form).findByRole('textbox', { name: /^Purchase Date/ });
    const user = userEvent.setup();
    /** Key by key into the DD/MM/YYYY sections, as a person types, then on to the next field. */
    const type = async (keys: string) => {
      await user.click(input);
      await user.keyboard(`{Control>}a{/Control}{Backspace}${keys}`);
      await user.tab();
    };
    return { fake, form, input, type };
  }
  const message = (form: HTMLElement) =>
    within(form)
      .getByRole('textbox', { name: /^Purchase Date/ })
      .closest('.MuiFormControl-root')!
      .querySelector('.MuiFormHelperText-root')!
      .textContent!.replace(/\u200b/g, '')
      .trim();

  it(
    'a mistyped 31/02/2024 stays as typed and says dd/MM/yyyy; ' +
      'retyped as 15/08/2024 it is taken and sent as 2024-08-15',
    async () => {
      const { fake, form, input, type } = await purchaseDate();
      const pick = async (label: string, option: string) => {
        fireEvent.mouseDown(within(form).getByRole('combobox', { name: new RegExp(`^${label}\\s*\\*?$`) }));
        fireEvent.click(await screen.findByRole('option', { name: option }));
      };
      await pick('Product', 'Television');
      await pick('Product Type', 'OLED');
      await pick('Brand', 'Samsung');
      await type('31/02/2024');
      await waitFor(() => expect(message(form)).toBe('Purchase date must be a date (dd/MM/yyyy)'));
      expect(input).toHaveValue('31/02/2024');
      const add = within(form).getByRole('button', { name: 'Add' });
      expect(add).toBeDisabled();
      await type('15/08/2024');
      expect(input).toHaveValue('15/08/2024');
      await waitFor(() => expect(add).toBeEnabled());
      expect(message(form)).toBe('');
      fireEvent.click(add);
      expect(await screen.findByText('Product Created Successfully')).toBeInTheDocument();
      expect(calls(fake, 'POST users/customer/CUS1001/products')).toEqual([
        expect.objectContaining({ warrantyStatus: 'Yes', purchaseDate: '2024-08-15' }),
      ]);
    },
  );

  it(
    'says why a day it cannot take is refused, ' + 'in the format the field shows, before the product is chosen',
    async () => {
      const { form, input, type } = await purchaseDate();
      await type('31/02/2024');
      // 31/02 does not exist: the typed text stays as it was typed, and the message names dd/MM/yyyy, never yyyy-MM-dd.
      await waitFor(() => expect(message(form)).toBe('Purchase date must be a date (dd/MM/yyyy)'));
      expect(input).toHaveValue('31/02/2024');
      await type('15/08');
      await waitFor(() => expect(message(form)).toBe('Purchase date must be a date (dd/MM/yyyy)'));
      await type('01/01/1999');
      await waitFor(() => expect(message(form)).toBe('Purchase date must not be before 01/01/2000'));
      await type(indiaDay(2));
      await waitFor(() => expect(message(form)).toBe('Purchase date must not be after today'));
      expect(within(form).queryByText(/yyyy-MM-dd/)).not.toBeInTheDocument();
      expect(within(form).getByRole('button', { name: 'Add' })).toBeDisabled();
    },
  );
});

describe('request tabs', () => {
  it('lists repair requests with their link, names, dates as MMM dd, yyyy and status', async () => {
    const fake = renderView({
      routes: { 'POST requests/getByPaginationAndFilter': { records: [requestRow()], totalRecords: 1 } },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Repair Request' }));
    const table = await screen.findByRole('table', { name: 'Repair Request' });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row).getByRole('link', { name: 'REQ100001' })).toHaveAttribute(
      'href',
      '/dashboard/repair-request/view/REQ100001',
    );
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['REQ100001', 'Television', 'GreenFix Services', 'Arun Das', 'Nov 20, 2026', 'Nov 27, 2026', 'Assigned']);
    expect(within(table).getByRole('columnheader', { name: 'Technician Name' })).toBeInTheDocument();
    expect(calls(fake, 'POST requests/getByPaginationAndFilter')).toEqual([
      {
        filters: [{ property: 'userName', operator: 'equal', value: '9876543210' }],
        pageSize: 999,
        pageNumber: 1,
        sort: -1,
        sortBy: 'createdAt',
      },
    ]);
  });

  it('keeps each waste tab to its service, with a +N badge for more products', async () => {
    const rows = [
      requestRow({
        id: 'EREQ1',
        serviceId: 'SID102',
        serviceDetails: { id: 'SID102' },
        products: [{ name: 'Laptop' }, { name: 'Phone' }, { name: 'Charger' }],
        productName: 'Laptop',
      }),
      requestRow({
        id: 'PREQ1',
        serviceId: 'SID103',
        serviceDetails: { id: 'SID103' },
        products: [{ name: 'Bottles' }],
        productName: 'Bottles',
      }),
    ];
    renderView({ routes: { 'POST pickUpRequests/getByPaginationAndFilter': { records: rows, totalRecords: 2 } } });
    fireEvent.click(await screen.findByRole('tab', { name: 'E-Waste Request' }));
    const table = await screen.findByRole('table', { name: 'E-Waste Request' });
    expect(within(table).getByRole('link', { name: 'EREQ1' })).toHaveAttribute(
      'href',
      '/dashboard/ewaste-request/view/EREQ1',
    );
    expect(within(table).getByText('+2')).toBeInTheDocument();
    expect(within(table).queryByText('PREQ1')).toBeNull();
    expect(within(table).getByRole('columnheader', { name: 'Collection Agent Name' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'UCO Request' }));
    expect(await screen.findByText('No Request Available')).toBeInTheDocument();
  });

  it('links a dealer to the view-only repair page', async () => {
    renderView({
      role: ROLES.dealer,
      routes: { 'POST requests/getByPaginationAndFilter': { records: [requestRow()], totalRecords: 1 } },
    });
    fireEvent.click(await screen.findByRole('tab', { name: 'Repair Request' }));
    expect(await screen.findByRole('link', { name: 'REQ100001' })).toHaveAttribute(
      'href',
      '/dashboard/repair-request/view-only/REQ100001',
    );
  });
});

describe('raising a request from the customer view', () => {
  it(
    'Raise Request hides the edit button, offers an address and an active product, ' +
      'and shows Book A Request once a product is chosen',
    async () => {
      const inactive = { ...customer().products[0], id: 'UP9', nickName: 'Old radio', status: 'Inactive' };
      renderView({ record: customer({ products: [...customer().products, inactive] }) });
      const details = await card('Customer Basic Details');
      expect(within(details).getByRole('button', { name: 'Edit Customer Basic Details' })).toBeInTheDocument();
      fireEvent.click(await screen.findByRole('button', { name: 'Raise Request' }));
      expect(within(details).queryByRole('button', { name: 'Edit Customer Basic Details' })).toBeNull();
      expect(screen.getByRole('radio', { name: 'Choose Old radio' })).toBeDisabled();
      fireEvent.click(screen.getByRole('radio', { name: 'Choose Home' }));
      fireEvent.click(screen.getByRole('radio', { name: 'Choose Living room TV' }));
      expect(await screen.findByText('Book A Request for Living room TV at Home')).toBeInTheDocument();
    },
  );

  it('is not offered to dealers on the customer view', async () => {
    renderView({ role: ROLES.dealer });
    await card('Customer Basic Details');
    expect(screen.queryByRole('button', { name: 'Raise Request' })).toBeNull();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_MESSAGES } from '../../domain/files';
import { BANK_MESSAGES } from '../../domain/profile/bank';
import { BRAND_PRODUCT_MESSAGES } from '../../domain/profile/brandProducts';
import { KYC_MESSAGES } from '../../domain/profile/kyc';
import { SERVICE_AREA_MESSAGES } from '../../domain/profile/serviceAreas';
import { ActivityHistoryCard } from '../../src/components/profile/ActivityHistoryCard';
import { BankDetailsCard } from '../../src/components/profile/BankDetailsCard';
import { BrandProductsCard } from '../../src/components/profile/BrandProductsCard';
import { KycDocumentsCard } from '../../src/components/profile/KycDocumentsCard';
import { matchesAreaSearch, ServiceAreasCard } from '../../src/components/profile/ServiceAreasCard';
import type { ProfileSectionApi } from '../../src/components/profile/types';
import { httpClient } from '../../src/dataProvider/httpClient';
import { uploadFile } from '../../src/dataProvider/uploadFile';
import {
  badRequest,
  completePartner,
  emptyPartner,
  fakeHttp,
  notFound,
  PINCODES,
  pincode,
  pincodeRoutes,
  renderInConsole,
  type RouteTable,
} from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/dataProvider/uploadFile', () => ({
  uploadFile: vi.fn(),
  fetchFile: vi.fn(async () => new Blob(['%PDF'], { type: 'application/pdf' })),
  downloadFile: vi.fn(),
}));

const api: ProfileSectionApi = { resource: 'channel-partner', id: 'CP1001' };
const http = (routes: RouteTable) => {
  const fake = fakeHttp(routes);
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  return fake;
};
const calls = (fake: ReturnType<typeof fakeHttp>, key: string) =>
  fake.mock.calls
    .filter(([path, request]) => `${request?.method ?? 'GET'} ${path}` === key)
    .map(([, request]) => request?.body);

// Whole profile pages with MUI forms render slowly in jsdom; leave room on a loaded machine.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(uploadFile).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

const textbox = (name: string | RegExp) => screen.getByRole('textbox', { name });
const type = (name: string | RegExp, value: string) => fireEvent.change(textbox(name), { target: { value } });
const leave = (name: string | RegExp) => fireEvent.blur(textbox(name));
const dialog = () => screen.getByRole('dialog');
const save = () => within(dialog()).getByRole('button', { name: 'Save' });

/** Picks an option of an MUI Autocomplete. */
async function pick(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(input).not.toBeDisabled());
  fireEvent.mouseDown(input);
  fireEvent.keyDown(input, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Activity History', () => {
  const entry = (minute: number) => ({
    timestamp: `2026-01-15T06:${String(minute).padStart(2, '0')}:00.000Z`,
    activity: `Step ${minute}`,
    updatedBy: { userName: 'Asha Admin' },
    remark: minute === 7 ? 'Looks fine' : null,
  });

  it('shows 5 rows a page, newest first, in India time, with the pager', async () => {
    const fake = http({ 'GET activityLogs/CP1001': [1, 7, 3, 5, 2, 6, 4].map(entry) });
    renderInConsole(<ActivityHistoryCard scope="channelPartner" api={api} />);
    const table = await screen.findByRole('table', { name: 'Activity History' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(
      within(rows[0])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['15/01/2026 11:37', 'Step 7', 'Asha Admin', 'Looks fine']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual([
      'Step 7',
      'Step 6',
      'Step 5',
      'Step 4',
      'Step 3',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(fake).toHaveBeenCalledWith('activityLogs/CP1001');
  });

  it('collapses and expands', async () => {
    http({ 'GET activityLogs/CP1001': [entry(1)] });
    renderInConsole(<ActivityHistoryCard scope="channelPartner" api={api} />);
    await screen.findByText('Step 1');
    const toggle = screen.getByRole('button', { name: 'Collapse Activity History' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand Activity History' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('Service Areas', () => {
  const render = (serviceAreaIds: string[], routes: RouteTable = {}, readOnly = false) => {
    const onSaved = vi.fn();
    const fake = http({ ...pincodeRoutes(), ...routes });
    renderInConsole(
      <ServiceAreasCard
        scope="channelPartner"
        api={api}
        serviceAreaIds={serviceAreaIds}
        readOnly={readOnly}
        onSaved={onSaved}
      />,
    );
    return { fake, onSaved };
  };

  it('searches by area name, or by pincode when numeric', () => {
    const area = { code: 560034, area: 'Koramangala' };
    expect(matchesAreaSearch(area, 'kora')).toBe(true);
    expect(matchesAreaSearch(area, '5600')).toBe(true);
    expect(matchesAreaSearch(area, '5601')).toBe(false);
    expect(matchesAreaSearch(area, 'Fort')).toBe(false);
  });

  it('lists the areas with their city; an empty search says so', async () => {
    render(['560001#Bangalore GPO', '560034#Koramangala']);
    expect(await screen.findByText('Koramangala')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByText('Bengaluru')).toHaveLength(2));
    type('Search by area or pincode', '560034');
    expect(screen.queryByText('Bangalore GPO')).not.toBeInTheDocument();
    expect(screen.getByText('Koramangala')).toBeInTheDocument();
    type('Search by area or pincode', 'Whitefield');
    expect(screen.getByText(SERVICE_AREA_MESSAGES.noAreas)).toBeInTheDocument();
  });

  it("a search that matches nothing offers 'Clear filters' instead of 'Add Details'", async () => {
    render(['560001#Bangalore GPO', '560034#Koramangala']);
    await screen.findByText('Koramangala');
    type('Search by area or pincode', 'Whitefield');
    expect(screen.queryByRole('button', { name: 'Add Details' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(textbox('Search by area or pincode')).toHaveValue('');
    expect(screen.getByText('Koramangala')).toBeInTheDocument();
  });

  it("says 'Pincodes Are Not Available' when the master has none", async () => {
    render([], pincodeRoutes([]));
    fireEvent.click(screen.getByRole('button', { name: 'Add Service Areas' }));
    expect(await within(dialog()).findByText(SERVICE_AREA_MESSAGES.noPincodes)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('adds areas picked through state, district and city; Save waits for a tick', async () => {
    const answer = completePartner();
    const { fake, onSaved } = render(['560001#Bangalore GPO'], { 'PATCH channel-partner/CP1001/serviceAreas': answer });
    fireEvent.click(screen.getByRole('button', { name: 'Add Service Areas' }));
    await pick('State', 'Karnataka');
    await pick('District', 'Bangalore');
    await pick('City', 'Bengaluru');
    const checklist = await within(dialog()).findByRole('group', { name: 'Area' });
    expect(within(checklist).getByRole('checkbox', { name: 'Bangalore GPO (560001)' })).toBeDisabled();
    expect(save()).toBeDisabled();
    fireEvent.click(within(checklist).getByRole('checkbox', { name: 'Koramangala (560034)' }));
    expect(save()).toBeEnabled();
    fireEvent.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    expect(calls(fake, 'PATCH channel-partner/CP1001/serviceAreas')).toEqual([
      { serviceAreaIds: ['560034#Koramangala'] },
    ]);
    expect(await screen.findByText(SERVICE_AREA_MESSAGES.added)).toBeInTheDocument();
  });

  it("shows 'No areas are available for above selection' for an empty pincode choice", async () => {
    render(
      [],
      pincodeRoutes(
        [pincode(110001, 'Connaught Place', 'New Delhi', 'Central Delhi', 'Delhi')].concat({
          ...pincode(110002, 'Gone', 'New Delhi', 'Central Delhi', 'Delhi'),
          status: 'Inactive',
        }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Service Areas' }));
    await pick('State', 'Delhi');
    await pick('District', 'Central Delhi');
    await pick('City', 'New Delhi');
    await pick('Pincode', '110002');
    expect(await within(dialog()).findByText(SERVICE_AREA_MESSAGES.noAreas)).toBeInTheDocument();
  });

  it('a technician is offered only the areas given to it (extension point)', async () => {
    http({ ...pincodeRoutes() });
    renderInConsole(
      <ServiceAreasCard
        scope="technician"
        api={{ resource: 'technician', id: 'T1' }}
        serviceAreaIds={[]}
        offeredAreas={[PINCODES[1]]}
        onSaved={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Service Areas' }));
    const checklist = await within(dialog()).findByRole('group', { name: 'Area' });
    expect(
      within(checklist)
        .getAllByRole('checkbox')
        .map((box) => box.closest('label')?.textContent),
    ).toEqual(['Koramangala (560034)']);
  });

  it('deletes after the confirmation', async () => {
    const { fake } = render(['560034#Koramangala'], {
      'DELETE channel-partner/CP1001/serviceAreas/560034%23Koramangala': emptyPartner(),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Koramangala (560034)' }));
    expect(screen.getByText(SERVICE_AREA_MESSAGES.deleteConfirm)).toBeInTheDocument();
    expect(screen.getByText('Are You Sure?')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(SERVICE_AREA_MESSAGES.deleted)).toBeInTheDocument();
    expect(calls(fake, 'DELETE channel-partner/CP1001/serviceAreas/560034%23Koramangala')).toHaveLength(1);
  });

  it('read-only: no Add, no delete', async () => {
    render(['560034#Koramangala'], {}, true);
    await screen.findByText('Koramangala');
    expect(screen.queryByRole('button', { name: 'Add Service Areas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});

describe('Product & Brands', () => {
  const masters = (brands: { id: string; name: string }[], products: { id: string; name: string }[]): RouteTable => ({
    'POST master/brand/getByPaginationAndFilter': { records: brands, totalRecords: brands.length },
    'POST master/product/getByPaginationAndFilter': { records: products, totalRecords: products.length },
  });

  it("shows 'No Products Added' when empty", () => {
    http({});
    renderInConsole(<BrandProductsCard scope="channelPartner" api={api} brandsProducts={[]} onSaved={vi.fn()} />);
    expect(screen.getByText(BRAND_PRODUCT_MESSAGES.empty)).toBeInTheDocument();
  });

  it("says 'Brands or products are not available' when nothing is published", async () => {
    http(masters([], []));
    renderInConsole(<BrandProductsCard scope="channelPartner" api={api} brandsProducts={[]} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Product & Brands' }));
    expect(await within(dialog()).findByText(BRAND_PRODUCT_MESSAGES.unavailable)).toBeInTheDocument();
    expect(save()).toBeDisabled();
  });

  it('adds a brand with products; Save waits for both', async () => {
    const fake = http({
      ...masters(
        [{ id: 'BID2', name: 'LG' }],
        [
          { id: 'PID1', name: 'Television' },
          { id: 'PID2', name: 'Washing Machine' },
        ],
      ),
      'PATCH channel-partner/CP1001/brand': completePartner(),
    });
    renderInConsole(<BrandProductsCard scope="channelPartner" api={api} brandsProducts={[]} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add Product & Brands' }));
    expect(save()).toBeDisabled();
    await pick('Brand', 'LG');
    expect(save()).toBeDisabled();
    await pick('Products', 'Washing Machine');
    expect(save()).toBeEnabled();
    fireEvent.click(save());
    expect(await screen.findByText(BRAND_PRODUCT_MESSAGES.added)).toBeInTheDocument();
    expect(calls(fake, 'PATCH channel-partner/CP1001/brand')).toEqual([
      { brandId: 'BID2', name: 'LG', products: [{ productId: 'PID2', name: 'Washing Machine' }] },
    ]);
  });

  it('edit: Save stays disabled while the products equal the existing ones', async () => {
    const fake = http({
      ...masters(
        [{ id: 'BID1', name: 'Samsung' }],
        [
          { id: 'PID1', name: 'Television' },
          { id: 'PID2', name: 'Washing Machine' },
        ],
      ),
      'PATCH channel-partner/CP1001/brand/update': completePartner(),
    });
    renderInConsole(
      <BrandProductsCard
        scope="channelPartner"
        api={api}
        brandsProducts={completePartner().brandsProducts}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.getByText('Samsung')).toBeInTheDocument();
    expect(screen.getByText('Television')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Edit Samsung' }));
    expect(screen.getByRole('combobox', { name: 'Brand' })).toBeDisabled();
    expect(save()).toBeDisabled();
    await pick('Products', 'Washing Machine');
    expect(save()).toBeEnabled();
    fireEvent.click(save());
    expect(await screen.findByText(BRAND_PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(calls(fake, 'PATCH channel-partner/CP1001/brand/update')[0]).toMatchObject({
      brandId: 'BID1',
      products: [{ productId: 'PID1' }, { productId: 'PID2' }],
    });
  });

  it('deletes a brand after the confirmation', async () => {
    http({ 'DELETE channel-partner/CP1001/brand/BID1': emptyPartner() });
    renderInConsole(
      <BrandProductsCard
        scope="channelPartner"
        api={api}
        brandsProducts={completePartner().brandsProducts}
        onSaved={vi.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete Samsung' }));
    expect(screen.getByText(BRAND_PRODUCT_MESSAGES.deleteConfirm)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(BRAND_PRODUCT_MESSAGES.deleted)).toBeInTheDocument();
  });
});

describe('Bank Details', () => {
  const ifsc = { BANK: 'HDFC Bank', BRANCH: 'MG Road', CITY: 'Bengaluru', IFSC: 'HDFC0000001' };
  const open = (routes: RouteTable, bankDetails = emptyPartner().bankDetails) => {
    const fake = http(routes);
    renderInConsole(<BankDetailsCard scope="channelPartner" api={api} bankDetails={bankDetails} onSaved={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: bankDetails ? 'Edit Bank Details' : 'Add Bank Details' }));
    return fake;
  };

  it('shows the stored details with the account number masked as answered', () => {
    http({});
    renderInConsole(
      <BankDetailsCard
        scope="channelPartner"
        api={api}
        bankDetails={completePartner().bankDetails}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.getByText('XXXXXXXX9012')).toBeInTheDocument();
    expect(screen.getByText('HDFC Bank')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'View Cheque' })).toBeInTheDocument();
  });

  it('gives the field messages: holder letters, account digits and length, mismatch, IFSC length', async () => {
    open({});
    type(/^Account Holder Name/, 'Green Fix 2');
    leave(/^Account Holder Name/);
    expect(await screen.findByText(BANK_MESSAGES.holderLetters)).toBeInTheDocument();
    type(/^Account Number/, '12ab');
    leave(/^Account Number/);
    expect(await screen.findByText(BANK_MESSAGES.numberDigits)).toBeInTheDocument();
    type(/^Account Number/, '12345678');
    expect(await screen.findByText(BANK_MESSAGES.numberLength)).toBeInTheDocument();
    type(/^Account Number/, '123456789012');
    type(/^Confirm Account Number/, '123456789013');
    leave(/^Confirm Account Number/);
    expect(await screen.findByText(BANK_MESSAGES.mismatch)).toBeInTheDocument();
    type(/^IFSC Code/, 'HDFC00001');
    leave(/^IFSC Code/);
    expect(await screen.findByText(BANK_MESSAGES.ifscLength)).toBeInTheDocument();
    expect(screen.getByText(BANK_MESSAGES.note)).toBeInTheDocument();
  });

  it('blocks pasting into the confirmation', () => {
    open({});
    const confirm = textbox(/^Confirm Account Number/);
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    act(() => {
      confirm.dispatchEvent(paste);
    });
    expect(paste.defaultPrevented).toBe(true);
  });

  it(
    "an unknown IFSC shows 'Invalid IFSC Code' and disables Save; " + 'a known one fills bank, branch and city',
    async () => {
      open({ 'GET ifsc/HDFC0000002': notFound('Invalid IFSC Code'), 'GET ifsc/HDFC0000001': ifsc });
      type(/^IFSC Code/, 'HDFC0000002');
      expect(await within(dialog()).findByText(BANK_MESSAGES.ifscInvalid)).toBeInTheDocument();
      expect(save()).toBeDisabled();
      type(/^IFSC Code/, 'HDFC0000001');
      await waitFor(() => expect(textbox(/^Bank Name/)).toHaveValue('HDFC Bank'));
      expect(textbox(/^Branch/)).toHaveValue('MG Road');
      expect(textbox(/^City/)).toHaveValue('Bengaluru');
      expect(textbox(/^Bank Name/)).toHaveAttribute('readonly');
      expect(within(dialog()).queryByText(BANK_MESSAGES.ifscInvalid)).not.toBeInTheDocument();
      expect(save()).toBeEnabled();
    },
  );

  it('saves a complete form with the uploaded cheque', async () => {
    const fake = open({ 'GET ifsc/HDFC0000001': ifsc, 'PATCH channel-partner/CP1001/bankDetails': completePartner() });
    vi.mocked(uploadFile).mockResolvedValue({
      name: 'cheque.pdf',
      type: 'application/pdf',
      key: 'channelPartner/CP1001/k.pdf',
      size: 10,
    });
    type(/^IFSC Code/, 'hdfc0000001');
    await waitFor(() => expect(textbox(/^Bank Name/)).toHaveValue('HDFC Bank'));
    type(/^Account Holder Name/, 'GreenFix Services');
    type(/^Account Number/, '123456789012');
    type(/^Confirm Account Number/, '123456789012');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Account Type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Saving Account' }));
    fireEvent.click(save());
    expect(await screen.findByText(BANK_MESSAGES.chequeRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('file-input-channelPartner'), {
      target: { files: [new File(['%PDF'], 'cheque.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog()).findByText('cheque.pdf')).toBeInTheDocument();
    fireEvent.click(save());
    expect(await screen.findByText(BANK_MESSAGES.added)).toBeInTheDocument();
    expect(calls(fake, 'PATCH channel-partner/CP1001/bankDetails')[0]).toMatchObject({
      ifscCode: 'HDFC0000001',
      name: 'HDFC Bank',
      accountNumber: '123456789012',
      accountType: 'Saving Account',
      cheque: { name: 'cheque.pdf', type: 'application/pdf', key: 'channelPartner/CP1001/k.pdf' },
    });
    // The confirmation is checked in the form and stays there: the spec's bank details do not carry it.
    expect(calls(fake, 'PATCH channel-partner/CP1001/bankDetails')[0]).not.toHaveProperty('confirmAccountNumber');
    expect(vi.mocked(uploadFile).mock.calls[0][3]).toEqual({ id: 'CP1001', entityType: 'channelPartner' });
  });

  /** Types a valid form around the IFSC lookup and uploads the cheque. */
  async function fillValid(ifscCode = 'HDFC0000001') {
    vi.mocked(uploadFile).mockResolvedValue({
      name: 'cheque.pdf',
      type: 'application/pdf',
      key: 'channelPartner/CP1001/k.pdf',
      size: 10,
    });
    type(/^IFSC Code/, ifscCode);
    await waitFor(() => expect(textbox(/^Bank Name/)).not.toHaveValue(''));
    type(/^Account Holder Name/, 'GreenFix Services');
    type(/^Account Number/, '123456789012');
    type(/^Confirm Account Number/, '123456789012');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Account Type/ }));
    fireEvent.click(screen.getByRole('option', { name: 'Saving Account' }));
    fireEvent.change(screen.getByTestId('file-input-channelPartner'), {
      target: { files: [new File(['%PDF'], 'cheque.pdf', { type: 'application/pdf' })] },
    });
    expect(await within(dialog()).findByText('cheque.pdf')).toBeInTheDocument();
  }

  it("an empty section says 'No Data Available' and 'Add Details' opens the form", () => {
    http({});
    renderInConsole(<BankDetailsCard scope="channelPartner" api={api} bankDetails={null} onSaved={vi.fn()} />);
    expect(screen.getByText('No Data Available')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Details' }));
    expect(within(dialog()).getByRole('textbox', { name: /^IFSC Code/ })).toBeInTheDocument();
  });

  it('a field the server refuses shows under that field in the dialog, not as a toast', async () => {
    const refusal = badRequest('Bank details are not valid', {
      accountHolderName: 'Name does not match the bank records',
    });
    open({ 'GET ifsc/HDFC0000001': ifsc, 'PATCH channel-partner/CP1001/bankDetails': refusal });
    await fillValid();
    fireEvent.click(save());
    const message = await within(dialog()).findByText('Name does not match the bank records');
    expect(message.id).toBe(textbox(/^Account Holder Name/).getAttribute('aria-describedby'));
    expect(screen.queryByText('Bank details are not valid')).not.toBeInTheDocument();
  });

  it(
    'a valid code the directory has no branch for: ' +
      'the bank name is filled, branch and city are typed and required',
    async () => {
      const fake = open({
        'GET ifsc/ICIC0000001': { BANK: 'ICICI Bank', BRANCH: '', CITY: '', IFSC: 'ICIC0000001' },
        'PATCH channel-partner/CP1001/bankDetails': completePartner(),
      });
      await fillValid('ICIC0000001');
      expect(textbox(/^Bank Name/)).toHaveValue('ICICI Bank');
      expect(textbox(/^Bank Name/)).toHaveAttribute('readonly');
      expect(textbox(/^Branch/)).not.toHaveAttribute('readonly');
      expect(textbox(/^City/)).not.toHaveAttribute('readonly');
      fireEvent.click(save());
      expect(await within(dialog()).findByText(BANK_MESSAGES.branchRequired)).toBeInTheDocument();
      expect(within(dialog()).getByText(BANK_MESSAGES.cityRequired)).toBeInTheDocument();
      type(/^Branch/, 'Bandra Kurla Complex');
      type(/^City/, 'Mumbai');
      fireEvent.click(save());
      expect(await screen.findByText(BANK_MESSAGES.added)).toBeInTheDocument();
      expect(calls(fake, 'PATCH channel-partner/CP1001/bankDetails')[0]).toMatchObject({
        ifscCode: 'ICIC0000001',
        name: 'ICICI Bank',
        branch: 'Bandra Kurla Complex',
        city: 'Mumbai',
      });
    },
  );

  it("a failed cheque upload toasts 'Failed To Upload Cheque'", async () => {
    open({});
    vi.mocked(uploadFile).mockRejectedValue(badRequest('Storage is down'));
    fireEvent.change(screen.getByTestId('file-input-channelPartner'), {
      target: { files: [new File(['x'], 'cheque.png', { type: 'image/png' })] },
    });
    expect(await screen.findByText(FILE_MESSAGES.chequeUploadFailed)).toBeInTheDocument();
  });
});

describe('KYC Documents', () => {
  const render = (
    scope: 'channelPartner' | 'technician',
    documents = emptyPartner().documentDetails,
    routes: RouteTable = {},
  ) => {
    const fake = http(routes);
    renderInConsole(<KycDocumentsCard scope={scope} api={api} documents={documents} onSaved={vi.fn()} />);
    return fake;
  };
  const rowTypes = () =>
    within(screen.getByRole('table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0].textContent);

  it('lists the mandatory documents: GST only when the scope is not technician', () => {
    render('channelPartner');
    expect(rowTypes()).toEqual(['Aadhar Card Mandatory', 'PAN Card Mandatory', 'GST Mandatory']);
  });

  it('a technician has no GST row', () => {
    render('technician');
    expect(rowTypes()).toEqual(['Aadhar Card Mandatory', 'PAN Card Mandatory']);
  });

  it('the file chooser opens only once the number is valid; Aadhar wants digits', async () => {
    render('channelPartner');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document Aadhar Card' }));
    const choose = within(dialog()).getByRole('button', { name: 'Choose File' });
    expect(choose).toBeDisabled();
    type(/^Document Number/, '1234abcd9012');
    expect(await within(dialog()).findByText(KYC_MESSAGES.digits)).toBeInTheDocument();
    expect(choose).toBeDisabled();
    type(/^Document Number/, '123456789012');
    await waitFor(() => expect(choose).toBeEnabled());
  });

  it('PAN wants letters and numbers only', async () => {
    render('channelPartner');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document PAN Card' }));
    type(/^Document Number/, 'ABCDE-1234F');
    expect(await within(dialog()).findByText(KYC_MESSAGES.alphanumeric)).toBeInTheDocument();
  });

  it('an optional document type must be unique', async () => {
    render(
      'channelPartner',
      completePartner({
        documentDetails: [
          ...completePartner().documentDetails,
          {
            _id: 'D4',
            docType: 'Trade Licence',
            docNumber: 'TL1',
            file: completePartner().documentDetails[0].file,
            mandatory: false,
          },
        ],
      }).documentDetails,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add Document' }));
    type(/^Document Type/, 'trade licence');
    leave(/^Document Type/);
    expect(await within(dialog()).findByText(KYC_MESSAGES.typeUnique)).toBeInTheDocument();
    type(/^Document Number/, 'TL22');
    expect(within(dialog()).getByRole('button', { name: 'Choose File' })).toBeDisabled();
  });

  it("a file of another type: 'File Format is not supported' under the field and the toast", async () => {
    render('channelPartner');
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document PAN Card' }));
    type(/^Document Number/, 'ABCDE1234F');
    fireEvent.change(screen.getByTestId('file-input-channelPartner'), {
      target: { files: [new File(['x'], 'pan.docx')] },
    });
    expect(await within(dialog()).findByText(FILE_MESSAGES.unsupported)).toBeInTheDocument();
    expect(await screen.findByText(FILE_MESSAGES.unsupportedToast)).toBeInTheDocument();
    expect(uploadFile).not.toHaveBeenCalled();
    expect(save()).toBeDisabled();
  });

  it('uploads a document and deletes one after the confirmation', async () => {
    const fake = render('channelPartner', emptyPartner().documentDetails, {
      'PATCH channel-partner/CP1001/document': completePartner(),
    });
    vi.mocked(uploadFile).mockResolvedValue({
      name: 'pan.png',
      type: 'image/png',
      key: 'channelPartner/CP1001/pan.png',
      size: 3,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document PAN Card' }));
    type(/^Document Number/, 'ABCDE1234F');
    fireEvent.change(screen.getByTestId('file-input-channelPartner'), {
      target: { files: [new File(['x'], 'pan.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText(KYC_MESSAGES.uploaded)).toBeInTheDocument();
    expect(calls(fake, 'PATCH channel-partner/CP1001/document')).toEqual([
      {
        docType: 'PAN Card',
        docNumber: 'ABCDE1234F',
        file: { name: 'pan.png', type: 'image/png', key: 'channelPartner/CP1001/pan.png' },
      },
    ]);
  });

  it('a submit flags every invalid field at once, and nothing is sent', async () => {
    const withLicence = [
      ...completePartner().documentDetails,
      {
        _id: 'D4',
        docType: 'Trade Licence',
        docNumber: 'TL1',
        file: completePartner().documentDetails[0].file,
        mandatory: false,
      },
    ];
    const fake = render('channelPartner', withLicence, { 'PATCH channel-partner/CP1001/document': completePartner() });
    vi.mocked(uploadFile).mockResolvedValue({
      name: 'licence.pdf',
      type: 'application/pdf',
      key: 'channelPartner/CP1001/licence.pdf',
      size: 3,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add Document' }));
    type(/^Document Type/, 'Shop Licence');
    type(/^Document Number/, 'SL1');
    fireEvent.change(screen.getByTestId('file-input-channelPartner'), {
      target: { files: [new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' })] },
    });
    await waitFor(() => expect(save()).toBeEnabled());
    // The type is changed without leaving it, so its message waits; the number's shows as it is typed.
    type(/^Document Type/, 'trade licence');
    type(/^Document Number/, 'SL-1');
    expect(await within(dialog()).findByText(KYC_MESSAGES.alphanumeric)).toBeInTheDocument();
    expect(within(dialog()).queryByText(KYC_MESSAGES.typeUnique)).not.toBeInTheDocument();
    fireEvent.click(save());
    expect(await within(dialog()).findByText(KYC_MESSAGES.typeUnique)).toBeInTheDocument();
    expect(within(dialog()).getByText(KYC_MESSAGES.alphanumeric)).toBeInTheDocument();
    expect(textbox(/^Document Type/)).toHaveAttribute('aria-invalid', 'true');
    expect(textbox(/^Document Number/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls(fake, 'PATCH channel-partner/CP1001/document')).toEqual([]);
  });

  it('a number the server refuses shows under the number field, not as a toast, until the number changes', async () => {
    const refusal = badRequest('Document is not valid', { docNumber: 'PAN Card number is already registered' });
    const fake = render('channelPartner', emptyPartner().documentDetails, {
      'PATCH channel-partner/CP1001/document': refusal,
    });
    vi.mocked(uploadFile).mockResolvedValue({
      name: 'pan.png',
      type: 'image/png',
      key: 'channelPartner/CP1001/pan.png',
      size: 3,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document PAN Card' }));
    type(/^Document Number/, 'ABCDE1234F');
    fireEvent.change(screen.getByTestId('file-input-channelPartner'), {
      target: { files: [new File(['x'], 'pan.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    const message = await within(dialog()).findByText('PAN Card number is already registered');
    expect(message.id).toBe(textbox(/^Document Number/).getAttribute('aria-describedby'));
    expect(screen.queryByText('Document is not valid')).not.toBeInTheDocument();
    // The same answer again would be refused again: Save and the chooser wait for another number.
    expect(save()).toBeDisabled();
    expect(within(dialog()).getByRole('button', { name: 'Choose File' })).toBeDisabled();
    type(/^Document Number/, 'ABCDE1234G');
    await waitFor(() =>
      expect(within(dialog()).queryByText('PAN Card number is already registered')).not.toBeInTheDocument(),
    );
    expect(save()).toBeEnabled();
    expect(calls(fake, 'PATCH channel-partner/CP1001/document')).toHaveLength(1);
  });

  it('a refusal naming no field of the dialog is a toast', async () => {
    render('channelPartner', emptyPartner().documentDetails, {
      'PATCH channel-partner/CP1001/document': badRequest('Document is not valid', { mandatory: 'Not allowed' }),
    });
    vi.mocked(uploadFile).mockResolvedValue({
      name: 'pan.png',
      type: 'image/png',
      key: 'channelPartner/CP1001/pan.png',
      size: 3,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload Document PAN Card' }));
    type(/^Document Number/, 'ABCDE1234F');
    fireEvent.change(screen.getByTestId('file-input-channelPartner'), {
      target: { files: [new File(['x'], 'pan.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(save()).toBeEnabled());
    fireEvent.click(save());
    expect(await screen.findByText('Document is not valid')).toBeInTheDocument();
    expect(screen.queryByText('Not allowed')).not.toBeInTheDocument();
  });

  it('deletes after the confirmation and views a document', async () => {
    render('channelPartner', completePartner().documentDetails, {
      'DELETE channel-partner/CP1001/document/D2': emptyPartner(),
    });
    fireEvent.click(screen.getByRole('button', { name: 'View PAN Card' }));
    expect(await screen.findByRole('img', { name: 'PAN Card' })).toHaveAttribute('src', 'blob:file');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete PAN Card' }));
    expect(screen.getByText(KYC_MESSAGES.deleteConfirm)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(KYC_MESSAGES.deleted)).toBeInTheDocument();
  });

  it('an admin reveals the full number', async () => {
    http({ 'GET channel-partner/CP1001/document/D1/number': { docNumber: '987654321234' } });
    renderInConsole(
      <KycDocumentsCard
        scope="channelPartner"
        api={{ ...api, canRevealNumbers: true }}
        documents={completePartner().documentDetails}
        onSaved={vi.fn()}
      />,
    );
    expect(screen.getByText('XXXXXXXX1234')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show full number Aadhar Card' }));
    expect(await screen.findByText('987654321234')).toBeInTheDocument();
  });
});

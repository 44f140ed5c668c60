import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PICKUP_PRODUCT_MESSAGES } from '../../domain/requests/products';
import type { RequestRecord } from '../../domain/requests/records';
import { ROLES, type Role } from '../../domain/roles';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient, type HttpRequest } from '../../src/dataProvider/httpClient';
import RequestPage from '../../src/resources/requests/view/RequestPage';
import { bookedRequest } from './bookingFixtures';
import { requestRoutesFollowingWrites } from './support/requestWrites';
import { fakeHttp, renderInConsole, type RouteTable } from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });
beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

const ID = 'EREQ00000007';
const KGS = { id: 'UOM102', name: 'Kg', code: 'KGS' };
const NOS = { id: 'UOM101', name: 'Nos', code: 'NOS' };
const fridge = {
  ...bookedRequest().products[0],
  userProductId: 'UP1',
  name: 'Refrigerator',
  nickName: 'Kitchen',
  brandName: 'LG',
  eWasteItem: null,
  quantity: null,
};
const phone = { ...fridge, userProductId: 'UP2', name: 'Mobile Phone', nickName: '', brandName: 'Samsung' };
const pickUp = (overrides: Partial<RequestRecord> = {}) =>
  bookedRequest({
    id: ID,
    kind: 'pickUp',
    serviceId: 'SID102',
    serviceName: 'E-Waste',
    status: 'Scheduled',
    issues: [],
    products: [fridge],
    assignee: {
      channelPartnerId: 'CP1001',
      channelPartnerName: 'GreenFix Services',
      technicianId: 'TID1',
      technicianName: 'Ravi Kumar',
    },
    ...overrides,
  });
const OPTIONS = {
  items: [
    { id: 'EWI108', name: 'Refrigerator', uom: NOS, rate: 800 },
    { id: 'EWI107', name: 'Solar panel', uom: KGS, rate: 40 },
  ],
  products: [
    {
      userProductId: 'UP2',
      productId: 'PID2',
      name: 'Mobile Phone',
      productType: 'Smartphone',
      brandName: 'Samsung',
      nickName: '',
      modelNo: '',
    },
  ],
};

function http(request: RequestRecord, extra: RouteTable = {}) {
  const fake = fakeHttp({
    [`GET activityLogs/${ID}`]: [],
    'POST comments/getByPaginationAndFilter': { records: [], totalRecords: 0 },
    'POST payments/getByPaginationAndFilter': { records: [], totalRecords: 0 },
    [`GET pickUpRequests/${ID}/products/options`]: OPTIONS,
    // The page reads the request again after a write: GET answers what the last write left, as the server does.
    ...requestRoutesFollowingWrites(request, extra),
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  return fake;
}
const bodyOf = (fake: ReturnType<typeof http>, method: string, path: string) =>
  (
    fake.mock.calls.find(
      ([p, r]) => p === path && ((r as HttpRequest | undefined)?.method ?? 'GET') === method,
    )?.[1] as HttpRequest | undefined
  )?.body;

async function openPage(role: Role, request: RequestRecord) {
  const path = 'ewaste-request/view/:id';
  renderInConsole(<RequestPage route={ROUTES.find((entry) => entry.path === path)!} />, {
    role,
    path: `/ewaste-request/view/${ID}`,
    pattern: `/${path}`,
  });
  expect(await screen.findByRole('heading', { level: 1, name: request.id })).toBeInTheDocument();
}
const productsCard = () =>
  screen.getByRole('heading', { level: 2, name: 'Products', hidden: true }).closest('section')!;
/** A field's accessible name: its label, with the required marker if any. */
const named = (label: string) => new RegExp(`^${label.replace(/[()']/g, '\\$&')}( \\*)?$`);
const pick = async (dialog: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: named(label) }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
};

describe('the Products card of a pick-up request', () => {
  it('lists each product with its brand, waste item and quantity in the item’s unit', async () => {
    const weighed = pickUp({
      products: [{ ...fridge, eWasteItem: { id: 'EWI107', name: 'Solar panel', uom: KGS }, quantity: 42.5 }, phone],
    });
    http(weighed);
    await openPage(ROLES.admin, weighed);
    const card = within(productsCard());
    expect(card.getByText('Refrigerator (Kitchen)')).toBeInTheDocument();
    expect(card.getByText('Solar panel')).toBeInTheDocument();
    expect(card.getByText('42.5 KGS')).toBeInTheDocument();
    expect(card.getAllByText('Not set')).toHaveLength(2);
  });

  it('adds the customer’s products offered by the options route, with a waste item and quantity', async () => {
    const fake = http(pickUp(), {
      [`PUT pickUpRequests/${ID}/products`]: pickUp({
        products: [fridge, { ...phone, eWasteItem: { id: 'EWI107', name: 'Solar panel', uom: KGS }, quantity: 1.5 }],
      }),
    });
    await openPage(ROLES.channelPartner, pickUp());
    fireEvent.click(within(productsCard()).getByRole('button', { name: 'Add Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Products' });
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    await pick(dialog, "Customer's products", 'Mobile Phone · Samsung');
    await pick(dialog, 'Waste Item', 'Solar panel (KGS)');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity KGS' }), { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PICKUP_PRODUCT_MESSAGES.added)).toBeInTheDocument();
    expect(bodyOf(fake, 'PUT', `pickUpRequests/${ID}/products`)).toEqual({
      products: [{ userProductId: 'UP2', eWasteItemId: 'EWI107', quantity: 1.5 }],
    });
    expect(await within(productsCard()).findByText('1.5 KGS')).toBeInTheDocument();
  });

  it('says at the waste item why Submit waits when a quantity is typed without one', async () => {
    http(pickUp());
    await openPage(ROLES.channelPartner, pickUp());
    fireEvent.click(within(productsCard()).getByRole('button', { name: 'Add Products' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Products' });
    await pick(dialog, "Customer's products", 'Mobile Phone · Samsung');
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Quantity' }), { target: { value: '2' } });
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Waste Item' })).toHaveAccessibleDescription(
      PICKUP_PRODUCT_MESSAGES.itemForQuantity,
    );
    await pick(dialog, 'Waste Item', 'Solar panel (KGS)');
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(within(dialog).queryByText(PICKUP_PRODUCT_MESSAGES.itemForQuantity)).toBeNull();
  });

  it('says so when the customer has no other product to add', async () => {
    http(pickUp(), { [`GET pickUpRequests/${ID}/products/options`]: { ...OPTIONS, products: [] } });
    await openPage(ROLES.admin, pickUp());
    fireEvent.click(within(productsCard()).getByRole('button', { name: 'Add Products' }));
    expect(
      await screen.findByText("All of the customer's active products are already on this request"),
    ).toBeInTheDocument();
  });

  it('the collection agent weighs a product in (PUT …/product/update) but neither adds nor removes', async () => {
    const request = pickUp({ status: 'Picked Up', products: [fridge, phone] });
    const fake = http(request, {
      [`PUT pickUpRequests/${ID}/product/update`]: {
        ...request,
        products: [{ ...fridge, eWasteItem: { id: 'EWI108', name: 'Refrigerator', uom: NOS }, quantity: 1 }, phone],
      },
    });
    await openPage(ROLES.technician, request);
    const card = within(productsCard());
    expect(card.queryByRole('button', { name: 'Add Products' })).toBeNull();
    expect(card.queryByRole('button', { name: /Remove/ })).toBeNull();
    fireEvent.click(card.getByRole('button', { name: 'Set item and quantity of Refrigerator (Kitchen)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set item and quantity of Refrigerator (Kitchen)' });
    await pick(dialog, 'Waste Item', 'Refrigerator (NOS)');
    const quantity = within(dialog).getByRole('spinbutton', { name: named('Quantity NOS') });
    fireEvent.change(quantity, { target: { value: '0.0001' } });
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(within(dialog).getByText(PICKUP_PRODUCT_MESSAGES.quantityDecimals)).toBeInTheDocument();
    // A refrigerator is counted (NOS): one and a half of them is refused, and the field says why.
    fireEvent.change(quantity, { target: { value: '1.5' } });
    expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(within(dialog).getByText(PICKUP_PRODUCT_MESSAGES.quantityWhole)).toBeInTheDocument();
    fireEvent.change(quantity, { target: { value: '1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(PICKUP_PRODUCT_MESSAGES.updated)).toBeInTheDocument();
    expect(bodyOf(fake, 'PUT', `pickUpRequests/${ID}/product/update`)).toEqual({
      productId: 'UP1',
      eWasteItemId: 'EWI108',
      quantity: 1,
    });
    expect(await within(productsCard()).findByText('1 NOS')).toBeInTheDocument();
  });

  it('removes a product after confirmation, never offering to remove the last one', async () => {
    const request = pickUp({ products: [fridge, phone] });
    const fake = http(request, { [`DELETE pickUpRequests/${ID}/product/UP2`]: pickUp() });
    await openPage(ROLES.admin, request);
    fireEvent.click(within(productsCard()).getByRole('button', { name: 'Remove Mobile Phone' }));
    const confirm = await screen.findByRole('dialog', { name: 'Are You Sure?' });
    expect(within(confirm).getByText('Remove Mobile Phone from this pick-up request?')).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: /confirm|yes|delete/i }));
    expect(await screen.findByText(PICKUP_PRODUCT_MESSAGES.removed)).toBeInTheDocument();
    expect(
      fake.mock.calls.some(
        ([path, r]) => path === `pickUpRequests/${ID}/product/UP2` && (r as HttpRequest).method === 'DELETE',
      ),
    ).toBe(true);
    await waitFor(() => expect(within(productsCard()).queryByRole('button', { name: /Remove/ })).toBeNull());
  });

  it('offers no product action on a completed pick-up', async () => {
    const done = pickUp({ status: 'Completed', products: [fridge, phone] });
    http(done);
    await openPage(ROLES.admin, done);
    const card = within(productsCard());
    expect(card.queryByRole('button', { name: 'Add Products' })).toBeNull();
    expect(card.queryByRole('button', { name: /Remove|Set item/ })).toBeNull();
  });
});

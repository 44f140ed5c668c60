import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES } from '../../domain/customers/address';
import { PRODUCT_MESSAGES } from '../../domain/customers/product';
import { FILE_MESSAGES } from '../../domain/files';
import { activities, caller, catalogueIds, expecting, startPartnerServer } from './channelPartners.helpers';
import { address, count, dealerToken, profile } from './customers.helpers';
import { SAMPLE_PDF, SAMPLE_PNG, uploadTestDocuments } from './support/uploads';
import { bearer, type TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
let customer: { id: string };
let ids: Awaited<ReturnType<typeof catalogueIds>>;
beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  admin = server.tokens.admin;
  customer = await json(admin, 'POST', 'users/customer', profile('9876530000'), 201);
  ids = await catalogueIds(server);
});
afterAll(() => server?.close());

const unchanged = async (write: () => Promise<unknown>) => {
  const tables = ['customer_addresses', 'customer_products', 'activity_logs'];
  const before = await Promise.all(tables.map((t) => count(server, t)));
  await write();
  expect(await Promise.all(tables.map((t) => count(server, t)))).toEqual(before);
};

describe('customer addresses (POST users/profile/{profileId}/address, its edit and removal)', () => {
  it('adds, edits and removes an address; one default at a time', async () => {
    const base = `users/profile/${customer.id}/address`;
    const home = await json(admin, 'POST', base, address(), 201);
    expect(home).toEqual({ id: expect.stringMatching(/^ADR\d+$/), ...address() });
    const work = await json(
      admin,
      'POST',
      base,
      address({ name: 'Work', area: 'Vidhana Soudha', line2: undefined }),
      201,
    );
    expect(work).toMatchObject({ name: 'Work', line2: '', default: true });
    expect(
      (await json(admin, 'GET', `users/customer/${customer.id}`)).addresses.map(
        (a: { name: string; default: boolean }) => [a.name, a.default],
      ),
    ).toEqual([
      ['Home', false],
      ['Work', true],
    ]);

    const edited = await json(
      admin,
      'PUT',
      `${base}/${home.id}`,
      address({ name: 'Parents', pincode: 560034, area: 'Koramangala', city: 'Bangalore South', default: false }),
    );
    expect(edited).toMatchObject({
      id: home.id,
      name: 'Parents',
      pincode: 560034,
      area: 'Koramangala',
      default: false,
    });

    expect((await call(admin, 'DELETE', `${base}/${work.id}`)).statusCode).toBe(204);
    expect(
      (await json(admin, 'GET', `users/customer/${customer.id}`)).addresses.map((a: { id: string }) => a.id),
    ).toEqual([home.id]);
    // The row stays, marked: requests keep their own copy of the address.
    expect(await count(server, 'customer_addresses', 'id = $1 AND deleted_at IS NOT NULL', [work.id])).toBe(1);
    expect(await json(admin, 'DELETE', `${base}/${work.id}`, undefined, 404)).toEqual({ message: 'Address not found' });
    expect(await activities(server, customer.id)).toEqual(
      expect.arrayContaining(['Address added', 'Address updated', 'Address removed']),
    );
  });

  it('refuses a pincode and area the pincode master does not have', async () => {
    await unchanged(async () => {
      for (const body of [address({ pincode: 110001, area: 'Connaught Place' }), address({ area: 'Koramangala' })]) {
        expect(await json(admin, 'POST', `users/profile/${customer.id}/address`, body, 400)).toEqual({
          message: ADDRESS_MESSAGES.pincodeUnavailable,
          errors: { pincode: ADDRESS_MESSAGES.pincodeUnavailable },
        });
      }
    });
  });

  it.each([
    ['no type', { name: ' ' }, 'name', ADDRESS_MESSAGES.typeRequired],
    ['no first line', { line1: '' }, 'line1', ADDRESS_MESSAGES.line1Required],
    ['no area', { area: undefined }, 'area', ADDRESS_MESSAGES.areaRequired],
    ['no city', { city: '' }, 'city', ADDRESS_MESSAGES.cityRequired],
    ['no state', { state: '' }, 'state', ADDRESS_MESSAGES.stateRequired],
    ['a bad pincode', { pincode: 12345 }, 'pincode', 'Invalid Pincode'],
  ])('refuses an address with %s and writes nothing', async (_case, change, field, message) => {
    await unchanged(async () => {
      const answer = await json(admin, 'POST', `users/profile/${customer.id}/address`, address(change), 400);
      expect(answer.errors[field]).toBe(message);
    });
  });

  it('answers 404 for an unknown customer and 400 for a malformed id', async () => {
    expect(await json(admin, 'POST', 'users/profile/CUS999999/address', address(), 404)).toEqual({
      message: 'No Account Found.',
    });
    expect((await call(admin, 'POST', 'users/profile/nobody/address', address())).statusCode).toBe(400);
  });
});

describe('customer products', () => {
  const product = (overrides: Record<string, unknown> = {}) => ({
    nickName: 'My Phone',
    productId: ids.phone,
    productType: 'Smartphone',
    brandId: ids.samsung,
    modelNo: 'SM-S911B Galaxy S23',
    serialNo: 'R5CT30ABC12',
    warrantyStatus: 'Yes',
    purchaseDate: '2024-03-15',
    additionalDocuments: [],
    ...overrides,
  });

  it('adds a product with an uploaded PDF (the spec payload’s extra keys ignored), edits and removes it', async () => {
    const upload = await uploadTestDocuments(server, admin, { id: customer.id, entityType: 'customerProduct' }, [
      { name: 'invoice.pdf', bytes: SAMPLE_PDF, contentType: 'application/pdf' },
      { name: 'photo.png', bytes: SAMPLE_PNG, contentType: 'image/png' },
    ]);
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const documents = upload.body.map(({ name, type, key }) => ({ name, type, key }));
    const created = await json(
      admin,
      'POST',
      `users/customer/${customer.id}/products`,
      product({ additionalDocuments: documents, id: '', userId: 'someone', status: 'Inactive', isEditable: false }),
      201,
    );
    expect(created).toEqual({
      ...product({ additionalDocuments: documents }),
      id: expect.stringMatching(/^UPR\d+$/),
      categoryId: 'CID105',
      userId: customer.id,
      status: 'Active',
      isEditable: true,
      product: { name: 'Mobile Phone' },
      brand: { name: 'Samsung' },
    });
    const download = await server.app.inject({
      method: 'GET',
      url: `/api/master/s3files/download/${encodeURIComponent(documents[0].key)}`,
      headers: bearer(server.tokens.customerCare),
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');

    const edited = await json(
      admin,
      'PUT',
      `users/customer/${customer.id}/products/${created.id}`,
      product({ warrantyStatus: 'No', purchaseDate: '', nickName: '' }),
    );
    expect(edited).toMatchObject({
      id: created.id,
      warrantyStatus: 'No',
      purchaseDate: null,
      nickName: '',
      additionalDocuments: [],
    });
    expect((await json(admin, 'GET', `users/customer/${customer.id}`)).products).toEqual([edited]);

    expect((await call(admin, 'DELETE', `users/customer/${customer.id}/products/${created.id}`)).statusCode).toBe(204);
    expect((await json(admin, 'GET', `users/customer/${customer.id}`)).products).toEqual([]);
    expect(await count(server, 'customer_products', "id = $1 AND status = 'Inactive'", [created.id])).toBe(1);
    expect(await json(admin, 'PUT', `users/customer/${customer.id}/products/${created.id}`, product(), 404)).toEqual({
      message: 'Product not found',
    });
    expect(await activities(server, customer.id)).toEqual(
      expect.arrayContaining(['Product added', 'Product updated', 'Product removed']),
    );
  });

  it.each([
    ['no product', { productId: '' }, 'productId', PRODUCT_MESSAGES.required],
    ['no product type', { productType: undefined }, 'productType', PRODUCT_MESSAGES.required],
    ['no brand', { brandId: ' ' }, 'brandId', PRODUCT_MESSAGES.required],
    ['a nick name with digits', { nickName: 'Phone 2' }, 'nickName', PRODUCT_MESSAGES.nickNameLetters],
    ['a serial number with symbols', { serialNo: 'AB-12' }, 'serialNo', PRODUCT_MESSAGES.serialNumber],
    ['a warranty without a purchase date', { purchaseDate: '' }, 'purchaseDate', PRODUCT_MESSAGES.purchaseDateRequired],
    [
      'a purchase date before 2000',
      { purchaseDate: '1999-12-31' },
      'purchaseDate',
      PRODUCT_MESSAGES.purchaseDateTooEarly,
    ],
    [
      'a purchase date in the future',
      { purchaseDate: '2099-01-01' },
      'purchaseDate',
      PRODUCT_MESSAGES.purchaseDateFuture,
    ],
    ['a malformed purchase date', { purchaseDate: '15/03/2024' }, 'purchaseDate', PRODUCT_MESSAGES.purchaseDateFormat],
    ['an unknown product', { productId: 'PID999' }, 'productId', 'Product is not available'],
    ['an unknown brand', { brandId: 'BID999' }, 'brandId', 'Brand is not available'],
    [
      'a type the product does not have',
      { productType: 'Split' },
      'productType',
      'Product type is not one of this product’s types',
    ],
    [
      'a document never uploaded',
      { additionalDocuments: [{ name: 'x.pdf', type: 'application/pdf', key: 'nowhere/x.pdf' }] },
      'additionalDocuments.0',
      FILE_MESSAGES.notFound,
    ],
  ])('refuses %s and writes nothing', async (_case, change, field, message) => {
    await unchanged(async () => {
      const answer = await json(admin, 'POST', `users/customer/${customer.id}/products`, product(change), 400);
      expect(answer.errors[field], JSON.stringify(answer)).toBe(message);
    });
  });

  it('refuses an unpublished product and another customer’s document', async () => {
    const other = await json(admin, 'POST', 'users/customer', profile('9876530001'), 201);
    const upload = await uploadTestDocuments(server, admin, { id: other.id, entityType: 'customerProduct' }, [
      { name: 'a.pdf', bytes: SAMPLE_PDF, contentType: 'application/pdf' },
    ]);
    const [{ name, type, key }] = upload.body;
    await unchanged(async () => {
      const answer = await json(
        admin,
        'POST',
        `users/customer/${customer.id}/products`,
        product({ additionalDocuments: [{ name, type, key }] }),
        400,
      );
      expect(answer.errors).toEqual({ 'additionalDocuments.0': FILE_MESSAGES.notFound });
      await server.database.query(`UPDATE products SET status = 'Unpublish' WHERE id = $1`, [ids.ac]);
      const unpublished = await json(
        admin,
        'POST',
        `users/customer/${customer.id}/products`,
        product({ productId: ids.ac, productType: 'Split' }),
        400,
      );
      expect(unpublished.errors).toEqual({ productId: 'Product is not available' });
      await server.database.query(`UPDATE products SET status = 'Publish' WHERE id = $1`, [ids.ac]);
    });
  });

  it(
    'lets customer care and an Active dealer upload a customer’s documents, ' + 'not a partner nor a pending dealer',
    async () => {
      const file = [{ name: 'a.pdf', bytes: SAMPLE_PDF, contentType: 'application/pdf' }];
      const target = { id: customer.id, entityType: 'customerProduct' };
      expect((await uploadTestDocuments(server, server.tokens.customerCare, target, file)).status).toBe(201);
      expect((await uploadTestDocuments(server, await dealerToken(server, 'Active'), target, file)).status).toBe(201);
      expect((await uploadTestDocuments(server, await dealerToken(server, 'Pending'), target, file)).status).toBe(403);
      expect((await uploadTestDocuments(server, server.tokens.channelPartner, target, file)).status).toBe(403);
      expect(
        (await uploadTestDocuments(server, server.tokens.customerCare, { ...target, id: 'CUS999999' }, file)).status,
      ).toBe(403);
    },
  );
});

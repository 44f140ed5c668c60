import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_DETAILS_MESSAGES } from '../../domain/channelPartner/basicDetails';
import { DAY_AREA_MESSAGES, SERVICE_MESSAGES } from '../../domain/channelPartner/services';
import { FILE_MESSAGES } from '../../domain/files';
import { BANK_MESSAGES } from '../../domain/profile/bank';
import { BRAND_PRODUCT_MESSAGES } from '../../domain/profile/brandProducts';
import { KYC_MESSAGES } from '../../domain/profile/kyc';
import { SERVICE_AREA_MESSAGES } from '../../domain/profile/serviceAreas';
import {
  AADHAR_NUMBER,
  activities,
  AREAS,
  bankDetails,
  basicDetails,
  caller,
  catalogueIds,
  completeProfile,
  expecting,
  onboardPartner,
  partnerFile,
  rowCount,
  startPartnerServer,
  type Method,
  type OnboardedPartner,
} from './channelPartners.helpers';
import type { TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let partner: OnboardedPartner;
let other: OnboardedPartner;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
let cheque: { name: string; type: string; key: string };

beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  partner = await onboardPartner(server, 'sections@greenfix.in', 'Section Fixers');
  other = await onboardPartner(server, 'other@greenfix.in', 'Other Fixers');
  ids = await catalogueIds(server);
  cheque = await partnerFile(server, partner.token, partner.id);
  // Service areas first so that the day mapping can be tried; the rest stays empty for the refusals below.
  await json(partner.token, 'PATCH', `channel-partner/${partner.id}/serviceAreas`, {
    serviceAreaIds: [AREAS.vidhanaSoudha, AREAS.koramangala],
  });
});
afterAll(() => server?.close());

const profile = () => json(server.tokens.admin, 'GET', `channel-partner/getById/${partner.id}`);

/** A refused write: the status, the exact message on the field, and the profile and its history untouched. */
async function refused(
  method: Method,
  section: string,
  body: object | undefined,
  status: number,
  field: string,
  message: string,
) {
  const before = await profile();
  const history = await activities(server, partner.id);
  const response = await call(partner.token, method, `channel-partner/${partner.id}/${section}`, body);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().errors?.[field], response.body).toBe(message);
  expect(await profile()).toEqual(before);
  expect(await activities(server, partner.id)).toEqual(history);
}

const bank = (change: Record<string, unknown> = {}) => ({ ...bankDetails(cheque), ...change });
const details = (
  change: Record<string, unknown> = {},
  address: Record<string, unknown> = {},
  manager: Record<string, unknown> = {},
) => {
  const base = basicDetails(partner.email, 'Section Fixers');
  return {
    ...base,
    ...change,
    officeAddress: { ...base.officeAddress, ...address },
    managementDetails: { ...base.managementDetails, ...manager },
  };
};

describe('bank details', () => {
  const cases: [string, () => object, string, string][] = [
    ['cheque required', () => bank({ cheque: null }), 'cheque', BANK_MESSAGES.chequeRequired],
    [
      'cheque of another type',
      () => bank({ cheque: { ...cheque, type: 'text/plain' } }),
      'cheque.type',
      FILE_MESSAGES.unsupported,
    ],
    ['holder required', () => bank({ accountHolderName: '' }), 'accountHolderName', BANK_MESSAGES.holderRequired],
    [
      'holder letters and spaces',
      () => bank({ accountHolderName: 'Green Fix 2' }),
      'accountHolderName',
      BANK_MESSAGES.holderLetters,
    ],
    ['account number digits', () => bank({ accountNumber: '12ab56789' }), 'accountNumber', BANK_MESSAGES.numberDigits],
    [
      'account number 9-18 digits',
      () => bank({ accountNumber: '12345678' }),
      'accountNumber',
      BANK_MESSAGES.numberLength,
    ],
    ['account type', () => bank({ accountType: 'Fixed Deposit' }), 'accountType', BANK_MESSAGES.typeRequired],
    ['branch', () => bank({ branch: '' }), 'branch', BANK_MESSAGES.branchRequired],
    ['bank name', () => bank({ name: '' }), 'name', BANK_MESSAGES.bankRequired],
    ['city', () => bank({ city: '' }), 'city', BANK_MESSAGES.cityRequired],
    ['IFSC length', () => bank({ ifscCode: 'HDFC000001' }), 'ifscCode', BANK_MESSAGES.ifscLength],
    ['IFSC pattern', () => bank({ ifscCode: '1DFC0000001' }), 'ifscCode', BANK_MESSAGES.ifscInvalid],
    [
      'IFSC unknown to the bank directory',
      () => bank({ ifscCode: 'ZZZZ0000001' }),
      'ifscCode',
      BANK_MESSAGES.ifscInvalid,
    ],
  ];
  it.each(cases)('%s', (_label, body, field, message) => refused('PATCH', 'bankDetails', body(), 400, field, message));

  it("refuses another partner's cheque", async () => {
    const theirs = await partnerFile(server, other.token, other.id);
    await refused('PATCH', 'bankDetails', bank({ cheque: theirs }), 400, 'cheque', FILE_MESSAGES.notFound);
  });

  it(
    "adds with the spec's fields (no confirmation), " + 'then updates, keeping the account number encrypted and masked',
    async () => {
      const added = await json(
        partner.token,
        'PATCH',
        `channel-partner/${partner.id}/bankDetails`,
        bank({ ifscCode: 'hdfc0000001' }),
      );
      expect(added.bankDetails).toEqual({ ...bankDetails(cheque), accountNumber: 'XXXXXXXX9012', cheque });
      const updated = await json(
        partner.token,
        'PATCH',
        `channel-partner/${partner.id}/bankDetails`,
        bank({ accountNumber: '987654321', accountType: 'Saving Account' }),
      );
      expect(updated.bankDetails).toMatchObject({ accountNumber: 'XXXXX4321', accountType: 'Saving Account' });
      const [stored] = await server.database.query<{ encrypted: string }>(
        'SELECT account_number_encrypted AS encrypted FROM channel_partner_bank_details WHERE channel_partner_id = $1',
        [partner.id],
      );
      expect(stored.encrypted).not.toContain('987654321');
      expect((await activities(server, partner.id)).slice(0, 2)).toEqual([BANK_MESSAGES.updated, BANK_MESSAGES.added]);
    },
  );
});

describe('KYC documents', () => {
  const doc = (docType: string, docNumber: string, file: object | null = cheque) => ({ docType, docNumber, file });
  const cases: [string, () => object, number, string, string][] = [
    ['Aadhar digits', () => doc('Aadhar Card', '1234abcd9012'), 400, 'docNumber', KYC_MESSAGES.digits],
    [
      'Aadhar digits, whatever the case of its type',
      () => doc('aadhar card', '1234abcd9012'),
      400,
      'docNumber',
      KYC_MESSAGES.digits,
    ],
    ['PAN alphanumeric', () => doc('PAN Card', 'ABCDE-1234F'), 400, 'docNumber', KYC_MESSAGES.alphanumeric],
    ['GST alphanumeric', () => doc('GST', '29ABCDE1234F1Z*'), 400, 'docNumber', KYC_MESSAGES.alphanumeric],
    [
      'file of another type',
      () => doc('PAN Card', 'ABCDE1234F', { ...cheque, type: 'text/plain' }),
      400,
      'file.type',
      FILE_MESSAGES.unsupported,
    ],
    ['file required', () => doc('PAN Card', 'ABCDE1234F', null), 400, 'file', KYC_MESSAGES.fileRequired],
    ['type characters', () => doc('Trade-Licence', 'TL123'), 400, 'docType', KYC_MESSAGES.typeCharacters],
    ['type required', () => doc('', 'TL123'), 400, 'docType', KYC_MESSAGES.typeRequired],
    ['number required', () => doc('Trade Licence', ''), 400, 'docNumber', KYC_MESSAGES.numberRequired],
  ];
  it.each(cases)('%s', (_label, body, status, field, message) =>
    refused('PATCH', 'document', body(), status, field, message),
  );

  it('keeps one document per mandatory type, optional types unique, Aadhar masked', async () => {
    const base = `channel-partner/${partner.id}/document`;
    const first = await json(partner.token, 'PATCH', base, doc('aadhar card', '111122223333'));
    const aadhar = first.documentDetails.find((d: { docType: string }) => d.docType === 'Aadhar Card');
    expect(aadhar).toMatchObject({ docNumber: 'XXXXXXXX3333', mandatory: true, file: cheque });
    const replaced = await json(partner.token, 'PATCH', base, doc('Aadhar Card', AADHAR_NUMBER));
    expect(replaced.documentDetails).toEqual([{ ...aadhar, docNumber: 'XXXXXXXX0123' }]);

    await json(partner.token, 'PATCH', base, doc('Trade Licence', 'TL2024KA001'));
    await refused('PATCH', 'document', doc('trade licence', 'TL2'), 409, 'docType', KYC_MESSAGES.typeUnique);
    await refused(
      'PATCH',
      'document',
      doc('Aadhar Card', AADHAR_NUMBER, await partnerFile(server, other.token, other.id)),
      400,
      'file',
      FILE_MESSAGES.notFound,
    );
    const withOptional = await profile();
    expect(
      withOptional.documentDetails.map((d: { docType: string; docNumber: string; mandatory: boolean }) => [
        d.docType,
        d.docNumber,
        d.mandatory,
      ]),
    ).toEqual([
      ['Aadhar Card', 'XXXXXXXX0123', true],
      ['Trade Licence', 'TL2024KA001', false],
    ]);
    const optional = withOptional.documentDetails[1];
    const after = await json(partner.token, 'DELETE', `${base}/${optional._id}`);
    expect(after.documentDetails).toHaveLength(1);
    expect((await call(partner.token, 'DELETE', `${base}/${optional._id}`)).json().message).toBe(KYC_MESSAGES.notFound);
    expect((await call(partner.token, 'DELETE', `${base}/not-a-uuid`)).statusCode).toBe(404);
  });
});

describe('basic details', () => {
  const cases: [string, () => object, string, string][] = [
    ['name is locked', () => details({ name: 'Other Name' }), 'name', BASIC_DETAILS_MESSAGES.locked],
    [
      'primary e-mail is locked',
      () => details({ primaryEmail: 'new@greenfix.in' }),
      'primaryEmail',
      BASIC_DETAILS_MESSAGES.locked,
    ],
    [
      'primary mobile pattern',
      () => details({ primaryMobile: '5123456789' }),
      'primaryMobile',
      'Phone Number is not valid',
    ],
    ['type of firm', () => details({ typeOfFirm: 'Bakery' }), 'typeOfFirm', 'Type of firm is required'],
    [
      'address line 1',
      () => details({}, { addressLine1: '' }),
      'officeAddress.addressLine1',
      BASIC_DETAILS_MESSAGES.addressLine1Required,
    ],
    [
      'address line 2',
      () => details({}, { addressLine2: '' }),
      'officeAddress.addressLine2',
      BASIC_DETAILS_MESSAGES.addressLine2Required,
    ],
    ['area', () => details({}, { area: '' }), 'officeAddress.area', BASIC_DETAILS_MESSAGES.areaRequired],
    ['city', () => details({}, { city: '' }), 'officeAddress.city', BASIC_DETAILS_MESSAGES.cityRequired],
    [
      'pincode 100000..999999',
      () => details({}, { pincode: '012345' }),
      'officeAddress.pincode',
      BASIC_DETAILS_MESSAGES.pincodeInvalid,
    ],
    [
      'pincode unknown to the master',
      () => details({}, { pincode: '560002', area: 'Mahatma Gandhi Road' }),
      'officeAddress.pincode',
      BASIC_DETAILS_MESSAGES.pincodeUnavailable,
    ],
    [
      'area not of the pincode',
      () => details({}, { area: 'Koramangala' }),
      'officeAddress.pincode',
      BASIC_DETAILS_MESSAGES.pincodeUnavailable,
    ],
    [
      'manager name letters',
      () => details({}, {}, { name: 'Asha 2' }),
      'managementDetails.name',
      BASIC_DETAILS_MESSAGES.managerNameLetters,
    ],
    [
      'manager name required',
      () => details({}, {}, { name: '' }),
      'managementDetails.name',
      BASIC_DETAILS_MESSAGES.managerNameRequired,
    ],
    [
      'manager e-mail',
      () => details({}, {}, { email: 'asha@' }),
      'managementDetails.email',
      BASIC_DETAILS_MESSAGES.managerEmailInvalid,
    ],
    [
      'manager mobile required',
      () => details({}, {}, { mobileNumber: '' }),
      'managementDetails.mobileNumber',
      BASIC_DETAILS_MESSAGES.managerMobileRequired,
    ],
  ];
  it.each(cases)('%s', (_label, body, field, message) => refused('PATCH', 'basicDetails', body(), 400, field, message));

  it('saves through PATCH .../basicDetails and PUT channel-partner alike', async () => {
    const saved = await json(partner.token, 'PATCH', `channel-partner/${partner.id}/basicDetails`, details());
    expect(saved.officeAddress).toEqual({
      addressLine1: '12 MG Road',
      addressLine2: 'Second Floor',
      landmark: 'Near Metro',
      pincode: 560001,
      area: 'Mahatma Gandhi Road',
      city: 'Bangalore North',
      state: 'Karnataka',
    });
    expect(saved.managementDetails).toEqual({
      name: 'Asha Rao',
      email: 'asha@greenfix.in',
      mobileNumber: '9876543211',
    });
    const put = await json(server.tokens.admin, 'PUT', 'channel-partner', {
      id: partner.id,
      ...details({ typeOfFirm: 'Retailer' }, { pincode: 560034, area: 'Koramangala', city: 'Bangalore South' }),
    });
    expect(put).toMatchObject({ typeOfFirm: 'Retailer', officeAddress: { pincode: 560034, area: 'Koramangala' } });
    expect((await call(partner.token, 'PUT', 'channel-partner', { id: other.id, ...details() })).statusCode).toBe(403);
  });

  it('takes a profile photo uploaded for the partner, png or jpeg only', async () => {
    await refused(
      'PATCH',
      'profileImage',
      { ...cheque, type: 'application/pdf' },
      400,
      'type',
      BASIC_DETAILS_MESSAGES.photoType,
    );
    await refused('PATCH', 'profileImage', { ...cheque, type: 'image/png' }, 400, 'key', FILE_MESSAGES.unsupported);
    const photo = await partnerFile(server, partner.token, partner.id, 'png');
    const first = await json(partner.token, 'PATCH', `channel-partner/${partner.id}/profileImage`, photo);
    expect(first.profileImage).toEqual(photo);
    await json(partner.token, 'PATCH', `channel-partner/${partner.id}/profileImage`, photo);
    expect((await activities(server, partner.id)).slice(0, 2)).toEqual([
      BASIC_DETAILS_MESSAGES.photoUpdated,
      BASIC_DETAILS_MESSAGES.photoUploaded,
    ]);
  });
});

describe('services and capacity', () => {
  const service = (id: unknown, dailyCallCapacity: unknown) => ({ id, dailyCallCapacity });
  const cases: [string, () => object, number, string, string][] = [
    ['type required', () => service('', 5), 400, 'id', SERVICE_MESSAGES.typeRequired],
    ['capacity an integer', () => service('SID101', 2.5), 400, 'dailyCallCapacity', SERVICE_MESSAGES.capacityInteger],
    ['capacity a number', () => service('SID101', 'ten'), 400, 'dailyCallCapacity', SERVICE_MESSAGES.capacityNumber],
    ['capacity above 0', () => service('SID101', 0), 400, 'dailyCallCapacity', SERVICE_MESSAGES.capacityPositive],
    ['capacity required', () => service('SID101', ''), 400, 'dailyCallCapacity', SERVICE_MESSAGES.capacityRequired],
    ['a published master service', () => service('SID999', 5), 400, 'id', SERVICE_MESSAGES.unknown],
  ];
  it.each(cases)('%s', (_label, body, status, field, message) =>
    refused('PATCH', 'service', body(), status, field, message),
  );

  it('keeps services in the order added, refuses duplicates, updates and deletes', async () => {
    const base = `channel-partner/${partner.id}/service`;
    await json(partner.token, 'PATCH', base, service('SID102', '4'));
    const both = await json(partner.token, 'PATCH', base, service('SID101', 6));
    expect(both.services).toEqual([
      { id: 'SID102', type: 'E-Waste', dailyCallCapacity: 4 },
      { id: 'SID101', type: 'Repair', dailyCallCapacity: 6 },
    ]);
    await refused('PATCH', 'service', service('SID101', 9), 409, 'id', SERVICE_MESSAGES.duplicate);
    const updated = await json(partner.token, 'PATCH', `${base}/update`, service('SID101', 10));
    expect(updated.services[1].dailyCallCapacity).toBe(10);
    const missing = await call(partner.token, 'PATCH', `${base}/update`, service('SID103', 10));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(SERVICE_MESSAGES.notFound);
    const afterDelete = await json(partner.token, 'DELETE', `${base}/SID102`);
    expect(afterDelete.services.map((s: { id: string }) => s.id)).toEqual(['SID101']);
    expect((await call(partner.token, 'DELETE', `${base}/SID102`)).statusCode).toBe(404);
    expect((await activities(server, partner.id)).slice(0, 4)).toEqual([
      SERVICE_MESSAGES.deleted,
      SERVICE_MESSAGES.updated,
      SERVICE_MESSAGES.added,
      SERVICE_MESSAGES.added,
    ]);
  });
});

describe('service areas', () => {
  it('must be areas of the pincode master, each named', async () => {
    const response = await call(partner.token, 'PATCH', `channel-partner/${partner.id}/serviceAreas`, {
      serviceAreaIds: [AREAS.mgRoad, '560001#Atlantis', '400001#Nowhere'],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: SERVICE_AREA_MESSAGES.unknown('560001#Atlantis, 400001#Nowhere'),
      errors: {
        'serviceAreaIds.1': SERVICE_AREA_MESSAGES.unknown('560001#Atlantis'),
        'serviceAreaIds.2': SERVICE_AREA_MESSAGES.unknown('400001#Nowhere'),
      },
    });
    expect(await rowCount(server, 'channel_partner_service_areas', partner.id)).toBe(2);
    await refused(
      'PATCH',
      'serviceAreas',
      { serviceAreaIds: [] },
      400,
      'serviceAreaIds',
      SERVICE_AREA_MESSAGES.required,
    );
    await refused(
      'PATCH',
      'serviceAreas',
      { serviceAreaIds: ['56001#Fort'] },
      400,
      'serviceAreaIds.0',
      SERVICE_AREA_MESSAGES.invalid,
    );
  });

  it('adds new ones only once and deletes by the encoded id', async () => {
    const added = await json(partner.token, 'PATCH', `channel-partner/${partner.id}/serviceAreas`, {
      serviceAreaIds: [AREAS.mgRoad, AREAS.vidhanaSoudha, AREAS.mgRoad],
    });
    expect(added.serviceAreaIds).toEqual([AREAS.mgRoad, AREAS.vidhanaSoudha, AREAS.koramangala]);
    const missing = await call(
      partner.token,
      'DELETE',
      `channel-partner/${partner.id}/serviceAreas/${encodeURIComponent(AREAS.agara)}`,
    );
    expect(missing.json().message).toBe(SERVICE_AREA_MESSAGES.notFound);
  });
});

describe('pincode-day mapping', () => {
  it('needs service areas first', async () => {
    const fresh = await json(
      server.tokens.admin,
      'POST',
      'channel-partner',
      { name: 'Empty Fixers', primaryEmail: 'empty@greenfix.in', primaryMobile: '9876501111', typeOfFirm: 'Retailer' },
      201,
    );
    const response = await call(server.tokens.admin, 'PATCH', `channel-partner/${fresh.id}/dayAreas`, {
      day: 2,
      areas: [AREAS.mgRoad],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: DAY_AREA_MESSAGES.noServiceAreas,
      errors: { areas: DAY_AREA_MESSAGES.noServiceAreas },
    });
  });

  const cases: [string, () => object, number, string, string][] = [
    ['day required', () => ({ day: '', areas: [AREAS.mgRoad] }), 400, 'day', DAY_AREA_MESSAGES.dayRequired],
    ['day 0..6', () => ({ day: 7, areas: [AREAS.mgRoad] }), 400, 'day', DAY_AREA_MESSAGES.dayRequired],
    ['at least one area', () => ({ day: 2, areas: [] }), 400, 'areas', DAY_AREA_MESSAGES.areasRequired],
    [
      "areas among the partner's service areas",
      () => ({ day: 2, areas: [AREAS.agara] }),
      400,
      'areas',
      DAY_AREA_MESSAGES.notServiceArea,
    ],
  ];
  it.each(cases)('%s', (_label, body, status, field, message) =>
    refused('PATCH', 'dayAreas', body(), status, field, message),
  );

  it(
    'maps a day once, edits its areas (never its day), ' + 'deletes it, and loses areas with their service area',
    async () => {
      const base = `channel-partner/${partner.id}/dayAreas`;
      await json(partner.token, 'PATCH', base, { day: '3', areas: [AREAS.koramangala] });
      const mapped = await json(partner.token, 'PATCH', base, { day: 1, areas: [AREAS.mgRoad, AREAS.koramangala] });
      expect(mapped.dayAreas).toEqual([
        { id: '1', day: 1, areas: [AREAS.mgRoad, AREAS.koramangala] },
        { id: '3', day: 3, areas: [AREAS.koramangala] },
      ]);
      await refused(
        'PATCH',
        'dayAreas',
        { day: 1, areas: [AREAS.vidhanaSoudha] },
        409,
        'day',
        DAY_AREA_MESSAGES.dayTaken,
      );
      const edited = await json(partner.token, 'PATCH', `${base}/update`, { day: 1, areas: [AREAS.vidhanaSoudha] });
      expect(edited.dayAreas[0]).toEqual({ id: '1', day: 1, areas: [AREAS.vidhanaSoudha] });
      const otherDay = await call(partner.token, 'PATCH', `${base}/update`, { day: 5, areas: [AREAS.vidhanaSoudha] });
      expect(otherDay.statusCode).toBe(404);
      expect(otherDay.json().message).toBe(DAY_AREA_MESSAGES.notFound);

      const withoutArea = await json(
        partner.token,
        'DELETE',
        `channel-partner/${partner.id}/serviceAreas/${encodeURIComponent(AREAS.koramangala)}`,
      );
      expect(withoutArea.serviceAreaIds).toEqual([AREAS.mgRoad, AREAS.vidhanaSoudha]);
      expect(withoutArea.dayAreas).toEqual([{ id: '1', day: 1, areas: [AREAS.vidhanaSoudha] }]);
      const none = await json(partner.token, 'DELETE', `${base}/1`);
      expect(none.dayAreas).toEqual([]);
      expect((await call(partner.token, 'DELETE', `${base}/1`)).json().message).toBe(DAY_AREA_MESSAGES.notFound);
    },
  );
});

describe('brands and products', () => {
  const cases: [string, () => object, number, string, string][] = [
    [
      'brand required',
      () => ({ brandId: '', products: [{ productId: ids.phone }] }),
      400,
      'brandId',
      BRAND_PRODUCT_MESSAGES.brandRequired,
    ],
    [
      'at least one product',
      () => ({ brandId: ids.samsung, products: [] }),
      400,
      'products',
      BRAND_PRODUCT_MESSAGES.productsRequired,
    ],
    [
      'a published brand',
      () => ({ brandId: 'BID999', products: [{ productId: ids.phone }] }),
      400,
      'brandId',
      BRAND_PRODUCT_MESSAGES.brandUnavailable,
    ],
    [
      'published products',
      () => ({ brandId: ids.samsung, products: [{ productId: ids.phone }, { productId: 'PID999' }] }),
      400,
      'products',
      BRAND_PRODUCT_MESSAGES.productUnavailable,
    ],
  ];
  it.each(cases)('%s', (_label, body, status, field, message) =>
    refused('PATCH', 'brand', body(), status, field, message),
  );

  it('adds a brand once with names from the masters, replaces its products, deletes it', async () => {
    const base = `channel-partner/${partner.id}/brand`;
    const added = await json(partner.token, 'PATCH', base, {
      brandId: ids.samsung,
      name: 'ignored',
      products: [{ productId: ids.phone }, { productId: ids.ac }],
    });
    expect(added.brandsProducts).toEqual([
      {
        brandId: ids.samsung,
        name: 'Samsung',
        products: [
          { productId: ids.ac, name: 'Air Conditioner' },
          { productId: ids.phone, name: 'Mobile Phone' },
        ],
      },
    ]);
    await refused(
      'PATCH',
      'brand',
      { brandId: ids.samsung, products: [{ productId: ids.fridge }] },
      409,
      'brandId',
      BRAND_PRODUCT_MESSAGES.duplicate,
    );
    const updated = await json(partner.token, 'PATCH', `${base}/update`, {
      brandId: ids.samsung,
      products: [{ productId: ids.fridge }],
    });
    expect(updated.brandsProducts[0].products).toEqual([{ productId: ids.fridge, name: 'Refrigerator' }]);
    expect(
      (await call(partner.token, 'PATCH', `${base}/update`, { brandId: ids.lg, products: [{ productId: ids.fridge }] }))
        .statusCode,
    ).toBe(404);
    expect((await json(partner.token, 'DELETE', `${base}/${ids.samsung}`)).brandsProducts).toEqual([]);
    expect((await call(partner.token, 'DELETE', `${base}/${ids.samsung}`)).json().message).toBe(
      BRAND_PRODUCT_MESSAGES.notFound,
    );
  });
});

describe('masking', () => {
  it('masks the Aadhar and account numbers for everyone; only an admin reveals them', async () => {
    const masked = await completeProfile(server, other.token, other, 'Other Fixers');
    const aadhar = masked.documentDetails.find((d: { docType: string }) => d.docType === 'Aadhar Card');
    for (const token of [server.tokens.admin, other.token]) {
      const seen = await json(token, 'GET', `channel-partner/getById/${other.id}`);
      expect(seen.bankDetails.accountNumber).toBe('XXXXXXXX9012');
      expect(seen.documentDetails.map((d: { docType: string; docNumber: string }) => [d.docType, d.docNumber])).toEqual(
        [
          ['Aadhar Card', 'XXXXXXXX0123'],
          ['PAN Card', 'ABCDE1234F'],
          ['GST', '29ABCDE1234F1Z5'],
        ],
      );
      expect(JSON.stringify(seen)).not.toContain(AADHAR_NUMBER);
      expect(JSON.stringify(seen)).not.toContain('123456789012');
    }
    expect(JSON.stringify(await json(other.token, 'GET', 'channel-partner/profile'))).not.toContain(AADHAR_NUMBER);

    const revealDoc = `channel-partner/${other.id}/document/${aadhar._id}/number`;
    const revealBank = `channel-partner/${other.id}/bankDetails/accountNumber`;
    expect(await json(server.tokens.admin, 'GET', revealDoc)).toEqual({ docNumber: AADHAR_NUMBER });
    expect(await json(server.tokens.admin, 'GET', revealBank)).toEqual({ accountNumber: '123456789012' });
    for (const token of [other.token, server.tokens.technician, server.tokens.dealer, server.tokens.customerCare]) {
      expect((await call(token, 'GET', revealDoc)).statusCode).toBe(403);
      expect((await call(token, 'GET', revealBank)).statusCode).toBe(403);
    }
    const [stored] = await server.database.query<{ clear: string | null; encrypted: string }>(
      'SELECT doc_number AS clear, doc_number_encrypted AS encrypted FROM channel_partner_documents WHERE id = $1',
      [aadhar._id],
    );
    expect(stored.clear).toBeNull();
    expect(stored.encrypted).not.toContain(AADHAR_NUMBER);
    expect(
      (await call(server.tokens.admin, 'GET', `channel-partner/${partner.id}/bankDetails/accountNumber`)).statusCode,
    ).toBe(200);
    expect(
      (
        await call(
          server.tokens.admin,
          'GET',
          `channel-partner/${other.id}/document/00000000-0000-0000-0000-000000000000/number`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

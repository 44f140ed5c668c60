import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_DETAILS_MESSAGES } from '../../domain/channelPartner/basicDetails';
import { SERVICE_MESSAGES } from '../../domain/channelPartner/services';
import { STATUS_MESSAGES } from '../../domain/channelPartner/statuses';
import type { ApiError } from '../../domain/errors';
import { FILE_MESSAGES } from '../../domain/files';
import { BANK_MESSAGES } from '../../domain/profile/bank';
import { BRAND_PRODUCT_MESSAGES } from '../../domain/profile/brandProducts';
import { KYC_MESSAGES } from '../../domain/profile/kyc';
import { SERVICE_AREA_MESSAGES } from '../../domain/profile/serviceAreas';
import { readTechnician } from '../src/modules/technicians/repository';
import {
  AADHAR_NUMBER,
  activities,
  AREAS,
  bankDetails,
  caller,
  catalogueIds,
  expecting,
  onboardPartner,
  partnerFile,
  startPartnerServer,
  type Method,
  type OnboardedPartner,
} from './channelPartners.helpers';
import type { TestServer } from './support/testServer';
import { SAMPLE_PDF, SAMPLE_PNG, uploadTestFile } from './support/uploads';

/**
 * The technician's profile sections: the partner's sections under technician/{id}, in the technician
 * scope of spec 000 §6 (the partner's own areas, services, brands and products; brands only with the repair service;
 * GST not required), written by an admin or the technician's own partner.
 */

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let partner: OnboardedPartner;
let other: OnboardedPartner;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
/**
 * The technician the sections are filled for, one of the same partner without any service, one of the other partner.
 */
let technician: string;
let bare: string;
let theirs: string;
let cheque: { name: string; type: string; key: string };

async function insertTechnician(channelPartnerId: string, mobile: string, status = 'Incomplete') {
  const [row] = await server.database.query<{ id: string }>(
    `INSERT INTO technicians (channel_partner_id, first_name, last_name, mobile, user_name, status) VALUES ($1, 'Ravi',
        'Kumar', $2, $3, $4) RETURNING id`,
    [channelPartnerId, mobile, `+91${mobile}`, status],
  );
  return row.id;
}

/** Uploads a file for the technician as `token` (entity type 'technician') and answers the file ref a PATCH carries. */
async function technicianFile(id: string, kind: 'pdf' | 'png' = 'pdf', token = partner.token) {
  const upload = await uploadTestFile(server, token, {
    id,
    entityType: 'technician',
    ...(kind === 'png'
      ? { name: 'photo.png', bytes: SAMPLE_PNG, contentType: 'image/png' }
      : { name: 'doc.pdf', bytes: SAMPLE_PDF, contentType: 'application/pdf' }),
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  return { name: upload.body.name, type: upload.body.type, key: upload.body.key };
}

const setStatus = (id: string, status: string) =>
  server.database.query('UPDATE technicians SET status = $2 WHERE id = $1', [id, status]);

beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  partner = await onboardPartner(server, 'tech-sections@greenfix.in', 'Technician Section Fixers');
  other = await onboardPartner(server, 'tech-sections-other@greenfix.in', 'Other Technician Fixers');
  ids = await catalogueIds(server);
  // The partner offers two areas, repair and e-waste, and Samsung phones and air conditioners; the other partner LG and
  // Koramangala.
  const base = `channel-partner/${partner.id}`;
  await json(partner.token, 'PATCH', `${base}/serviceAreas`, { serviceAreaIds: [AREAS.vidhanaSoudha, AREAS.mgRoad] });
  await json(partner.token, 'PATCH', `${base}/service`, { id: 'SID101', dailyCallCapacity: 8 });
  await json(partner.token, 'PATCH', `${base}/service`, { id: 'SID102', dailyCallCapacity: 4 });
  await json(partner.token, 'PATCH', `${base}/brand`, {
    brandId: ids.samsung,
    products: [{ productId: ids.phone }, { productId: ids.ac }],
  });
  await json(other.token, 'PATCH', `channel-partner/${other.id}/serviceAreas`, { serviceAreaIds: [AREAS.koramangala] });
  await json(other.token, 'PATCH', `channel-partner/${other.id}/service`, { id: 'SID103', dailyCallCapacity: 2 });
  await json(other.token, 'PATCH', `channel-partner/${other.id}/brand`, {
    brandId: ids.lg,
    products: [{ productId: ids.fridge }],
  });
  technician = await insertTechnician(partner.id, '9812345670');
  bare = await insertTechnician(partner.id, '9812345671');
  theirs = await insertTechnician(other.id, '9812345672');
  cheque = await technicianFile(technician);
});
afterAll(() => server?.close());

const profile = (id = technician) => readTechnician(server.app.ctx.db, id);
const path = (section: string, id = technician) => `technician/${id}/${section}`;

/**
 * A refused write: the status, the exact message (also on `field` when given) or the whole answer, and the profile and
 * its history untouched.
 */
async function refused(
  method: Method,
  section: string,
  body: object | undefined,
  status: number,
  answer: string | ApiError,
  field?: string,
  options: { id?: string; token?: string } = {},
) {
  const { id = technician, token = partner.token } = options;
  const before = await profile(id);
  const history = await activities(server, id);
  const response = await call(token, method, path(section, id), body);
  expect(response.statusCode, response.body).toBe(status);
  if (typeof answer !== 'string') expect(response.json()).toEqual(answer);
  else expect(response.json().message, response.body).toBe(answer);
  if (field) expect(response.json().errors?.[field], response.body).toBe(answer);
  expect(await profile(id)).toEqual(before);
  expect(await activities(server, id)).toEqual(history);
}

describe('profile photo', () => {
  it("takes a png uploaded for the technician, not the partner's own file", async () => {
    const partnersPhoto = await partnerFile(server, partner.token, partner.id, 'png');
    await refused('PATCH', 'profileImage', partnersPhoto, 400, FILE_MESSAGES.notFound, 'key');
    await refused('PATCH', 'profileImage', { ...cheque, type: 'image/png' }, 400, FILE_MESSAGES.unsupported, 'key');
    const photo = await technicianFile(technician, 'png');
    const [stored] = await server.database.query<{ entityType: string; entityId: string }>(
      'SELECT entity_type AS "entityType", entity_id AS "entityId" FROM stored_files WHERE key = $1',
      [photo.key],
    );
    expect(stored).toEqual({ entityType: 'technician', entityId: technician });
    expect((await json(partner.token, 'PATCH', path('profileImage'), photo)).profileImage).toEqual(photo);
    await json(server.tokens.admin, 'PATCH', path('profileImage'), photo);
    expect((await activities(server, technician)).slice(0, 2)).toEqual([
      BASIC_DETAILS_MESSAGES.photoUpdated,
      BASIC_DETAILS_MESSAGES.photoUploaded,
    ]);
  });
});

describe('KYC documents: Aadhar and PAN mandatory, GST not required', () => {
  const doc = (docType: string, docNumber: string, file: object = cheque) => ({ docType, docNumber, file });

  it('keeps Aadhar masked and mandatory, PAN mandatory, GST an optional document', async () => {
    await json(partner.token, 'PATCH', path('document'), doc('aadhar card', AADHAR_NUMBER));
    await json(partner.token, 'PATCH', path('document'), doc('PAN Card', 'ABCDE1234F'));
    const withGst = await json(
      partner.token,
      'PATCH',
      path('document'),
      doc('GST', '29ABCDE1234F1Z5', await technicianFile(technician, 'png')),
    );
    expect(
      withGst.documentDetails.map((d: { docType: string; docNumber: string; mandatory: boolean }) => [
        d.docType,
        d.docNumber,
        d.mandatory,
      ]),
    ).toEqual([
      ['Aadhar Card', 'XXXXXXXX0123', true],
      ['PAN Card', 'ABCDE1234F', true],
      ['GST', '29ABCDE1234F1Z5', false],
    ]);
    // GST is an optional type for a technician: unique like any other, never replaced.
    await refused('PATCH', 'document', doc('gst', '29ABCDE1234F1Z6'), 409, KYC_MESSAGES.typeUnique, 'docType');
    const gst = withGst.documentDetails[2];
    expect((await json(partner.token, 'DELETE', path(`document/${gst._id}`))).documentDetails).toHaveLength(2);
    await refused('DELETE', `document/${gst._id}`, undefined, 404, KYC_MESSAGES.notFound);
    expect((await activities(server, technician)).slice(0, 4)).toEqual([
      KYC_MESSAGES.deleted,
      KYC_MESSAGES.uploaded,
      KYC_MESSAGES.uploaded,
      KYC_MESSAGES.uploaded,
    ]);
  });

  it("refuses a file uploaded for another owner: the partner's own, another technician's", async () => {
    await refused(
      'PATCH',
      'document',
      doc('PAN Card', 'ABCDE1234F', await partnerFile(server, partner.token, partner.id)),
      400,
      FILE_MESSAGES.notFound,
      'file',
    );
    await refused(
      'PATCH',
      'document',
      doc('PAN Card', 'ABCDE1234F', await technicianFile(bare)),
      400,
      FILE_MESSAGES.notFound,
      'file',
    );
    await refused('PATCH', 'document', doc('Aadhar Card', '1234abcd9012'), 400, KYC_MESSAGES.digits, 'docNumber');
  });
});

describe('bank details', () => {
  it(
    "adds with the spec's fields (no confirmation), then updates, " +
      'the account number masked; refuses an IFSC unknown to the bank directory',
    async () => {
      await refused(
        'PATCH',
        'bankDetails',
        { ...bankDetails(cheque), ifscCode: 'ZZZZ0000001' },
        400,
        BANK_MESSAGES.ifscInvalid,
        'ifscCode',
      );
      const added = await json(partner.token, 'PATCH', path('bankDetails'), bankDetails(cheque));
      expect(added.bankDetails).toEqual({ ...bankDetails(cheque), accountNumber: 'XXXXXXXX9012' });
      const updated = await json(partner.token, 'PATCH', path('bankDetails'), {
        ...bankDetails(cheque),
        accountNumber: '987654321',
      });
      expect(updated.bankDetails.accountNumber).toBe('XXXXX4321');
      expect((await activities(server, technician)).slice(0, 2)).toEqual([BANK_MESSAGES.updated, BANK_MESSAGES.added]);
    },
  );
});

describe("services: only those the technician's partner offers", () => {
  it('refuses a service the partner does not offer, on the service field', async () => {
    await refused('PATCH', 'service', { id: 'SID103', dailyCallCapacity: 3 }, 400, SERVICE_MESSAGES.notOffered, 'id');
    await refused('PATCH', 'service', { id: 'SID999', dailyCallCapacity: 3 }, 400, SERVICE_MESSAGES.unknown, 'id');
  });

  it('adds in order, refuses a duplicate, updates the capacity, deletes', async () => {
    await json(partner.token, 'PATCH', path('service'), { id: 'SID102', dailyCallCapacity: 2 });
    const both = await json(partner.token, 'PATCH', path('service'), { id: 'SID101', dailyCallCapacity: 5 });
    expect(both.services).toEqual([
      { id: 'SID102', type: 'E-Waste', dailyCallCapacity: 2 },
      { id: 'SID101', type: 'Repair', dailyCallCapacity: 5 },
    ]);
    await refused('PATCH', 'service', { id: 'SID101', dailyCallCapacity: 9 }, 409, SERVICE_MESSAGES.duplicate, 'id');
    expect(
      (await json(partner.token, 'PATCH', path('service/update'), { id: 'SID101', dailyCallCapacity: 7 })).services[1]
        .dailyCallCapacity,
    ).toBe(7);
    await refused('PATCH', 'service/update', { id: 'SID103', dailyCallCapacity: 7 }, 404, SERVICE_MESSAGES.notFound);
    expect(
      (await json(partner.token, 'DELETE', path('service/SID102'))).services.map((s: { id: string }) => s.id),
    ).toEqual(['SID101']);
    await refused('DELETE', 'service/SID102', undefined, 404, SERVICE_MESSAGES.notFound);
    expect((await activities(server, technician)).slice(0, 4)).toEqual([
      SERVICE_MESSAGES.deleted,
      SERVICE_MESSAGES.updated,
      SERVICE_MESSAGES.added,
      SERVICE_MESSAGES.added,
    ]);
  });
});

describe("service areas: only the partner's own", () => {
  it("names each area that is not the partner's, and each unknown one, on its own field", async () => {
    await refused('PATCH', 'serviceAreas', { serviceAreaIds: [AREAS.mgRoad, AREAS.koramangala, AREAS.agara] }, 400, {
      message: SERVICE_AREA_MESSAGES.notOffered(`${AREAS.koramangala}, ${AREAS.agara}`),
      errors: {
        'serviceAreaIds.1': SERVICE_AREA_MESSAGES.notOffered(AREAS.koramangala),
        'serviceAreaIds.2': SERVICE_AREA_MESSAGES.notOffered(AREAS.agara),
      },
    });
    await refused(
      'PATCH',
      'serviceAreas',
      { serviceAreaIds: ['560001#Atlantis'] },
      400,
      SERVICE_AREA_MESSAGES.unknown('560001#Atlantis'),
      'serviceAreaIds.0',
    );
  });

  it('adds the partner’s areas once and deletes by the encoded id', async () => {
    const added = await json(partner.token, 'PATCH', path('serviceAreas'), {
      serviceAreaIds: [AREAS.vidhanaSoudha, AREAS.mgRoad, AREAS.mgRoad],
    });
    expect(added.serviceAreaIds).toEqual([AREAS.mgRoad, AREAS.vidhanaSoudha]);
    const left = await json(partner.token, 'DELETE', path(`serviceAreas/${encodeURIComponent(AREAS.mgRoad)}`));
    expect(left.serviceAreaIds).toEqual([AREAS.vidhanaSoudha]);
    await refused(
      'DELETE',
      `serviceAreas/${encodeURIComponent(AREAS.mgRoad)}`,
      undefined,
      404,
      SERVICE_AREA_MESSAGES.notFound,
    );
    expect((await activities(server, technician)).slice(0, 2)).toEqual([
      SERVICE_AREA_MESSAGES.deleted,
      SERVICE_AREA_MESSAGES.added,
    ]);
  });
});

describe("brands and products: the partner's own, only with the repair service", () => {
  it('refuses any brand while the technician does not hold the repair service', async () => {
    await refused(
      'PATCH',
      'brand',
      { brandId: ids.samsung, products: [{ productId: ids.phone }] },
      409,
      BRAND_PRODUCT_MESSAGES.repairRequired,
      undefined,
      { id: bare },
    );
    await json(partner.token, 'PATCH', path('service', bare), { id: 'SID102', dailyCallCapacity: 2 });
    await refused(
      'PATCH',
      'brand',
      { brandId: ids.samsung, products: [{ productId: ids.phone }] },
      409,
      BRAND_PRODUCT_MESSAGES.repairRequired,
      undefined,
      { id: bare },
    );
  });

  it("refuses a brand that is not the partner's, and products the partner does not repair for that brand", async () => {
    await refused(
      'PATCH',
      'brand',
      { brandId: ids.lg, products: [{ productId: ids.fridge }] },
      400,
      BRAND_PRODUCT_MESSAGES.brandNotOffered,
      'brandId',
    );
    await refused(
      'PATCH',
      'brand',
      { brandId: ids.samsung, products: [{ productId: ids.phone }, { productId: ids.fridge }] },
      400,
      BRAND_PRODUCT_MESSAGES.productNotOffered,
      'products',
    );
    await refused(
      'PATCH',
      'brand',
      { brandId: 'BID999', products: [{ productId: ids.phone }] },
      400,
      BRAND_PRODUCT_MESSAGES.brandUnavailable,
      'brandId',
    );
  });

  it('adds a brand once, replaces its products within the partner’s, deletes it', async () => {
    const added = await json(partner.token, 'PATCH', path('brand'), {
      brandId: ids.samsung,
      products: [{ productId: ids.phone }],
    });
    expect(added.brandsProducts).toEqual([
      { brandId: ids.samsung, name: 'Samsung', products: [{ productId: ids.phone, name: 'Mobile Phone' }] },
    ]);
    await refused(
      'PATCH',
      'brand',
      { brandId: ids.samsung, products: [{ productId: ids.ac }] },
      409,
      BRAND_PRODUCT_MESSAGES.duplicate,
      'brandId',
    );
    const updated = await json(partner.token, 'PATCH', path('brand/update'), {
      brandId: ids.samsung,
      products: [{ productId: ids.phone }, { productId: ids.ac }],
    });
    expect(updated.brandsProducts[0].products.map((p: { name: string }) => p.name)).toEqual([
      'Air Conditioner',
      'Mobile Phone',
    ]);
    await refused(
      'PATCH',
      'brand/update',
      { brandId: ids.samsung, products: [{ productId: ids.fridge }] },
      400,
      BRAND_PRODUCT_MESSAGES.productNotOffered,
      'products',
    );
    await refused(
      'PATCH',
      'brand/update',
      { brandId: ids.lg, products: [{ productId: ids.fridge }] },
      404,
      BRAND_PRODUCT_MESSAGES.notFound,
    );
    expect((await json(partner.token, 'DELETE', path(`brand/${ids.samsung}`))).brandsProducts).toEqual([]);
    await refused('DELETE', `brand/${ids.samsung}`, undefined, 404, BRAND_PRODUCT_MESSAGES.notFound);
    expect((await activities(server, technician)).slice(0, 3)).toEqual([
      BRAND_PRODUCT_MESSAGES.deleted,
      BRAND_PRODUCT_MESSAGES.updated,
      BRAND_PRODUCT_MESSAGES.added,
    ]);
  });
});

describe('who may write, and when', () => {
  const service = { id: 'SID102', dailyCallCapacity: 3 };

  it('refuses the partner while the profile is under review; an admin may still write', async () => {
    await setStatus(technician, 'Pending');
    try {
      await refused('PATCH', 'service', service, 409, STATUS_MESSAGES.notEditable);
      await refused('PATCH', 'profileImage', await technicianFile(technician, 'png'), 409, STATUS_MESSAGES.notEditable);
      expect(
        (await json(server.tokens.admin, 'PATCH', path('service'), service)).services.map((s: { id: string }) => s.id),
      ).toEqual(['SID101', 'SID102']);
    } finally {
      await setStatus(technician, 'Incomplete');
    }
    await setStatus(technician, 'Revoked');
    try {
      await refused('DELETE', 'service/SID102', undefined, 409, STATUS_MESSAGES.notEditable, undefined, {
        token: server.tokens.admin,
      });
    } finally {
      await setStatus(technician, 'Incomplete');
    }
  });

  it("refuses another partner's technician (403) and answers an unknown technician with 404", async () => {
    await refused('PATCH', 'service', service, 403, 'You are not allowed to do this', undefined, { id: theirs });
    await refused(
      'PATCH',
      'serviceAreas',
      { serviceAreaIds: [AREAS.koramangala] },
      403,
      'You are not allowed to do this',
      undefined,
      { id: theirs },
    );
    await refused('DELETE', `brand/${ids.lg}`, undefined, 403, 'You are not allowed to do this', undefined, {
      id: theirs,
    });
    for (const token of [server.tokens.technician, server.tokens.dealer, server.tokens.customerCare]) {
      expect((await call(token, 'PATCH', path('service'), service)).statusCode).toBe(403);
    }
    for (const token of [server.tokens.admin, partner.token]) {
      const unknown = await call(token, 'PATCH', path('service', 'TECH999999'), service);
      expect(unknown.statusCode, unknown.body).toBe(404);
    }
  });

  it("lets the other partner fill its own technician's sections from its own offers", async () => {
    const filled = await json(other.token, 'PATCH', path('serviceAreas', theirs), {
      serviceAreaIds: [AREAS.koramangala],
    });
    expect(filled.serviceAreaIds).toEqual([AREAS.koramangala]);
    await refused(
      'PATCH',
      'serviceAreas',
      { serviceAreaIds: [AREAS.mgRoad] },
      400,
      SERVICE_AREA_MESSAGES.notOffered(AREAS.mgRoad),
      'serviceAreaIds.0',
      {
        id: theirs,
        token: other.token,
      },
    );
  });
});

describe('masking and the admin reveal', () => {
  it('masks the Aadhar and account numbers; only an admin reveals them', async () => {
    const seen = await profile();
    const aadhar = seen!.documentDetails.find((d) => d.docType === 'Aadhar Card')!;
    expect(JSON.stringify(seen)).not.toContain(AADHAR_NUMBER);
    expect(JSON.stringify(seen)).not.toContain('987654321');
    const revealDoc = path(`document/${aadhar._id}/number`);
    const revealBank = path('bankDetails/accountNumber');
    expect(await json(server.tokens.admin, 'GET', revealDoc)).toEqual({ docNumber: AADHAR_NUMBER });
    expect(await json(server.tokens.admin, 'GET', revealBank)).toEqual({ accountNumber: '987654321' });
    for (const token of [partner.token, server.tokens.technician, server.tokens.dealer, server.tokens.customerCare]) {
      expect((await call(token, 'GET', revealDoc)).statusCode).toBe(403);
      expect((await call(token, 'GET', revealBank)).statusCode).toBe(403);
    }
    const [stored] = await server.database.query<{ clear: string | null; encrypted: string }>(
      'SELECT doc_number AS clear, doc_number_encrypted AS encrypted FROM technician_documents WHERE id = $1',
      [aadhar._id],
    );
    expect(stored.clear).toBeNull();
    expect(stored.encrypted).not.toContain(AADHAR_NUMBER);
    expect((await call(server.tokens.admin, 'GET', path('bankDetails/accountNumber', bare))).json()).toEqual({
      message: BANK_MESSAGES.notFound,
    });
    expect(
      (await call(server.tokens.admin, 'GET', path('document/00000000-0000-0000-0000-000000000000/number'))).statusCode,
    ).toBe(404);
    // A technician's document is not found under its partner's path.
    expect(
      (await call(server.tokens.admin, 'GET', `channel-partner/${partner.id}/document/${aadhar._id}/number`))
        .statusCode,
    ).toBe(404);
  });
});

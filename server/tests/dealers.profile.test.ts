import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASIC_DETAILS_MESSAGES, DEALER_MESSAGES, type Dealer } from '../../domain/dealers';
import { FILE_MESSAGES } from '../../domain/files';
import { KYC_MESSAGES } from '../../domain/profile/kyc';
import { DEALER_NOT_ACTIVE } from '../src/platform/parties';
import { caller, expecting } from './channelPartners.helpers';
import {
  activeDealer,
  dealerFile,
  dealerForm,
  GSTIN,
  onboardDealer,
  partnerRow,
  uploadMandatoryDocuments,
  type OnboardedDealer,
} from './dealers.helpers';
import { latestMessage } from './identity.helpers';
import { activePartner, customerFixture, pricesAndCoupon, repairBody, startRequestServer } from './requests.helpers';
import { uploadTestFile } from './support/uploads';
import type { TestServer } from './support/testServer';

/** The dealer's own profile: read, basic details and photo, documents, submit, the admin's status changes. */
let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let mine: OnboardedDealer;
let theirs: OnboardedDealer;

beforeAll(async () => {
  server = await startRequestServer();
  json = expecting(server);
  call = caller(server);
  mine = await onboardDealer(server, 'mine@dealer.in');
  theirs = await onboardDealer(server, 'theirs@dealer.in');
});
afterAll(() => server?.close());

const details = (overrides: Record<string, unknown> = {}) => {
  const { email: _email, ...form } = dealerForm('unused@dealer.in', {
    firmName: 'Mine Electronics',
    contactName: 'Asha Rao',
    ...overrides,
  });
  return form;
};
const row = async (id: string) =>
  (
    await server.database.query<Record<string, unknown>>(
      `SELECT name, contact_name, mobile, gstin, pincode, area, profile_image, status, remark, last_update FROM dealers
          WHERE id = $1`,
      [id],
    )
  )[0];
const documentCount = async (id: string) =>
  Number(
    (
      await server.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM dealer_documents WHERE dealer_id = $1`,
        [id],
      )
    )[0].n,
  );

describe('GET dealer/profile and dealer/getById/{id}', () => {
  it('answers the dealer its own; an admin any; another dealer’s id 403; other roles 403; anonymous 401', async () => {
    expect(await json<Dealer>(mine.token, 'GET', 'dealer/profile')).toMatchObject({
      id: mine.id,
      email: 'mine@dealer.in',
      status: 'Incomplete',
      documentDetails: [],
    });
    expect((await json<Dealer>(mine.token, 'GET', `dealer/getById/${mine.id}`)).id).toBe(mine.id);
    expect((await json<Dealer>(server.tokens.admin, 'GET', `dealer/getById/${theirs.id}`)).email).toBe(
      'theirs@dealer.in',
    );
    expect((await call(mine.token, 'GET', `dealer/getById/${theirs.id}`)).statusCode).toBe(403);
    expect((await call(server.tokens.admin, 'GET', 'dealer/getById/DLR999999')).json()).toEqual({
      message: DEALER_MESSAGES.notFound,
    });
    for (const role of ['channelPartner', 'technician', 'customerCare'] as const) {
      expect((await call(server.tokens[role], 'GET', `dealer/getById/${mine.id}`)).statusCode, role).toBe(403);
      expect((await call(server.tokens[role], 'GET', 'dealer/profile')).statusCode, role).toBe(403);
    }
    expect((await call(server.tokens.admin, 'GET', 'dealer/profile')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', 'dealer/profile')).statusCode).toBe(401);
    // A dealer user without a dealer record has no profile.
    expect((await call(server.tokens.dealer, 'GET', 'dealer/profile')).statusCode).toBe(404);
  });
});

describe('PATCH dealer/{id}/basicDetails', () => {
  it('saves the dealer’s own details (GSTIN in capitals, partner by id) and logs the activity', async () => {
    const partnerId = await partnerRow(server, 'basic-partner@greenfix.in');
    const body = details({
      gstin: GSTIN.toLowerCase(),
      channelPartnerId: partnerId,
      address: { ...dealerForm('x@y.in').address, pincode: 560034, area: 'Koramangala' },
    });
    const saved = await json<Dealer>(mine.token, 'PATCH', `dealer/${mine.id}/basicDetails`, body);
    expect(saved).toMatchObject({
      firmName: 'Mine Electronics',
      contactName: 'Asha Rao',
      gstin: GSTIN,
      mobile: body.mobile,
      channelPartner: { id: partnerId },
      address: { pincode: 560034, area: 'Koramangala' },
    });
    const activities = await server.database.query<{ activity: string }>(
      `SELECT activity FROM activity_logs WHERE entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [mine.id],
    );
    expect(activities[0].activity).toBe(DEALER_MESSAGES.updated);
    // The admin too.
    expect(
      (
        await json<Dealer>(
          server.tokens.admin,
          'PATCH',
          `dealer/${mine.id}/basicDetails`,
          details({ contactName: 'Asha K Rao', mobile: body.mobile }),
        )
      ).contactName,
    ).toBe('Asha K Rao');
  });

  it.each([
    ['firmName', { firmName: '' }, DEALER_MESSAGES.firmNameRequired],
    ['contactName', { contactName: 'Asha 2' }, DEALER_MESSAGES.lettersAndSpaces],
    ['gstin', { gstin: 'ABC' }, DEALER_MESSAGES.gstinInvalid],
    ['mobile', { mobile: '55555' }, 'Phone Number is not valid'],
    [
      'address.state',
      { address: { ...dealerForm('x@y.in').address, state: '' } },
      BASIC_DETAILS_MESSAGES.stateRequired,
    ],
    [
      'address.pincode',
      { address: { ...dealerForm('x@y.in').address, area: 'Agara' } },
      BASIC_DETAILS_MESSAGES.pincodeUnavailable,
    ],
    ['channelPartnerId', { channelPartnerId: 'CP424242' }, DEALER_MESSAGES.partnerNotFound],
    [
      'profileImage.type',
      { profileImage: { name: 'a.gif', type: 'image/gif', key: 'x' } },
      BASIC_DETAILS_MESSAGES.photoType,
    ],
  ] as const)('refuses a bad %s with its message, changing nothing', async (field, override, message) => {
    const before = await row(mine.id);
    const body = 'profileImage' in override ? override : details(override);
    const response = await call(mine.token, 'PATCH', `dealer/${mine.id}/basicDetails`, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors[field]).toBe(message);
    expect(await row(mine.id)).toEqual(before);
  });

  it('refuses the mobile of another dealer (409) and another dealer’s id (403), changing nothing', async () => {
    const [{ mobile }] = await server.database.query<{ mobile: string }>(`SELECT mobile FROM dealers WHERE id = $1`, [
      theirs.id,
    ]);
    const before = await row(mine.id);
    const taken = await call(mine.token, 'PATCH', `dealer/${mine.id}/basicDetails`, details({ mobile }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: DEALER_MESSAGES.mobileInUse,
      errors: { mobile: DEALER_MESSAGES.mobileInUse },
    });
    expect((await call(mine.token, 'PATCH', `dealer/${theirs.id}/basicDetails`, details())).statusCode).toBe(403);
    for (const role of ['channelPartner', 'technician', 'customerCare'] as const) {
      expect(
        (await call(server.tokens[role], 'PATCH', `dealer/${mine.id}/basicDetails`, details())).statusCode,
        role,
      ).toBe(403);
    }
    expect((await call(undefined, 'PATCH', `dealer/${mine.id}/basicDetails`, details())).statusCode).toBe(401);
    expect(await row(mine.id)).toEqual(before);
  });

  it('sets the profile image from a png uploaded for this dealer only', async () => {
    const photo = await dealerFile(server, mine.token, mine.id, 'png');
    const saved = await json<Dealer>(mine.token, 'PATCH', `dealer/${mine.id}/basicDetails`, { profileImage: photo });
    expect(saved.profileImage).toEqual(photo);
    const theirsPhoto = await dealerFile(server, theirs.token, theirs.id, 'png');
    const refused = await call(mine.token, 'PATCH', `dealer/${mine.id}/basicDetails`, { profileImage: theirsPhoto });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: FILE_MESSAGES.notFound,
      errors: { profileImage: FILE_MESSAGES.notFound },
    });
    // A pdf is no photo, even under a png name.
    const pdf = await dealerFile(server, mine.token, mine.id, 'pdf');
    expect(
      (
        await call(mine.token, 'PATCH', `dealer/${mine.id}/basicDetails`, {
          profileImage: { ...pdf, type: 'image/png' },
        })
      ).json().errors,
    ).toEqual({
      profileImage: FILE_MESSAGES.unsupported,
    });
    expect((await json<Dealer>(mine.token, 'GET', 'dealer/profile')).profileImage).toEqual(photo);
    // The dealer may not upload for another dealer.
    expect((await uploadTestFile(server, mine.token, { id: theirs.id, entityType: 'dealer' })).status).toBe(403);
  });
});

describe('documents', () => {
  it(
    'takes a GST certificate as PDF and a PAN as PNG, ' +
      'replaces a mandatory one, deletes one; refuses an exe renamed .pdf',
    async () => {
      await uploadMandatoryDocuments(server, mine.token, mine.id);
      let profile = await json<Dealer>(mine.token, 'GET', 'dealer/profile');
      expect(profile.documentDetails.map((doc) => [doc.docType, doc.mandatory, doc.file.type])).toEqual([
        ['GST', true, 'application/pdf'],
        ['PAN Card', true, 'image/png'],
      ]);
      // Sent again, a mandatory type replaces the one held.
      await json(mine.token, 'PATCH', `dealer/${mine.id}/document`, {
        docType: 'gst',
        docNumber: GSTIN,
        file: await dealerFile(server, mine.token, mine.id),
      });
      expect(await documentCount(mine.id)).toBe(2);
      const trade = await json<Dealer>(mine.token, 'PATCH', `dealer/${mine.id}/document`, {
        docType: 'Trade Licence',
        docNumber: 'TL123',
        file: await dealerFile(server, mine.token, mine.id),
      });
      const tradeId = trade.documentDetails.find((doc) => doc.docType === 'Trade Licence')!._id;
      profile = await json<Dealer>(mine.token, 'DELETE', `dealer/${mine.id}/document/${tradeId}`);
      expect(profile.documentDetails).toHaveLength(2);
      expect((await call(mine.token, 'DELETE', `dealer/${mine.id}/document/${tradeId}`)).json()).toEqual({
        message: KYC_MESSAGES.notFound,
      });

      const exe = await uploadTestFile(server, mine.token, {
        id: mine.id,
        entityType: 'dealer',
        name: 'gst.pdf',
        bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00 this is a program'),
        contentType: 'application/pdf',
      });
      expect(exe.status).toBe(400);
      expect(exe.body.message).toBe(FILE_MESSAGES.unsupported);
      expect(await documentCount(mine.id)).toBe(2);
    },
  );

  it('refuses bad documents with their messages, another dealer’s id and other roles, writing nothing', async () => {
    const before = await documentCount(mine.id);
    const file = await dealerFile(server, mine.token, mine.id);
    const bad = await call(mine.token, 'PATCH', `dealer/${mine.id}/document`, {
      docType: 'PAN Card',
      docNumber: 'AB-12',
      file,
    });
    expect(bad.json()).toMatchObject({ errors: { docNumber: KYC_MESSAGES.alphanumeric } });
    expect(
      (
        await call(mine.token, 'PATCH', `dealer/${mine.id}/document`, { docType: 'PAN Card', docNumber: 'AB12' })
      ).json(),
    ).toMatchObject({
      errors: { file: KYC_MESSAGES.fileRequired },
    });
    expect(
      (
        await call(mine.token, 'PATCH', `dealer/${theirs.id}/document`, {
          docType: 'PAN Card',
          docNumber: 'AB12',
          file,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(theirs.token, 'DELETE', `dealer/${mine.id}/document/00000000-0000-0000-0000-000000000000`))
        .statusCode,
    ).toBe(403);
    for (const role of ['channelPartner', 'technician', 'customerCare'] as const) {
      expect(
        (
          await call(server.tokens[role], 'PATCH', `dealer/${mine.id}/document`, {
            docType: 'PAN Card',
            docNumber: 'AB12',
            file,
          })
        ).statusCode,
        role,
      ).toBe(403);
    }
    expect(await documentCount(mine.id)).toBe(before);
  });
});

describe('POST dealer/{id}/submit and PATCH dealer/status', () => {
  it(
    'refuses a submit with missing items (409, listed), then submits; ' +
      'the admin activates with a remark and the dealer is told',
    async () => {
      const dealer = await onboardDealer(server, 'submit@dealer.in');
      const missing = await call(dealer.token, 'POST', `dealer/${dealer.id}/submit`);
      expect(missing.statusCode).toBe(409);
      expect(missing.json()).toEqual({ message: DEALER_MESSAGES.missing(['GST', 'PAN Card']) });
      expect((await row(dealer.id)).status).toBe('Incomplete');
      await uploadMandatoryDocuments(server, dealer.token, dealer.id);
      expect((await call(mine.token, 'POST', `dealer/${dealer.id}/submit`)).statusCode).toBe(403);
      expect((await json<Dealer>(dealer.token, 'POST', `dealer/${dealer.id}/submit`)).status).toBe('Pending');
      expect((await call(dealer.token, 'POST', `dealer/${dealer.id}/submit`)).json()).toEqual({
        message: DEALER_MESSAGES.notSubmittable,
      });

      const active = await json<Dealer>(server.tokens.admin, 'PATCH', 'dealer/status', {
        id: dealer.id,
        status: 'Active',
        remark: 'Documents checked',
      });
      expect(active).toMatchObject({ status: 'Active', remark: 'Documents checked' });
      const mail = await latestMessage(server, 'submit@dealer.in');
      expect(mail.subject).toBe('Reloop dealer account: Active');
      expect(mail.body).toContain('Remark: Documents checked');
      expect(await json(dealer.token, 'GET', 'users/getUserDetails')).toMatchObject({
        profile: { dealerId: dealer.id, dealerStatus: 'Active' },
      });
      const history = await json<{ activity: string; remark: string | null }[]>(
        server.tokens.admin,
        'GET',
        `activityLogs/${dealer.id}`,
      );
      expect(history[0]).toMatchObject({ activity: 'Status changed to Active', remark: 'Documents checked' });
      expect(history.map((entry) => entry.activity)).toEqual(
        expect.arrayContaining(['Profile submitted', 'Dealer added', 'Invitation link verified']),
      );
      // A dealer does not read activity logs.
      expect((await call(dealer.token, 'GET', `activityLogs/${dealer.id}`)).statusCode).toBe(403);
    },
  );

  it(
    'refuses moves DEALER_STATUS_MOVES does not allow (409), ' +
      'bad bodies (400), and every role but the admin, changing nothing',
    async () => {
      const before = await row(mine.id);
      expect(
        (
          await call(server.tokens.admin, 'PATCH', 'dealer/status', {
            id: mine.id,
            status: 'Active',
            remark: 'Too early',
          })
        ).json(),
      ).toEqual({
        message: DEALER_MESSAGES.notMovable,
      });
      const noRemark = await call(server.tokens.admin, 'PATCH', 'dealer/status', {
        id: mine.id,
        status: 'Active',
        remark: '',
      });
      expect(noRemark.statusCode).toBe(400);
      expect(Object.keys(noRemark.json().errors)).toEqual(['remark']);
      expect(
        (
          await call(server.tokens.admin, 'PATCH', 'dealer/status', { id: mine.id, status: 'Rejected', remark: 'x' })
        ).json().errors,
      ).toEqual({ status: 'Status is required' });
      expect(
        (await call(server.tokens.admin, 'PATCH', 'dealer/status', { id: 'DLR999999', status: 'Active', remark: 'x' }))
          .statusCode,
      ).toBe(404);
      expect(
        (await call(mine.token, 'PATCH', 'dealer/status', { id: mine.id, status: 'Active', remark: 'Me' })).statusCode,
      ).toBe(403);
      for (const role of ['channelPartner', 'technician', 'customerCare'] as const) {
        expect(
          (await call(server.tokens[role], 'PATCH', 'dealer/status', { id: mine.id, status: 'Active', remark: 'x' }))
            .statusCode,
          role,
        ).toBe(403);
      }
      expect(
        (await call(undefined, 'PATCH', 'dealer/status', { id: mine.id, status: 'Active', remark: 'x' })).statusCode,
      ).toBe(401);
      expect(await row(mine.id)).toEqual(before);
    },
  );
});

describe('an Inactive dealer', () => {
  it(
    'books while Active; ' + 'once Inactive its bookings and profile changes are refused (403), its sign-in kept',
    async () => {
      const partner = await activePartner(server, 'dealer-book@greenfix.in', 'Dealer Book Fixers');
      await pricesAndCoupon(server.database);
      const customer = await customerFixture(server.database);
      const dealer = await activeDealer(server, 'books@dealer.in');
      const booked = await json(
        dealer.token,
        'POST',
        'user/requests',
        repairBody(customer, partner.id, { paymentMethod: 'PayLater' }),
        201,
      );
      const [bookedRow] = await server.database.query<{ dealer_id: string }>(
        `SELECT dealer_id FROM requests WHERE id = $1`,
        [booked.id],
      );
      expect(bookedRow.dealer_id).toBe(dealer.id);

      await json(server.tokens.admin, 'PATCH', 'dealer/status', {
        id: dealer.id,
        status: 'Inactive',
        remark: 'Contract ended',
      });
      expect((await latestMessage(server, 'books@dealer.in')).subject).toBe('Reloop dealer account: Inactive');
      const refused = await call(
        dealer.token,
        'POST',
        'user/requests',
        repairBody(customer, partner.id, { paymentMethod: 'PayLater' }),
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: DEALER_NOT_ACTIVE });
      const before = await row(dealer.id);
      const changes = [
        await call(dealer.token, 'PATCH', `dealer/${dealer.id}/basicDetails`, details()),
        await call(dealer.token, 'PATCH', `dealer/${dealer.id}/document`, {
          docType: 'PAN Card',
          docNumber: 'AB12',
          file: await dealerFile(server, server.tokens.admin, dealer.id),
        }),
        await call(dealer.token, 'POST', `dealer/${dealer.id}/submit`),
      ];
      for (const response of changes) expect(response.json()).toEqual({ message: DEALER_MESSAGES.inactiveBanner });
      expect(changes.map((response) => response.statusCode)).toEqual([403, 403, 403]);
      expect(await row(dealer.id)).toEqual(before);
      // It still signs in and reads its profile (the console shows the forbidden page).
      expect((await json<Dealer>(dealer.token, 'GET', 'dealer/profile')).status).toBe('Inactive');
      expect(await server.app.ctx.identity.getUser('staff', 'books@dealer.in')).toMatchObject({ enabled: true });
      // Back to Pending, then Active again: booking works again.
      await json(server.tokens.admin, 'PATCH', 'dealer/status', { id: dealer.id, status: 'Active', remark: 'Renewed' });
      await json(
        dealer.token,
        'POST',
        'user/requests',
        repairBody(customer, partner.id, { paymentMethod: 'PayLater' }),
        201,
      );
    },
  );
});

describe('unexpected failures of the basic-details and document calls', () => {
  it('answer 500 with the spec’s message', async () => {
    const broken = await startRequestServer();
    try {
      const dealer = await onboardDealer(broken, 'broken@dealer.in');
      const file = await dealerFile(broken, dealer.token, dealer.id);
      // A real failure: the tables these calls write are gone.
      await broken.database.query('DROP TABLE dealer_documents');
      await broken.database.query('ALTER TABLE dealers DROP COLUMN gstin');
      const call500 = caller(broken);
      for (const response of [
        await call500(dealer.token, 'PATCH', `dealer/${dealer.id}/document`, {
          docType: 'GST',
          docNumber: GSTIN,
          file,
        }),
        await call500(dealer.token, 'PATCH', `dealer/${dealer.id}/basicDetails`, details()),
      ]) {
        expect(response.statusCode, response.body).toBe(500);
        expect(response.json()).toMatchObject({ message: 'Something went wrong. Please try again later.' });
      }
    } finally {
      await broken.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES, FILE_PATHS } from '../../domain/files';
import { KYC_MESSAGES } from '../../domain/profile/kyc';
import { CHARGE_MESSAGES } from '../../domain/requests/charges';
import { NOT_YOURS } from '../src/modules/requests/operations/access';
import { caller, expecting, type OnboardedPartner } from './channelPartners.helpers';
import {
  customerFixture,
  type CustomerFixture,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  requestParties,
  signedInTechnician,
  startRequestServer,
  tokenUsername,
} from './requests.helpers';
import { bearer, type TestServer } from './support/testServer';
import { SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG, uploadTestFile } from './support/uploads';

/**
 * Spare parts, the admin's discount, the payment summary and the documents of a request (spec 001 §7 "Requests",
 * "E-waste pick-up requests"; DESIGN.md "Prices"): amounts in paise recomputed on the server, each call within the
 * caller's scope, files downloaded only by those who may see the request.
 */

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
let customerCare: string;
let dealer: string;
let ours: OnboardedPartner & { name: string };
let theirs: OnboardedPartner & { name: string };
/** Their phone is a Galaxy S23 (a model of the master). */
let customer: CustomerFixture;
/** Their phone's model number is not in the master. */
let stranger: CustomerFixture;
let ravi: { id: string; token: string };
let kiran: { id: string; token: string };
let theirTechnician: { id: string; token: string };
const parts: Record<'display' | 'protector' | 'capacitor' | 'iphoneBattery' | 'pipe', string> = {
  display: '',
  protector: '',
  capacitor: '',
  iphoneBattery: '',
  pipe: '',
};

beforeAll(async () => {
  server = await startRequestServer();
  ({ json, call, admin, customerCare, dealer, ours, theirs } = await requestParties(server, 'charges', {
    ours: 'Charges Ours Repairs',
    theirs: 'Charges Theirs Repairs',
  }));
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
  stranger = await customerFixture(server.database);
  await server.database.query(`UPDATE customer_products SET model_no = ' sm-s911b galaxy s23 ' WHERE id = $1`, [
    customer.phoneId,
  ]);
  await server.database.query(`UPDATE customer_products SET model_no = 'SM-X000 Unknown' WHERE id = $1`, [
    stranger.phoneId,
  ]);
  ravi = await signedInTechnician(server, ours);
  kiran = await signedInTechnician(server, ours);
  theirTechnician = await signedInTechnician(server, theirs);
  const found = await server.database.query<{ id: string; part_number: string }>(
    `SELECT id, part_number FROM spare_parts WHERE part_number IN ('SP-SAM-S23-DSP', 'GEN-CAP-35UF', 'SP-APL-IP14-BAT',
        'GEN-CU-PIPE', 'GEN-SCR-GLASS')`,
  );
  const id = (partNumber: string) => found.find((p) => p.part_number === partNumber)!.id;
  Object.assign(parts, {
    display: id('SP-SAM-S23-DSP'),
    protector: id('GEN-SCR-GLASS'),
    capacitor: id('GEN-CAP-35UF'),
    iphoneBattery: id('SP-APL-IP14-BAT'),
    pipe: id('GEN-CU-PIPE'),
  });
  // The S23 display costs ₹11,999.00 on that model (the part's own price is ₹12,999.00); the pipe is unpublished.
  await server.database.query(`UPDATE spare_part_models SET price = 11999 WHERE spare_part_id = $1`, [parts.display]);
  await server.database.query(`UPDATE spare_parts SET status = 'Unpublish' WHERE id = $1`, [parts.pipe]);
});
afterAll(() => server?.close());

type Record_ = {
  id: string;
  payment: Record<string, unknown>;
  spareParts: unknown[];
  documents: { id: string; docType: string; file: { key: string } }[];
};

/** A repair of the customer's Galaxy S23 (₹549.00, TENOFF 10%, 18% GST) paid by link unless told, assigned to Ravi. */
async function assignedRepair(
  owner = customer,
  token = admin,
  paymentMethod: 'Link' | 'Cash' = 'Link',
): Promise<Record_> {
  const request = await json(
    token,
    'POST',
    'user/requests',
    repairBody(owner, ours.id, { couponCode: 'TENOFF', paymentMethod }),
    201,
  );
  return json(ours.token, 'POST', 'requests/assign/technician', { requestId: request.id, technicianId: ravi.id });
}

const fit = (token: string, id: string, sparePartId: string, quantity: number) =>
  call(token, 'PUT', `requests/${id}/sparePart`, { sparePartId, quantity });
const discount = (token: string, id: string, body: object) => call(token, 'PUT', `requests/${id}/discount`, body);
const stored = async (id: string) =>
  (
    await server.database.query<{
      spareParts: number;
      gst: number;
      total: number;
      payment: number;
      adminDiscount: number;
    }>(
      `SELECT r.spare_parts_paise AS "spareParts", r.gst_paise AS gst, r.total_paise AS total,
          r.admin_discount_paise AS "adminDiscount", p.amount_paise AS payment
       FROM requests r LEFT JOIN payments p ON p.request_id = r.id AND p.status IN ('Created', 'Unpaid')
         WHERE r.id = $1`,
      [id],
    )
  )[0];
const lastActivity = async (id: string) =>
  (
    await server.database.query<{ activity: string; remark: string }>(
      `SELECT activity, remark FROM activity_logs WHERE entity_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    )
  )[0];

async function expectRefused(
  response: { statusCode: number; body: string; json(): unknown },
  status: number,
  message: string,
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ message });
}

const BOOKED = {
  pricePaise: 54900,
  discountPaise: 5490,
  couponDiscountPaise: 5490,
  sparePartsPaise: 0,
  adminDiscountPaise: 0,
  taxablePaise: 49410,
  gstPaise: 8894,
  totalPaise: 58304,
};

describe('PUT requests/{id}/sparePart and DELETE requests/{id}/sparePart/{sparePartId}', () => {
  it(
    "fits parts of the product's model and generic ones at the master price, " +
      'keeping the total, the amounts and the payment in step',
    async () => {
      const request = await assignedRepair();
      expect(request.payment).toMatchObject({ ...BOOKED, adminDiscountReason: null, adminDiscountBy: null });
      expect(request.spareParts).toEqual([]);

      const one = await json(ravi.token, 'PUT', `requests/${request.id}/sparePart`, {
        sparePartId: parts.display,
        quantity: 1,
      });
      expect(one.spareParts).toEqual([
        {
          sparePartId: parts.display,
          name: 'Galaxy S23 display assembly',
          partNumber: 'SP-SAM-S23-DSP',
          quantity: 1,
          unitPricePaise: 1199900,
          totalPaise: 1199900,
        },
      ]);
      // 549.00 − 54.90 + 11,999.00 = 12,493.10; GST 18% = 2,248.758 → 2,248.76; total 14,741.86.
      expect(one.payment).toMatchObject({
        sparePartsPaise: 1199900,
        taxablePaise: 1249310,
        gstPaise: 224876,
        totalPaise: 1474186,
      });
      expect(await lastActivity(request.id)).toEqual({
        activity: CHARGE_MESSAGES.sparePartAdded,
        remark: 'Galaxy S23 display assembly × 1',
      });

      await json(ravi.token, 'PUT', `requests/${request.id}/sparePart`, { sparePartId: parts.display, quantity: 2 });
      expect(await lastActivity(request.id)).toEqual({
        activity: CHARGE_MESSAGES.sparePartUpdated,
        remark: 'Galaxy S23 display assembly × 2',
      });
      const three = await json(ours.token, 'PUT', `requests/${request.id}/sparePart`, {
        sparePartId: parts.protector,
        quantity: 3,
      });
      expect(three.spareParts).toEqual([
        expect.objectContaining({
          sparePartId: parts.display,
          quantity: 2,
          unitPricePaise: 1199900,
          totalPaise: 2399800,
        }),
        expect.objectContaining({
          sparePartId: parts.protector,
          name: 'Tempered glass screen protector',
          quantity: 3,
          unitPricePaise: 35000,
          totalPaise: 105000,
        }),
      ]);
      expect(three.payment).toMatchObject({
        sparePartsPaise: 2504800,
        taxablePaise: 2554210,
        gstPaise: 459758,
        totalPaise: 3013968,
      });
      expect(await stored(request.id)).toEqual({
        spareParts: 2504800,
        gst: 459758,
        total: 3013968,
        payment: 3013968,
        adminDiscount: 0,
      });

      const removed = await json(admin, 'DELETE', `requests/${request.id}/sparePart/${parts.display}`);
      expect(removed.spareParts).toEqual([expect.objectContaining({ sparePartId: parts.protector })]);
      expect(await lastActivity(request.id)).toEqual({
        activity: CHARGE_MESSAGES.sparePartRemoved,
        remark: 'Galaxy S23 display assembly',
      });
      await expectRefused(
        await call(admin, 'DELETE', `requests/${request.id}/sparePart/${parts.display}`),
        404,
        CHARGE_MESSAGES.sparePartNotOnRequest,
      );
      const none = await json(ravi.token, 'DELETE', `requests/${request.id}/sparePart/${parts.protector}`);
      expect(none.payment).toMatchObject(BOOKED);
      expect(await stored(request.id)).toEqual({
        spareParts: 0,
        gst: 8894,
        total: 58304,
        payment: 58304,
        adminDiscount: 0,
      });
      expect(await json(admin, 'GET', `requests/${request.id}`)).toEqual(none);
    },
  );

  it(
    "refuses parts that do not fit the product's model, " +
      'unpublished or unknown parts, and quantities out of bounds, changing nothing',
    async () => {
      const request = await assignedRepair();
      const elsewhere = await assignedRepair(stranger);
      for (const [id, sparePartId] of [
        [request.id, parts.iphoneBattery],
        [request.id, parts.pipe],
        // A run capacitor is generic for air conditioners (the models it is assigned to), not for this Samsung phone.
        [request.id, parts.capacitor],
        [request.id, 'SPID999999'],
        [elsewhere.id, parts.display],
      ]) {
        const response = await fit(ours.token, id, sparePartId, 1);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({
          message: CHARGE_MESSAGES.sparePartUnfit,
          errors: { sparePartId: CHARGE_MESSAGES.sparePartUnfit },
        });
      }
      // A generic part for phones fits any phone, whatever its model.
      expect(
        (
          await json(ours.token, 'PUT', `requests/${elsewhere.id}/sparePart`, {
            sparePartId: parts.protector,
            quantity: 1,
          })
        ).spareParts,
      ).toHaveLength(1);
      for (const [quantity, message] of [
        [0, 'Quantity must be at least 1'],
        [1000, 'Quantity must be at most 999'],
        [1.5, 'Quantity must be a whole number'],
      ] as const)
        await expectRefused(await fit(ravi.token, request.id, parts.display, quantity), 400, message);
      await expectRefused(
        await call(ravi.token, 'PUT', `requests/${request.id}/sparePart`, { quantity: 1 }),
        400,
        'Spare part is required',
      );
      expect(await stored(request.id)).toMatchObject({ spareParts: 0, total: 58304 });
    },
  );

  it(
    'admits the assigned technician, the partner and an admin only; ' +
      'another partner or technician is 403, an unknown request 404',
    async () => {
      const request = await assignedRepair(customer, dealer);
      for (const token of [customerCare, dealer])
        await expectRefused(await fit(token, request.id, parts.protector, 1), 403, 'You are not allowed to do this');
      for (const token of [theirs.token, theirTechnician.token, kiran.token]) {
        await expectRefused(await fit(token, request.id, parts.protector, 1), 403, NOT_YOURS);
        await expectRefused(
          await call(token, 'DELETE', `requests/${request.id}/sparePart/${parts.protector}`),
          403,
          NOT_YOURS,
        );
      }
      await expectRefused(await fit(admin, 'REQ99999999', parts.protector, 1), 404, 'Request not found');
      expect(await stored(request.id)).toMatchObject({ spareParts: 0 });
    },
  );

  it('closes the charges of a cancelled request', async () => {
    const cancelled = await assignedRepair();
    await json(admin, 'PUT', `requests/${cancelled.id}/status`, { status: 'Cancelled', remark: 'Not needed' });
    await expectRefused(
      await fit(ours.token, cancelled.id, parts.protector, 1),
      409,
      CHARGE_MESSAGES.chargesClosed('Cancelled'),
    );
    await expectRefused(
      await discount(admin, cancelled.id, { amountPaise: 100, reason: 'Goodwill' }),
      409,
      CHARGE_MESSAGES.chargesClosed('Cancelled'),
    );
  });
});

describe('the payments of a request follow its charges (one payment per amount asked)', () => {
  const paymentsOf = (id: string) =>
    server.database.query<{ id: string; purpose: string; method: string; status: string; amount: number }>(
      `SELECT id, purpose, method, status, amount_paise AS amount FROM payments WHERE request_id = $1
          ORDER BY created_at, length(id), id`,
      [id],
    );
  const paymentStatusOf = async (id: string) =>
    (await server.database.query<{ s: string }>(`SELECT payment_status AS s FROM requests WHERE id = $1`, [id]))[0].s;

  it(
    'keeps one Unpaid cash payment at what is owed; ' + 'nothing owed cancels it, and a later charge asks again',
    async () => {
      const request = await assignedRepair(customer, admin, 'Cash');
      const [booking] = await paymentsOf(request.id);
      expect(booking).toMatchObject({ purpose: 'Booking', method: 'Cash', status: 'Unpaid', amount: 58304 });
      const one = await json(ravi.token, 'PUT', `requests/${request.id}/sparePart`, {
        sparePartId: parts.protector,
        quantity: 1,
      });
      expect(one.payment).toMatchObject({ totalPaise: 99604, status: 'Unpaid' });
      expect(await paymentsOf(request.id)).toEqual([{ ...booking, amount: 99604 }]);

      // Due: 549.00 − 54.90 + 350.00 = 844.10: all of it off leaves nothing to ask.
      await json(admin, 'PUT', `requests/${request.id}/discount`, { amountPaise: 84410, reason: 'On the house' });
      expect(await paymentsOf(request.id)).toEqual([{ ...booking, status: 'Cancelled', amount: 99604 }]);
      expect(await paymentStatusOf(request.id)).toBe('Cancelled');
      const back = await json(admin, 'PUT', `requests/${request.id}/discount`, {
        amountPaise: 0,
        reason: 'Taken back',
      });
      expect(back.payment).toMatchObject({ totalPaise: 99604, status: 'Unpaid' });
      expect((await paymentsOf(request.id)).map((p) => `${p.purpose} ${p.method} ${p.status} ${p.amount}`)).toEqual([
        'Booking Cash Cancelled 99604',
        'Booking Cash Unpaid 99604',
      ]);
    },
  );

  it(
    'asks charges added after a collected cash payment as a new Unpaid payment, ' +
      'and refuses to go below what was paid',
    async () => {
      const request = await assignedRepair(customer, admin, 'Cash');
      const [booking] = await paymentsOf(request.id);
      await json(ours.token, 'POST', `payments/${booking.id}/collect`, { remark: 'Cash at the door' });
      const fitted = await json(ravi.token, 'PUT', `requests/${request.id}/sparePart`, {
        sparePartId: parts.protector,
        quantity: 2,
      });
      expect(fitted.payment).toMatchObject({ totalPaise: 140904, status: 'Unpaid' });
      expect((await paymentsOf(request.id)).map((p) => `${p.purpose} ${p.status} ${p.amount}`)).toEqual([
        'Booking Paid 58304',
        'Charges Unpaid 82600',
      ]);
      expect(await lastActivity(request.id)).toEqual({
        activity: CHARGE_MESSAGES.sparePartAdded,
        remark: 'Tempered glass screen protector × 2',
      });

      // One protector less: the charges payment asks for one.
      await json(ravi.token, 'PUT', `requests/${request.id}/sparePart`, { sparePartId: parts.protector, quantity: 1 });
      expect((await paymentsOf(request.id)).map((p) => `${p.purpose} ${p.status} ${p.amount}`)).toEqual([
        'Booking Paid 58304',
        'Charges Unpaid 41300',
      ]);
      // Without the part the total (₹583.04) is what the booking paid: the charges payment is cancelled.
      const removed = await json(admin, 'DELETE', `requests/${request.id}/sparePart/${parts.protector}`);
      expect(removed.payment).toMatchObject({ totalPaise: 58304, adminDiscountPaise: 0, status: 'Paid' });
      expect((await paymentsOf(request.id)).map((p) => p.status)).toEqual(['Paid', 'Cancelled']);
      // A discount now would take the total below what was paid: refused, nothing written.
      await expectRefused(
        await discount(admin, request.id, { amountPaise: 100, reason: 'Goodwill' }),
        409,
        CHARGE_MESSAGES.belowPaid(58304),
      );
      expect(await stored(request.id)).toEqual({
        spareParts: 0,
        gst: 8894,
        total: 58304,
        payment: null,
        adminDiscount: 0,
      });
    },
  );
});

describe('PUT requests/{id}/discount (admin)', () => {
  it(
    'takes up to the amount due before GST off, recorded with who and why; ' +
      'a spare part cannot leave it above what is due',
    async () => {
      const request = await assignedRepair();
      await json(ours.token, 'PUT', `requests/${request.id}/sparePart`, { sparePartId: parts.protector, quantity: 3 });
      const given = await json(admin, 'PUT', `requests/${request.id}/discount`, {
        amountPaise: 10000,
        reason: ' Late visit ',
      });
      expect(given.payment).toMatchObject({
        sparePartsPaise: 105000,
        adminDiscountPaise: 10000,
        adminDiscountReason: 'Late visit',
        adminDiscountBy: tokenUsername(admin),
        taxablePaise: 144410,
        gstPaise: 25994,
        totalPaise: 170404,
      });
      expect(await stored(request.id)).toEqual({
        spareParts: 105000,
        gst: 25994,
        total: 170404,
        payment: 170404,
        adminDiscount: 10000,
      });
      expect(await lastActivity(request.id)).toEqual({
        activity: CHARGE_MESSAGES.discountApplied,
        remark: '₹100.00: Late visit',
      });

      // Due: 549.00 − 54.90 + 3 × 350.00 = 1,544.10.
      const above = await discount(admin, request.id, { amountPaise: 154411, reason: 'Too much' });
      expect(above.statusCode).toBe(400);
      expect(above.json()).toEqual({
        message: CHARGE_MESSAGES.discountAboveDue(154410),
        errors: { amountPaise: CHARGE_MESSAGES.discountAboveDue(154410) },
      });
      expect(
        (await json(admin, 'PUT', `requests/${request.id}/discount`, { amountPaise: 154410, reason: 'On the house' }))
          .payment,
      ).toMatchObject({ gstPaise: 0, totalPaise: 0 });
      await expectRefused(
        await call(ravi.token, 'DELETE', `requests/${request.id}/sparePart/${parts.protector}`),
        409,
        CHARGE_MESSAGES.discountAboveDue(49410),
      );
      expect(await stored(request.id)).toMatchObject({ spareParts: 105000, adminDiscount: 154410, total: 0 });
      expect(
        (await json(admin, 'PUT', `requests/${request.id}/discount`, { amountPaise: 0, reason: 'Taken back' })).payment,
      ).toMatchObject({
        adminDiscountPaise: 0,
        totalPaise: 182204,
      });
    },
  );

  it('refuses every role but admin, and amounts that are not whole paise or carry no reason', async () => {
    const request = await assignedRepair();
    for (const token of [ours.token, ravi.token, customerCare, dealer])
      await expectRefused(
        await discount(token, request.id, { amountPaise: 100, reason: 'x' }),
        403,
        'You are not allowed to do this',
      );
    for (const [body, message] of [
      [{ amountPaise: 100 }, 'Reason is required'],
      [{ amountPaise: 100, reason: '  ' }, 'Reason is required'],
      [{ amountPaise: 10.5, reason: 'x' }, 'Discount must be in whole paise'],
      [{ amountPaise: -1, reason: 'x' }, 'Discount must not be negative'],
      [{ reason: 'x' }, 'Discount is required'],
    ] as const)
      await expectRefused(await discount(admin, request.id, body), 400, message);
    await expectRefused(
      await discount(admin, 'REQ99999999', { amountPaise: 100, reason: 'x' }),
      404,
      'Request not found',
    );
    expect(await stored(request.id)).toMatchObject({ adminDiscount: 0, total: 58304 });
  });
});

describe('PUT requests/{id}/document, PUT pickUpRequests/{id}/document and their DELETEs', () => {
  const upload = (
    token: string,
    id: string,
    entityType: string,
    file = { name: 'before.png', bytes: SAMPLE_PNG, contentType: 'image/png' },
  ) => uploadTestFile(server, token, { id, entityType, ...file });
  const download = (token: string, key: string) =>
    server.app.inject({ method: 'GET', url: `/api/${FILE_PATHS.download(key)}`, headers: bearer(token) });
  const attach = (token: string, path: string, docType: string, file: object) =>
    call(token, 'PUT', `${path}/document`, { docType, file });

  it(
    'files photos and invoices uploaded for the request; ' + 'those who see the request download them, others do not',
    async () => {
      const request = await assignedRepair(customer, dealer);
      const before = await upload(ours.token, request.id, 'request');
      expect(before.status, JSON.stringify(before.body)).toBe(201);
      const withBefore = await json(ours.token, 'PUT', `requests/${request.id}/document`, {
        docType: 'Before Photo',
        file: { name: 'before.png', type: 'image/png', key: before.body.key },
      });
      expect(withBefore.documents).toEqual([
        {
          id: expect.any(String),
          docType: 'Before Photo',
          file: { name: 'before.png', type: 'image/png', key: before.body.key },
          uploadedBy: ours.email,
          createdAt: expect.any(String),
        },
      ]);
      expect(await lastActivity(request.id)).toEqual({
        activity: KYC_MESSAGES.uploaded,
        remark: 'Before Photo: before.png',
      });

      const after = await upload(ravi.token, request.id, 'request', {
        name: 'after.jpg',
        bytes: SAMPLE_JPEG,
        contentType: 'image/jpeg',
      });
      // The stored type wins over the one the client names.
      await json(ravi.token, 'PUT', `requests/${request.id}/document`, {
        docType: 'After Photo',
        file: { name: 'after.jpg', type: 'application/pdf', key: after.body.key },
      });
      const invoice = await upload(admin, request.id, 'request', {
        name: 'invoice.pdf',
        bytes: SAMPLE_PDF,
        contentType: 'application/pdf',
      });
      const all = await json(admin, 'PUT', `requests/${request.id}/document`, {
        docType: 'Invoice',
        file: { name: 'Invoice 42.pdf', type: 'application/pdf', key: invoice.body.key },
      });
      expect(
        all.documents.map((d: { docType: string; file: { type: string; name: string } }) => [
          d.docType,
          d.file.type,
          d.file.name,
        ]),
      ).toEqual([
        ['Invoice', 'application/pdf', 'Invoice 42.pdf'],
        ['After Photo', 'image/jpeg', 'after.jpg'],
        ['Before Photo', 'image/png', 'before.png'],
      ]);

      for (const token of [admin, ours.token, ravi.token, dealer, customerCare])
        expect((await download(token, before.body.key)).statusCode, token).toBe(200);
      for (const token of [theirs.token, theirTechnician.token, kiran.token])
        expect((await download(token, before.body.key)).statusCode).toBe(403);
      // Reading is not uploading: the dealer who booked it and customer care only read; strangers neither.
      for (const token of [dealer, customerCare, theirs.token, theirTechnician.token, kiran.token])
        expect((await upload(token, request.id, 'request')).status).toBe(403);
    },
  );

  it(
    'refuses a file of another request or of another kind, ' +
      'a stored type that is no document, the same file twice, a bad type name',
    async () => {
      const request = await assignedRepair();
      const other = await assignedRepair();
      const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
      const elsewhere = await upload(ours.token, other.id, 'request');
      const pickUpFile = await upload(ours.token, pickUp.id, 'pickUpRequest');
      const webp = await upload(ours.token, request.id, 'request', {
        name: 'photo.webp',
        bytes: Buffer.concat([
          Buffer.from('RIFF'),
          Buffer.from([36, 0, 0, 0]),
          Buffer.from('WEBPVP8 '),
          Buffer.alloc(24),
        ]),
        contentType: 'image/webp',
      });
      expect(webp.status, JSON.stringify(webp.body)).toBe(201);
      for (const [key, message] of [
        [elsewhere.body.key, FILE_MESSAGES.notFound],
        [pickUpFile.body.key, FILE_MESSAGES.notFound],
        [webp.body.key, FILE_MESSAGES.unsupported],
      ]) {
        const response = await attach(ours.token, `requests/${request.id}`, 'Before Photo', {
          name: 'x.png',
          type: 'image/png',
          key,
        });
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ message, errors: { file: message } });
      }
      const good = await upload(ours.token, request.id, 'request');
      const file = { name: 'before.png', type: 'image/png', key: good.body.key };
      expect((await attach(ours.token, `requests/${request.id}`, 'Before Photo', file)).statusCode).toBe(200);
      await expectRefused(
        await attach(ours.token, `requests/${request.id}`, 'After Photo', file),
        409,
        CHARGE_MESSAGES.documentTwice,
      );
      await expectRefused(
        await attach(ours.token, `requests/${request.id}`, ' ', file),
        400,
        KYC_MESSAGES.typeRequired,
      );
      await expectRefused(
        await attach(ours.token, `requests/${request.id}`, 'Photo!', file),
        400,
        KYC_MESSAGES.typeCharacters,
      );
      await expectRefused(
        await call(ours.token, 'PUT', `requests/${request.id}/document`, { docType: 'Invoice' }),
        400,
        KYC_MESSAGES.fileRequired,
      );
      expect((await json(admin, 'GET', `requests/${request.id}`)).documents).toHaveLength(1);
    },
  );

  it("files a pick-up's documents under its own entity type, and deletes documents within scope", async () => {
    const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, ours.id), 201);
    const weighed = await upload(ours.token, pickUp.id, 'pickUpRequest', {
      name: 'weighbridge.pdf',
      bytes: SAMPLE_PDF,
      contentType: 'application/pdf',
    });
    const record = await json(ours.token, 'PUT', `pickUpRequests/${pickUp.id}/document`, {
      docType: 'Weighbridge slip',
      file: { name: 'weighbridge.pdf', type: 'application/pdf', key: weighed.body.key },
    });
    expect(record).toMatchObject({
      kind: 'pickUp',
      documents: [{ docType: 'Weighbridge slip', file: { key: weighed.body.key } }],
      spareParts: [],
      disposalMethod: null,
    });
    const [document] = record.documents;
    await expectRefused(
      await call(ours.token, 'DELETE', `requests/${pickUp.id}/document/${document.id}`),
      404,
      'Request not found',
    );
    for (const token of [theirs.token, theirTechnician.token])
      await expectRefused(
        await call(token, 'DELETE', `pickUpRequests/${pickUp.id}/document/${document.id}`),
        403,
        NOT_YOURS,
      );
    for (const token of [dealer, customerCare])
      await expectRefused(
        await call(token, 'DELETE', `pickUpRequests/${pickUp.id}/document/${document.id}`),
        403,
        'You are not allowed to do this',
      );

    const emptied = await json(admin, 'DELETE', `pickUpRequests/${pickUp.id}/document/${document.id}`);
    expect(emptied.documents).toEqual([]);
    expect(await lastActivity(pickUp.id)).toEqual({ activity: KYC_MESSAGES.deleted, remark: 'Weighbridge slip' });
    for (const documentId of [document.id, 'not-a-uuid'])
      await expectRefused(
        await call(admin, 'DELETE', `pickUpRequests/${pickUp.id}/document/${documentId}`),
        404,
        KYC_MESSAGES.notFound,
      );

    const request = await assignedRepair();
    const photo = await upload(ravi.token, request.id, 'request');
    const withPhoto = await json(ravi.token, 'PUT', `requests/${request.id}/document`, {
      docType: 'Before Photo',
      file: { name: 'p.png', type: 'image/png', key: photo.body.key },
    });
    expect(
      (await json(ravi.token, 'DELETE', `requests/${request.id}/document/${withPhoto.documents[0].id}`)).documents,
    ).toEqual([]);
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TECHNICIAN_MESSAGES } from '../../domain/authMessages';
import { STATUS_MESSAGES } from '../../domain/channelPartner/statuses';
import { SLOT_LABELS } from '../../domain/channelPartner/timeSlots';
import { ROLES } from '../../domain/roles';
import { TECHNICIAN_PROFILE_MESSAGES as M } from '../../domain/technicians/messages';
import { TECHNICIAN_TABS, type TechnicianTab } from '../../domain/technicians/statuses';
import { AREAS, caller, expecting, onboardPartner } from './channelPartners.helpers';
import { latestMessage } from './identity.helpers';
import {
  activePartner,
  customerFixture,
  dayAhead,
  pricesAndCoupon,
  repairBody,
  startRequestServer,
} from './requests.helpers';
import type { TestServer } from './support/testServer';
import {
  addTechnician,
  ADDRESSES,
  completeSections,
  digitsOf,
  fillSections,
  freshMobile,
  otpCheck,
  requestSignInCode,
  technicianForm,
  technicianSignIn,
  type TechnicianPartner,
} from './technicians.helpers';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
/** Two Active partners of this file's own. */
let ours: TechnicianPartner;
let others: TechnicianPartner;

beforeAll(async () => {
  server = await startRequestServer();
  json = expecting(server);
  call = caller(server);
  admin = server.tokens.admin;
  const [a, b] = [
    await activePartner(server, 'tech-ours@greenfix.in', 'Tech Ours Repairs'),
    await activePartner(server, 'tech-others@greenfix.in', 'Tech Others Repairs'),
  ];
  ours = { id: a.id, name: 'Tech Ours Repairs', token: a.token };
  others = { id: b.id, name: 'Tech Others Repairs', token: b.token };
});
afterAll(() => server?.close());

const count = async (sql: string, params: unknown[] = []) =>
  Number((await server.database.query<{ n: number }>(sql, params))[0].n);
const technicianRows = () => count('SELECT count(*)::int AS n FROM technicians');
const poolUsers = () =>
  count(`SELECT count(*)::int AS n FROM identity_users WHERE pool_id = $1`, [
    server.app.ctx.pools.technician.userPoolId,
  ]);
const poolUser = (mobile: string) => server.app.ctx.identity.getUser('technician', `+91${mobile}`);
/** The activity rows of an entity as GET activityLogs/{id} answers them, newest first. */
const history = (token: string, id: string) => json(token, 'GET', `activityLogs/${id}`);

/** A technician of `partner` submitted for review with every approval condition met (answers its profile). */
async function pendingTechnician(partner: TechnicianPartner = ours, overrides = {}) {
  const technician = await addTechnician(server, partner.token, partner, overrides);
  await completeSections(server, technician.id);
  return json(partner.token, 'POST', `technician/${technician.id}/submit`);
}

const decide = (id: string, status: string, remark = 'Checked the documents', token = admin) =>
  call(token, 'PUT', 'technician/status', { id, status, remark });

describe('POST technician: adding a technician', () => {
  it(
    'lets an admin add one to an Active partner: Incomplete, ' +
      "a referral code, the master's city and state, a disabled sign-in user",
    async () => {
      const form = technicianForm(ours, {
        email: 'Ravi.Kumar@Example.IN',
        mobile: '+91 97000 11111',
        // City and state are the directory's, whatever the client sends.
        currentAddress: { ...ADDRESSES.mgRoad, city: 'Typed City', state: 'Typed State' },
      });
      const technician = await json(admin, 'POST', 'technician', form, 201);
      expect(technician).toMatchObject({
        id: expect.stringMatching(/^TECH\d+$/),
        userName: '+919700011111',
        channelPartner: { id: ours.id, name: ours.name },
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi.kumar@example.in',
        mobile: '+919700011111',
        currentAddress: { ...ADDRESSES.mgRoad, pincode: 560001, city: 'Bangalore North', state: 'Karnataka' },
        permanentAddress: { ...ADDRESSES.koramangala, pincode: 560034, city: 'Bangalore South', state: 'Karnataka' },
        referralCode: expect.stringMatching(/^TECH[A-Z2-7]{8}$/),
        rewardPoints: 0,
        status: 'Incomplete',
        services: [],
        serviceAreaIds: [],
        brandsProducts: [],
        bankDetails: null,
        documentDetails: [],
        remark: null,
      });
      expect(await json(admin, 'GET', `technician/${technician.id}`)).toEqual(technician);

      const user = await poolUser('9700011111');
      expect(user).toMatchObject({
        enabled: false,
        groups: [ROLES.technician],
        attributes: expect.objectContaining({ 'custom:id': technician.id, name: 'Ravi Kumar' }),
      });
      const [added] = await history(admin, technician.id);
      expect(added).toMatchObject({
        activity: 'Technician added',
        updatedBy: { userName: expect.stringMatching(/@reloop\.test$/) },
        timestamp: expect.any(String),
      });
    },
  );

  it("lets a partner add its own technicians only: another partner's id is 403 with nothing written", async () => {
    const own = await addTechnician(server, ours.token, ours);
    expect(own.channelPartner).toEqual({ id: ours.id, name: ours.name });
    expect((await history(ours.token, own.id))[0].updatedBy.userName).toBe('tech-ours@greenfix.in');

    const [rows, users] = [await technicianRows(), await poolUsers()];
    const form = technicianForm(others);
    const refused = await call(ours.token, 'POST', 'technician', form);
    expect(refused.statusCode).toBe(403);
    expect(await poolUser(String(form.mobile))).toBeNull();
    expect([await technicianRows(), await poolUsers()]).toEqual([rows, users]);
  });

  it(
    'refuses an unknown partner (404), a partner not Active (409) ' +
      'and callers who are neither admin nor partner (403)',
    async () => {
      const unknown = await call(admin, 'POST', 'technician', technicianForm({ id: 'CP999999', name: 'Nobody' }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Channel Partner not found' });

      const incomplete = await onboardPartner(server, 'tech-incomplete@greenfix.in', 'Still Filling Repairs');
      const notActive = await call(
        admin,
        'POST',
        'technician',
        technicianForm({ id: incomplete.id, name: 'Still Filling Repairs' }),
      );
      expect(notActive.statusCode).toBe(409);
      expect(notActive.json()).toEqual({
        message: M.partnerNotActive,
        errors: { 'channelPartner.id': M.partnerNotActive },
      });
      // Not its own partner record either: refused before anything else.
      expect((await call(incomplete.token, 'POST', 'technician', technicianForm(ours))).statusCode).toBe(403);

      for (const token of [server.tokens.customerCare, server.tokens.dealer, server.tokens.technician]) {
        expect((await call(token, 'POST', 'technician', technicianForm(ours))).statusCode).toBe(403);
      }
      expect((await call(undefined, 'POST', 'technician', technicianForm(ours))).statusCode).toBe(401);
    },
  );

  it('answers every message of the basic details at once, writing nothing', async () => {
    const [rows, users] = [await technicianRows(), await poolUsers()];
    const empty = await call(admin, 'POST', 'technician', {
      channelPartner: { id: '' },
      currentAddress: {},
      permanentAddress: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({
      'channelPartner.id': M.channelPartnerRequired,
      firstName: 'First Name is required',
      lastName: 'Last Name is required',
      mobile: 'Mobile Number is required',
      'currentAddress.addressLine1': 'Address Line 1 is required',
      'currentAddress.addressLine2': 'Address Line 2 is required',
      'currentAddress.pincode': 'Valid Pincode is required',
      'currentAddress.area': 'Area is required',
      'currentAddress.city': 'City is required',
      'currentAddress.state': 'State is required',
      'permanentAddress.addressLine1': 'Address Line 1 is required',
      'permanentAddress.addressLine2': 'Address Line 2 is required',
      'permanentAddress.pincode': 'Valid Pincode is required',
      'permanentAddress.area': 'Area is required',
      'permanentAddress.city': 'City is required',
      'permanentAddress.state': 'State is required',
    });

    const wrong = await call(
      admin,
      'POST',
      'technician',
      technicianForm(ours, {
        firstName: 'Ravi2',
        lastName: 'K.',
        email: 'ravi@',
        mobile: '12345',
        currentAddress: { ...ADDRESSES.mgRoad, pincode: '56001' },
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({
      firstName: 'Only alphabets and spaces allowed',
      lastName: 'Only alphabets and spaces allowed',
      email: 'Invalid email',
      mobile: 'Phone Number is not valid',
      'currentAddress.pincode': 'Not a valid Pincode',
    });
    expect([await technicianRows(), await poolUsers()]).toEqual([rows, users]);
  });

  it("says 'Unavailable Pincode' for a pincode or area the directory does not hold, on each address", async () => {
    const rows = await technicianRows();
    const unknown = await call(
      admin,
      'POST',
      'technician',
      technicianForm(ours, { currentAddress: { ...ADDRESSES.mgRoad, pincode: '999999' } }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Unavailable Pincode',
      errors: { 'currentAddress.pincode': 'Unavailable Pincode' },
    });
    const both = await call(
      admin,
      'POST',
      'technician',
      technicianForm(ours, {
        currentAddress: { ...ADDRESSES.mgRoad, area: 'Koramangala' },
        permanentAddress: { ...ADDRESSES.koramangala, pincode: '400001' },
      }),
    );
    expect(both.json().errors).toEqual({
      'currentAddress.pincode': 'Unavailable Pincode',
      'permanentAddress.pincode': 'Unavailable Pincode',
    });
    expect(await technicianRows()).toBe(rows);
  });

  it(
    'refuses a mobile or e-mail (in any case) another technician holds, ' +
      'and a number the technician pool already signs in',
    async () => {
      const first = await addTechnician(server, admin, ours, { email: 'dup@example.in' });
      const [rows, users] = [await technicianRows(), await poolUsers()];

      const sameMobile = await call(
        others.token,
        'POST',
        'technician',
        technicianForm(others, { mobile: digitsOf(first.mobile) }),
      );
      expect(sameMobile.statusCode).toBe(409);
      expect(sameMobile.json()).toEqual({
        message: M.mobileInUse,
        errors: { mobile: 'This Mobile Number is already in use' },
      });

      const sameEmail = await call(admin, 'POST', 'technician', technicianForm(ours, { email: 'DUP@Example.in' }));
      expect(sameEmail.statusCode).toBe(409);
      expect(sameEmail.json()).toEqual({ message: M.emailInUse, errors: { email: 'This email is already in use' } });

      const both = await call(
        admin,
        'POST',
        'technician',
        technicianForm(ours, { mobile: digitsOf(first.mobile), email: 'dup@example.in' }),
      );
      expect(both.json().errors).toEqual({ mobile: M.mobileInUse, email: M.emailInUse });

      // The suite's technician user has a sign-in name in the pool but no technician record.
      const pooled = (
        await server.app.ctx.identity.findUsers({
          sub: JSON.parse(Buffer.from(server.tokens.technician.split('.')[1], 'base64url').toString()).sub,
        })
      )[0];
      const taken = await call(admin, 'POST', 'technician', technicianForm(ours, { mobile: pooled.username.slice(3) }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json().errors).toEqual({ mobile: M.mobileInUse });
      expect(await poolUser(pooled.username.slice(3))).toMatchObject({ enabled: true });
      expect([await technicianRows(), await poolUsers()]).toEqual([rows, users]);
    },
  );

  it('lets only one of two simultaneous adds of one mobile, or of one e-mail, through', async () => {
    const mobile = freshMobile();
    const byMobile = await Promise.all([
      call(admin, 'POST', 'technician', technicianForm(ours, { mobile })),
      call(ours.token, 'POST', 'technician', technicianForm(ours, { mobile })),
    ]);
    expect(byMobile.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(byMobile.find((r) => r.statusCode === 409)!.json().errors).toEqual({ mobile: M.mobileInUse });
    expect(await count('SELECT count(*)::int AS n FROM technicians WHERE mobile = $1', [mobile])).toBe(1);

    const users = await poolUsers();
    const byEmail = await Promise.all([
      call(admin, 'POST', 'technician', technicianForm(ours, { email: 'race@example.in' })),
      call(ours.token, 'POST', 'technician', technicianForm(ours, { email: 'Race@Example.in' })),
    ]);
    expect(byEmail.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(byEmail.find((r) => r.statusCode === 409)!.json().errors).toEqual({ email: M.emailInUse });
    // The refused add's sign-in user is gone again.
    expect(await poolUsers()).toBe(users + 1);
  });
});

describe('GET technician/{id} and the duplicate checks', () => {
  it('answers an admin and the own partner; another partner and other roles get 403, an unknown id 404', async () => {
    const technician = await addTechnician(server, ours.token, ours);
    expect((await json(ours.token, 'GET', `technician/${technician.id}`)).id).toBe(technician.id);
    expect((await call(others.token, 'GET', `technician/${technician.id}`)).statusCode).toBe(403);
    expect((await call(server.tokens.customerCare, 'GET', `technician/${technician.id}`)).statusCode).toBe(403);
    // A technician reads only itself: the suite's technician user is no technician of the database.
    expect((await call(server.tokens.technician, 'GET', `technician/${technician.id}`)).statusCode).toBe(403);
    const unknown = await call(admin, 'GET', 'technician/TECH999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Technician not found' });
  });

  it(
    'tells whether a mobile or e-mail is taken, ' + 'and by whom only to an admin or the technician’s own partner',
    async () => {
      const technician = await addTechnician(server, ours.token, ours, { email: 'check@example.in' });
      const mobile = digitsOf(technician.mobile);
      expect(await json(admin, 'GET', `technician/mobile/${mobile}`)).toEqual({ exists: true, id: technician.id });
      expect(await json(ours.token, 'GET', `technician/mobile/+91${mobile}`)).toEqual({
        exists: true,
        id: technician.id,
      });
      expect(await json(others.token, 'GET', `technician/mobile/${mobile}`)).toEqual({ exists: true });
      expect(await json(admin, 'GET', `technician/mobile/${freshMobile()}`)).toEqual({ exists: false });

      expect(await json(ours.token, 'GET', 'technician/email/CHECK@example.in')).toEqual({
        exists: true,
        id: technician.id,
      });
      expect(await json(others.token, 'GET', 'technician/email/check@example.in')).toEqual({ exists: true });
      expect(await json(admin, 'GET', 'technician/email/nobody@example.in')).toEqual({ exists: false });

      const badMobile = await call(admin, 'GET', 'technician/mobile/12345');
      expect(badMobile.statusCode).toBe(400);
      expect(badMobile.json().errors).toEqual({ mobile: 'Phone Number is not valid' });
      expect((await call(admin, 'GET', 'technician/email/not-an-email')).json().errors).toEqual({
        email: 'Invalid email',
      });
      expect((await call(server.tokens.customerCare, 'GET', `technician/mobile/${mobile}`)).statusCode).toBe(403);
    },
  );
});

describe('PATCH technician/{id}/basicDetails', () => {
  it(
    "saves names, e-mail and addresses with 'Basic Details Updated'; " +
      'the partner stays; duplicates and another partner are refused',
    async () => {
      const technician = await addTechnician(server, ours.token, ours);
      const other = await addTechnician(server, admin, ours, { email: 'taken@example.in' });
      const form = technicianForm(ours, {
        mobile: digitsOf(technician.mobile),
        firstName: 'Ravi Shankar',
        email: 'ravi.shankar@example.in',
        currentAddress: { ...ADDRESSES.koramangala },
        permanentAddress: { ...ADDRESSES.koramangala },
      });
      const saved = await json(ours.token, 'PATCH', `technician/${technician.id}/basicDetails`, form);
      expect(saved).toMatchObject({
        firstName: 'Ravi Shankar',
        email: 'ravi.shankar@example.in',
        currentAddress: { pincode: 560034, area: 'Koramangala', city: 'Bangalore South' },
      });
      expect((await history(ours.token, technician.id))[0]).toMatchObject({ activity: 'Basic Details Updated' });
      expect(await poolUser(digitsOf(technician.mobile))).toMatchObject({
        attributes: expect.objectContaining({ name: 'Ravi Shankar Kumar' }),
      });

      const moved = await call(admin, 'PATCH', `technician/${technician.id}/basicDetails`, {
        ...form,
        channelPartner: { id: others.id, name: others.name },
      });
      expect(moved.statusCode).toBe(400);
      expect(moved.json()).toEqual({ message: M.partnerLocked, errors: { 'channelPartner.id': M.partnerLocked } });
      const duplicate = await call(ours.token, 'PATCH', `technician/${technician.id}/basicDetails`, {
        ...form,
        email: 'TAKEN@example.in',
        mobile: digitsOf(other.mobile),
      });
      expect(duplicate.statusCode).toBe(409);
      expect(duplicate.json().errors).toEqual({ mobile: M.mobileInUse, email: M.emailInUse });
      const unavailable = await call(ours.token, 'PATCH', `technician/${technician.id}/basicDetails`, {
        ...form,
        permanentAddress: { ...ADDRESSES.koramangala, area: 'Nowhere' },
      });
      expect(unavailable.json().errors).toEqual({ 'permanentAddress.pincode': 'Unavailable Pincode' });
      expect((await call(others.token, 'PATCH', `technician/${technician.id}/basicDetails`, form)).statusCode).toBe(
        403,
      );
      expect((await call(admin, 'PATCH', 'technician/TECH999999/basicDetails', form)).statusCode).toBe(404);
      expect(await json(admin, 'GET', `technician/${technician.id}`)).toMatchObject({
        firstName: 'Ravi Shankar',
        email: 'ravi.shankar@example.in',
        channelPartner: { id: ours.id },
      });
    },
  );

  it(
    'moves the sign-in user to a new mobile: ' + 'the old number no longer signs in, the new one does once Active',
    async () => {
      const technician = await pendingTechnician();
      const oldMobile = digitsOf(technician.mobile);
      // Pending: the partner waits for the review, an admin may still correct the details.
      const form = technicianForm(ours, { mobile: oldMobile });
      const whilePending = await call(ours.token, 'PATCH', `technician/${technician.id}/basicDetails`, form);
      expect(whilePending.statusCode).toBe(409);
      expect(whilePending.json().message).toBe(STATUS_MESSAGES.notEditable);

      const newMobile = freshMobile();
      const saved = await json(admin, 'PATCH', `technician/${technician.id}/basicDetails`, {
        ...form,
        mobile: newMobile,
      });
      expect(saved).toMatchObject({ mobile: `+91${newMobile}`, userName: `+91${newMobile}`, status: 'Pending' });
      expect(await poolUser(oldMobile)).toBeNull();
      expect(await poolUser(newMobile)).toMatchObject({
        enabled: false,
        attributes: expect.objectContaining({ 'custom:id': technician.id, phone_number: `+91${newMobile}` }),
      });
      expect((await otpCheck(server, newMobile)).json()).toEqual({ message: TECHNICIAN_MESSAGES.notApproved });

      expect((await decide(technician.id, 'Active')).statusCode).toBe(200);
      const token = await technicianSignIn(server, newMobile);
      expect((await json(token, 'GET', `technician/${technician.id}`)).mobile).toBe(`+91${newMobile}`);
      expect((await otpCheck(server, oldMobile)).statusCode).toBe(404);
      expect((await requestSignInCode(server, oldMobile)).json()).toMatchObject({ __type: 'UserNotFoundException' });

      // An Active technician moved again keeps signing in, on the newest number only; its session on the old one ends.
      const newest = freshMobile();
      await json(ours.token, 'PATCH', `technician/${technician.id}/basicDetails`, { ...form, mobile: newest });
      expect(await poolUser(newest)).toMatchObject({ enabled: true });
      expect(await poolUser(newMobile)).toBeNull();
      expect((await call(token, 'GET', `technician/${technician.id}`)).statusCode).toBe(401);
      await technicianSignIn(server, newest);
    },
  );
});

describe('POST technician/{id}/submit', () => {
  it(
    'refuses a profile missing service areas, ' +
      'or with the repair service a brand and product, naming each missing item',
    async () => {
      const technician = await addTechnician(server, ours.token, ours);
      const base = `technician/${technician.id}`;
      const empty = await call(ours.token, 'POST', `${base}/submit`);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({
        message: M.profileIncomplete,
        errors: { serviceAreas: '* Service Areas are Missing' },
      });

      await fillSections(server, technician.id, {
        services: [{ id: 'SID101', dailyCallCapacity: 4 }],
        areas: [AREAS.mgRoad],
      });
      const noBrand = await call(ours.token, 'POST', `${base}/submit`);
      expect(noBrand.json()).toEqual({
        message: M.profileIncomplete,
        errors: { brandsProducts: '* Brand and Product are Missing' },
      });
      expect((await json(admin, 'GET', base)).status).toBe('Incomplete');

      await fillSections(server, technician.id, { brand: true });
      expect((await call(others.token, 'POST', `${base}/submit`)).statusCode).toBe(403);
      const submitted = await json(ours.token, 'POST', `${base}/submit`);
      expect(submitted.status).toBe('Pending');
      expect((await history(admin, technician.id))[0]).toMatchObject({
        activity: 'Profile submitted',
        remark: M.submitted,
      });

      const again = await call(ours.token, 'POST', `${base}/submit`);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: M.notSubmittable });
    },
  );

  it('needs no brand without the repair service', async () => {
    const technician = await addTechnician(server, admin, ours);
    await fillSections(server, technician.id, {
      services: [{ id: 'SID102', dailyCallCapacity: 3 }],
      areas: [AREAS.koramangala],
    });
    expect((await json(admin, 'POST', `technician/${technician.id}/submit`)).status).toBe('Pending');
  });
});

describe('PUT technician/status: the admin’s decision', () => {
  it('refuses other callers, an empty remark, a profile not pending, and approval without the conditions', async () => {
    const technician = await addTechnician(server, ours.token, ours);
    expect((await decide(technician.id, 'Active', 'ok', ours.token)).statusCode).toBe(403);
    expect((await decide(technician.id, 'Active', 'ok', server.tokens.customerCare)).statusCode).toBe(403);
    const noRemark = await decide(technician.id, 'Active', '  ');
    expect(noRemark.statusCode).toBe(400);
    expect(noRemark.json().errors).toEqual({ remark: 'Remark is required' });
    const incomplete = await decide(technician.id, 'Rejected');
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json()).toEqual({ message: M.notPending });
    expect((await decide('TECH999999', 'Rejected')).statusCode).toBe(404);
    expect(
      (await call(admin, 'PUT', 'technician/status', { id: technician.id, status: 'Pending', remark: 'x' })).json()
        .errors,
    ).toEqual({ status: M.statusRequired });

    // Pending, then its areas go (another admin's edit): approval names them.
    const pending = await pendingTechnician();
    await server.database.query('DELETE FROM technician_service_areas WHERE technician_id = $1', [pending.id]);
    const noAreas = await decide(pending.id, 'Active');
    expect(noAreas.statusCode).toBe(400);
    expect(noAreas.json().errors).toEqual({ serviceAreas: '* Service Areas are Missing' });
    await fillSections(server, pending.id, { areas: [AREAS.koramangala] });
    await server.database.query('DELETE FROM technician_brand_products WHERE technician_id = $1', [pending.id]);
    expect((await decide(pending.id, 'Active')).json().errors).toEqual({
      brandsProducts: '* Brand and Product are Missing',
    });
    expect((await json(admin, 'GET', `technician/${pending.id}`)).status).toBe('Pending');
    expect(await poolUser(digitsOf(pending.mobile))).toMatchObject({ enabled: false });
  });

  it(
    'sends back, resubmits, rejects and approves with the remark in the banner, ' +
      'the history, the texts; only approval opens sign-in',
    async () => {
      const technician = await pendingTechnician(ours, { email: 'journey@example.in' });
      const mobile = digitsOf(technician.mobile);
      const base = `technician/${technician.id}`;
      expect((await otpCheck(server, mobile)).statusCode).toBe(403);

      const sentBack = (await decide(technician.id, 'Resubmission', 'Aadhar card image is blurred')).json();
      expect(sentBack).toMatchObject({ status: 'Resubmission', remark: 'Aadhar card image is blurred' });
      expect((await latestMessage(server, `+91${mobile}`)).body).toMatch(
        /needs changes[\s\S]*Remark: Aadhar card image is blurred/,
      );
      expect(await latestMessage(server, 'tech-ours@greenfix.in')).toMatchObject({
        channel: 'email',
        subject: 'Technician profile review: Resubmission',
      });
      expect(await poolUser(mobile)).toMatchObject({ enabled: false });
      expect((await otpCheck(server, mobile)).json()).toEqual({ message: 'Your profile is not approved yet' });

      // The partner fixes the profile (sections are editable in Resubmission) and submits again.
      await json(
        ours.token,
        'PATCH',
        `${base}/basicDetails`,
        technicianForm(ours, { mobile, email: 'journey@example.in' }),
      );
      expect((await json(ours.token, 'POST', `${base}/submit`)).status).toBe('Pending');
      const rejected = (await decide(technician.id, 'Rejected', 'Not a registered technician')).json();
      expect(rejected).toMatchObject({ status: 'Rejected', remark: 'Not a registered technician' });
      expect((await call(ours.token, 'POST', `${base}/submit`)).statusCode).toBe(409);
      expect((await decide(technician.id, 'Active')).statusCode).toBe(409);

      const approved = await pendingTechnician(ours);
      const approvedMobile = digitsOf(approved.mobile);
      const active = (await decide(approved.id, 'Active', 'All documents verified')).json();
      expect(active).toMatchObject({ status: 'Active', remark: 'All documents verified' });
      expect(await poolUser(approvedMobile)).toMatchObject({ enabled: true });
      expect((await latestMessage(server, `+91${approvedMobile}`)).body).toMatch(
        /approved[\s\S]*Remark: All documents verified/,
      );
      expect((await decide(approved.id, 'Rejected')).statusCode).toBe(409);

      const token = await technicianSignIn(server, approvedMobile);
      expect(await json(token, 'GET', 'users/getUserDetails')).toMatchObject({
        scope: ROLES.technician,
        profile: { technicianId: approved.id },
      });
      expect((await json(token, 'GET', `technician/${approved.id}`)).status).toBe('Active');
      expect((await call(token, 'GET', `technician/${technician.id}`)).statusCode).toBe(403);
      // A technician adds and decides nothing.
      expect((await call(token, 'POST', 'technician/getByPaginationAndFilter', {})).statusCode).toBe(403);

      const log = await history(admin, technician.id);
      expect(log.map((row: { activity: string }) => row.activity)).toEqual([
        'Profile rejected',
        'Profile submitted',
        'Basic Details Updated',
        'Profile sent back for resubmission',
        'Profile submitted',
        'Technician added',
      ]);
      expect(log[0]).toMatchObject({
        remark: 'Not a registered technician',
        updatedBy: { userName: expect.stringMatching(/@reloop\.test$/) },
      });
      expect(Date.parse(log[0].timestamp)).toBeGreaterThanOrEqual(Date.parse(log[1].timestamp));
      expect(log[3].remark).toBe('Aadhar card image is blurred');
    },
  );

  it('refuses the one-time code of a technician not yet approved at the identity too', async () => {
    const technician = await addTechnician(server, ours.token, ours);
    const refused = await requestSignInCode(server, digitsOf(technician.mobile));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ __type: 'NotAuthorizedException', message: 'User is disabled.' });
  });
});

describe('POST technician/getByPaginationAndFilter, export and filter data', () => {
  let ourIds: string[];
  let theirIds: string[];
  let mumbaiCity: string;
  beforeAll(async () => {
    const incomplete = await addTechnician(server, ours.token, ours, { firstName: 'Listed', lastName: 'Incomplete' });
    const pending = await pendingTechnician(ours, { firstName: 'Listed', lastName: 'Pending' });
    const active = await pendingTechnician(ours, {
      firstName: 'Listed',
      lastName: 'Active',
      permanentAddress: { ...ADDRESSES.mgRoad },
    });
    await decide(active.id, 'Active');
    // Theirs lives in Mumbai, where none of ours does.
    const [mumbai] = await server.database.query<{ area: string; city: string }>(
      'SELECT area, city FROM pincodes WHERE code = 400001 ORDER BY area LIMIT 1',
    );
    mumbaiCity = mumbai.city;
    const address = {
      addressLine1: '1 Marine Drive',
      addressLine2: 'Flat 2',
      landmark: '',
      pincode: '400001',
      area: mumbai.area,
      city: 'Mumbai',
      state: 'Maharashtra',
    };
    const theirs = await addTechnician(server, others.token, others, {
      firstName: 'Listed',
      lastName: 'Theirs',
      currentAddress: address,
      permanentAddress: address,
    });
    ourIds = [incomplete.id, pending.id, active.id];
    theirIds = [theirs.id];
  });

  const listed = (token: string, body: object = {}) =>
    json(token, 'POST', 'technician/getByPaginationAndFilter', { pageSize: 100, ...body });
  const byName = { property: 'firstName', operator: 'equal', value: 'Listed' };
  const tab = async (token: string, name: TechnicianTab) =>
    (
      await listed(token, {
        filters: [byName, { property: 'status', operator: 'in', value: [...TECHNICIAN_TABS[name]] }],
      })
    ).records.map((row: { lastName: string }) => row.lastName);

  it('answers an admin every technician, newest update first, and a partner only its own', async () => {
    const all = await listed(admin, { filters: [byName] });
    expect(all.records.map((row: { id: string }) => row.id).sort()).toEqual([...ourIds, ...theirIds].sort());
    expect(all.totalRecords).toBe(4);
    const updates = all.records.map((row: { lastUpdate: string }) => row.lastUpdate);
    expect([...updates].sort().reverse()).toEqual(updates);
    const active = all.records.find((row: { lastName: string }) => row.lastName === 'Active');
    expect(active).toEqual({
      id: ourIds[2],
      firstName: 'Listed',
      lastName: 'Active',
      name: 'Listed Active',
      email: null,
      mobile: expect.stringMatching(/^\+91\d{10}$/),
      channelPartnerId: ours.id,
      channelPartnerName: ours.name,
      status: 'Active',
      city: 'Bangalore North',
      state: 'Karnataka',
      createdAt: expect.any(String),
      lastUpdate: expect.any(String),
    });

    const own = await listed(ours.token, { filters: [byName] });
    expect(own.records.map((row: { id: string }) => row.id).sort()).toEqual([...ourIds].sort());
    // Filtering by another partner's id does not widen the scope.
    expect(
      (await listed(ours.token, { filters: [{ property: 'channelPartnerId', operator: 'equal', value: others.id }] }))
        .records,
    ).toEqual([]);
    expect((await listed(others.token, { filters: [byName] })).records.map((row: { id: string }) => row.id)).toEqual(
      theirIds,
    );
    expect(
      (
        await listed(admin, {
          filters: [
            byName,
            { property: 'mobile', operator: 'startsWith', value: digitsOf(active.mobile).slice(0, 10) },
          ],
        })
      ).records,
    ).toHaveLength(1);
    const unknown = await call(admin, 'POST', 'technician/getByPaginationAndFilter', {
      filters: [{ property: 'password', operator: 'equal', value: 'x' }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('gives each tab its statuses', async () => {
    expect(await tab(ours.token, 'incomplete')).toEqual(['Incomplete']);
    expect(await tab(ours.token, 'pending')).toEqual(['Pending']);
    expect(await tab(ours.token, 'verified')).toEqual(['Active']);
    expect((await tab(admin, 'incomplete')).sort()).toEqual(['Incomplete', 'Theirs']);
  });

  it('exports the same scope as the list', async () => {
    const exported = async (token: string) => {
      const response = await call(token, 'POST', 'technician/export', {
        name: 'Technicians',
        filters: [byName],
        columns: [
          { key: 'id', header: 'ID' },
          { key: 'name', header: 'Name' },
          { key: 'channelPartnerName', header: 'Channel Partner' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const rows: string[][] = [];
      workbook.worksheets[0].eachRow((row) => rows.push((row.values as string[]).slice(1)));
      return rows;
    };
    const own = await exported(ours.token);
    expect(own[0]).toEqual(['ID', 'Name', 'Channel Partner']);
    expect(
      own
        .slice(1)
        .map((row) => row[0])
        .sort(),
    ).toEqual([...ourIds].sort());
    expect(own.slice(1).every((row) => row[2] === ours.name)).toBe(true);
    expect((await exported(admin)).length).toBe(5);
    expect(
      (
        await call(server.tokens.technician, 'POST', 'technician/export', {
          name: 'x',
          columns: [{ key: 'id', header: 'ID' }],
        })
      ).statusCode,
    ).toBe(403);
  });

  it('offers the select filters the values of the caller’s technicians', async () => {
    const own = await json(ours.token, 'GET', 'technician/filter/data');
    expect(own).toEqual({
      status: ['Active', 'Incomplete', 'Pending', 'Rejected'],
      city: ['Bangalore North', 'Bangalore South'],
      state: ['Karnataka'],
      channelPartnerName: [ours.name],
    });
    const all = await json(admin, 'GET', 'technician/filter/data');
    expect(all).toEqual({
      status: ['Active', 'Incomplete', 'Pending', 'Rejected'],
      city: ['Bangalore North', 'Bangalore South', mumbaiCity].sort(),
      state: ['Karnataka', 'Maharashtra'],
      channelPartnerName: [ours.name, others.name].sort(),
    });
  });
});

describe('GET requests/calendar/timeSlots/technician/{id}', () => {
  it(
    "offers an Active technician's daily capacity, " +
      'less the visits assigned to them, to the callers who book and the technician',
    async () => {
      const FUTURE = { fromDate: dayAhead(7), toDate: dayAhead(8), serviceId: 'SID101' };
      const slots = (token: string | undefined, id: string, query: Record<string, string> = FUTURE) =>
        call(token, 'GET', `requests/calendar/timeSlots/technician/${id}?${new URLSearchParams(query)}`);

      const technician = await pendingTechnician();
      const waiting = (await slots(admin, technician.id)).json();
      expect(waiting.map((day: { available: number }) => day.available)).toEqual([0, 0]);
      await decide(technician.id, 'Active');
      const free = (await slots(admin, technician.id)).json();
      // 8 calls a day: 2 in each slot.
      expect(free[0]).toEqual({
        date: dayAhead(7),
        available: 8,
        slots: SLOT_LABELS.map((slot) => ({ slot, available: 2 })),
      });

      // Two visits booked with the partner and assigned to the technician (each takes a unit of theirs), one cancelled
      // (its unit given back).
      await pricesAndCoupon(server.database);
      const customer = await customerFixture(server.database);
      const slot = { date: dayAhead(7), slot: SLOT_LABELS[1] };
      const booked = [];
      for (let i = 0; i < 2; i++)
        booked.push(
          await json(admin, 'POST', 'user/requests', repairBody(customer, ours.id, { appointmentSlot: slot }), 201),
        );
      for (const request of booked)
        await json(ours.token, 'POST', 'requests/assign/technician', {
          requestId: request.id,
          technicianId: technician.id,
        });
      await json(admin, 'PUT', `requests/${booked[1].id}/status`, {
        status: 'Cancelled',
        remark: 'Customer travelling',
      });
      const taken = (await slots(ours.token, technician.id)).json();
      expect(taken[0].slots[1]).toEqual({ slot: SLOT_LABELS[1], available: 1 });
      expect(taken[0].available).toBe(7);
      expect(taken[1].available).toBe(8);

      expect((await slots(server.tokens.customerCare, technician.id)).statusCode).toBe(200);
      const token = await technicianSignIn(server, digitsOf(technician.mobile));
      expect((await slots(token, technician.id)).json()[0].available).toBe(7);
      const someoneElse = await addTechnician(server, ours.token, ours);
      expect((await slots(token, someoneElse.id)).statusCode).toBe(403);
      expect((await slots(others.token, technician.id)).statusCode).toBe(403);
      expect((await slots(server.tokens.dealer, technician.id)).statusCode).toBe(403);
      expect((await slots(admin, 'TECH999999')).statusCode).toBe(404);
      expect((await slots(admin, technician.id, { fromDate: dayAhead(8), toDate: dayAhead(7) })).statusCode).toBe(400);
      // A service the technician does not hold offers nothing.
      expect((await slots(admin, technician.id, { ...FUTURE, serviceId: 'SID102' })).json()[0].available).toBe(0);
    },
  );
});

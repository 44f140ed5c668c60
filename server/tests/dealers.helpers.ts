import { expect } from 'vitest';
import { splitChallengeResponse } from '../../domain/channelPartner/invite';
import type { AddDealerInput, Dealer } from '../../domain/dealers';
import { expecting, firstSignIn, startPartnerServer } from './channelPartners.helpers';
import { latestMessage } from './identity.helpers';
import { SAMPLE_PNG, uploadTestFile } from './support/uploads';
import type { TestServer } from './support/testServer';

/** A server with the masters and the pincodes 560001, 560034 and 400001 (startPartnerServer). */
export const startDealerServer = startPartnerServer;

/** A real GSTIN of the pattern (state 29, PAN AAKFS1234Q). */
export const GSTIN = '29AAKFS1234Q1Z5';

let mobiles = 0;
/** A ten-digit mobile no other dealer of the test has. */
export const freshMobile = () =>
  `98${String(10000000 + mobiles++ * 7919 + Math.floor(Math.random() * 1000)).slice(-8)}`;

/** The add form: firm and contact, a Vidhana Soudha (560001) address, a Retailer (override anything). */
export function dealerForm(email: string, overrides: Partial<AddDealerInput> = {}): AddDealerInput {
  return {
    firmName: 'Sharma Electronics',
    contactName: 'Rohit Sharma',
    email,
    mobile: freshMobile(),
    typeOfFirm: 'Retailer',
    gstin: GSTIN,
    address: {
      addressLine1: '12 MG Road',
      addressLine2: 'Second floor',
      landmark: 'Near the metro',
      pincode: 560001,
      area: 'Vidhana Soudha',
      city: 'Bengaluru',
      state: 'Karnataka',
    },
    channelPartnerId: null,
    ...overrides,
  };
}

/** An Active channel partner row (the dealers' partner picker only needs one to exist). */
export async function partnerRow(server: TestServer, email: string, status = 'Active'): Promise<string> {
  const [row] = await server.database.query<{ id: string }>(
    `INSERT INTO channel_partners (name, primary_email, status) VALUES ($1, $2, $3) RETURNING id`,
    [`Partner ${email.split('@')[0]}`, email, status],
  );
  return row.id;
}

/** The verify-dealer link of the last e-mail to `email`, split as the verify page splits it. */
export async function dealerLink(server: TestServer, email: string) {
  const message = await latestMessage(server, email);
  const link = message.body.match(/https?:\/\/\S+\/verify-dealer\/(\S+)/);
  if (!link) throw new Error(`no verify-dealer link in the last message to ${email}: ${message.body}`);
  return { url: link[0], message, ...splitChallengeResponse(link[1]) };
}

export interface OnboardedDealer {
  id: string;
  email: string;
  token: string;
}

/** Added by the admin, link verified, password chosen through NEW_PASSWORD_REQUIRED: a signed-in Incomplete dealer. */
export async function onboardDealer(
  server: TestServer,
  email: string,
  overrides: Partial<AddDealerInput> = {},
): Promise<OnboardedDealer> {
  const json = expecting(server);
  const dealer = await json<Dealer>(server.tokens.admin, 'POST', 'dealer', dealerForm(email, overrides), 201);
  const { username, authChallenge } = await dealerLink(server, email);
  const verified = await json(undefined, 'POST', 'dealer/verify', { username, authChallenge });
  const token = await firstSignIn(server, verified.username, verified.temporaryPassword, 'Dealer@2468');
  return { id: dealer.id, email, token };
}

/** Uploads a file for the dealer (as `token`) and answers its reference. */
export async function dealerFile(server: TestServer, token: string, id: string, kind: 'pdf' | 'png' = 'pdf') {
  const upload = await uploadTestFile(
    server,
    token,
    kind === 'pdf'
      ? { id, entityType: 'dealer' }
      : { id, entityType: 'dealer', name: 'photo.png', bytes: SAMPLE_PNG, contentType: 'image/png' },
  );
  expect(upload.status, JSON.stringify(upload.body)).toBe(201);
  return { name: upload.body.name, type: upload.body.type, key: upload.body.key };
}

/** GST and PAN uploaded: what submit needs besides the details the add form already gave. */
export async function uploadMandatoryDocuments(server: TestServer, token: string, id: string) {
  const json = expecting(server);
  await json(token, 'PATCH', `dealer/${id}/document`, {
    docType: 'GST',
    docNumber: GSTIN,
    file: await dealerFile(server, token, id),
  });
  await json(token, 'PATCH', `dealer/${id}/document`, {
    docType: 'PAN Card',
    docNumber: 'AAKFS1234Q',
    file: await dealerFile(server, token, id, 'png'),
  });
}

/** An Active dealer of the test's own: onboarded, documents uploaded, submitted and activated by the admin. */
export async function activeDealer(server: TestServer, email: string): Promise<OnboardedDealer> {
  const json = expecting(server);
  const dealer = await onboardDealer(server, email);
  await uploadMandatoryDocuments(server, dealer.token, dealer.id);
  await json(dealer.token, 'POST', `dealer/${dealer.id}/submit`);
  await json(server.tokens.admin, 'PATCH', 'dealer/status', { id: dealer.id, status: 'Active', remark: 'Welcome' });
  return dealer;
}

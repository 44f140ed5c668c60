import { expect } from 'vitest';
import type { TechnicianBasicDetailsInput } from '../../domain/technicians/basicDetails';
import { AREAS, catalogueIds, expecting } from './channelPartners.helpers';
import { latestCode } from './identity.helpers';
import type { TestServer } from './support/testServer';

/** A partner the technician tests add technicians to: its id, name and signed-in token. */
export interface TechnicianPartner {
  id: string;
  name: string;
  token: string;
}

/** Two real post-office addresses (their city and state are the directory's). */
export const ADDRESSES = {
  mgRoad: {
    addressLine1: '12 Residency Road',
    addressLine2: 'Flat 4B',
    landmark: 'Near Metro',
    pincode: '560001',
    area: 'Mahatma Gandhi Road',
    city: 'Bangalore North',
    state: 'Karnataka',
  },
  koramangala: {
    addressLine1: '7 80 Feet Road',
    addressLine2: '3rd Block',
    landmark: '',
    pincode: '560034',
    area: 'Koramangala',
    city: 'Bangalore South',
    state: 'Karnataka',
  },
} as const;

let mobiles = 0;
/** A ten-digit mobile of its own for each technician of a test file. */
export function freshMobile(): string {
  mobiles += 1;
  return `97${String(process.pid % 1000).padStart(3, '0')}${String(mobiles).padStart(5, '0')}`;
}

/** The Edit Basic Profile Details form for a technician of `partner` (override anything). */
export function technicianForm(
  partner: Pick<TechnicianPartner, 'id' | 'name'>,
  overrides: Partial<TechnicianBasicDetailsInput> = {},
): TechnicianBasicDetailsInput {
  return {
    channelPartner: { id: partner.id, name: partner.name },
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: '',
    mobile: freshMobile(),
    currentAddress: { ...ADDRESSES.mgRoad },
    permanentAddress: { ...ADDRESSES.koramangala },
    ...overrides,
  };
}

/** POST technician as `token`: answers the new profile (201 expected). */
export async function addTechnician(
  server: TestServer,
  token: string,
  partner: Pick<TechnicianPartner, 'id' | 'name'>,
  overrides: Partial<TechnicianBasicDetailsInput> = {},
) {
  return expecting(server)(token, 'POST', 'technician', technicianForm(partner, overrides), 201);
}

/**
 * The sections the approval conditions read, written directly (the section routes are tested in
 * technicians.sections.test.ts): a service with its capacity, service areas, and brands with products.
 */
export async function fillSections(
  server: TestServer,
  technicianId: string,
  sections: { services?: { id: string; dailyCallCapacity: number }[]; areas?: string[]; brand?: boolean },
) {
  const db = server.database;
  for (const [index, service] of (sections.services ?? []).entries()) {
    await db.query(
      `INSERT INTO technician_services (technician_id, service_id, daily_call_capacity, position) VALUES ($1, $2, $3,
          $4) ON CONFLICT DO NOTHING`,
      [technicianId, service.id, service.dailyCallCapacity, index + 1],
    );
  }
  for (const area of sections.areas ?? []) {
    const [pincode, name] = area.split('#');
    await db.query(
      `INSERT INTO technician_service_areas (technician_id, pincode, area) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [technicianId, Number(pincode), name],
    );
  }
  if (sections.brand) {
    const ids = await catalogueIds(server);
    await db.query(
      `INSERT INTO technician_brand_products (technician_id, brand_id, product_id) VALUES ($1, $2, $3) ON CONFLICT
          DO NOTHING`,
      [technicianId, ids.samsung, ids.phone],
    );
  }
}

/** Everything approval needs: the repair service (8 calls a day), Koramangala, a Samsung phone. */
export const completeSections = (server: TestServer, technicianId: string) =>
  fillSections(server, technicianId, {
    services: [{ id: 'SID101', dailyCallCapacity: 8 }],
    areas: [AREAS.koramangala],
    brand: true,
  });

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

/** The login page's first step: GET users/technician/otp/{mobile} (public). */
export const otpCheck = (server: TestServer, mobile: string) =>
  server.app.inject({ method: 'GET', url: `/api/users/technician/otp/${mobile}` });

/** CUSTOM_AUTH for `+91mobile`: the identity's answer (a CUSTOM_CHALLENGE, or its refusal). */
export const requestSignInCode = (server: TestServer, mobile: string) =>
  identityCall(server, 'InitiateAuth', {
    AuthFlow: 'CUSTOM_AUTH',
    ClientId: server.app.ctx.pools.technician.userPoolClientId,
    AuthParameters: { USERNAME: `+91${mobile}` },
  });

/**
 * Signs in as the login page does: the number check, a code by SMS (read from the outbox), the code; answers the access
 * token.
 */
export async function technicianSignIn(server: TestServer, mobile: string): Promise<string> {
  expect((await otpCheck(server, mobile)).statusCode).toBe(200);
  const started = await requestSignInCode(server, mobile);
  expect(started.statusCode, started.body).toBe(200);
  const answered = await identityCall(server, 'RespondToAuthChallenge', {
    ClientId: server.app.ctx.pools.technician.userPoolClientId,
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: started.json().Session,
    ChallengeResponses: { USERNAME: `+91${mobile}`, ANSWER: await latestCode(server, `+91${mobile}`) },
  });
  expect(answered.statusCode, answered.body).toBe(200);
  return answered.json().AuthenticationResult.AccessToken as string;
}

/** The mobile of a profile as stored (the API answers it with +91). */
export const digitsOf = (mobile: string) => mobile.replace(/^\+91/, '');

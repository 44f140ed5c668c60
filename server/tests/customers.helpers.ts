import { randomUUID } from 'node:crypto';
import { ROLES } from '../../domain/roles';
import type { TestServer } from './support/testServer';

/** A customer profile as the console's dialog posts it. */
export const profile = (mobileNumber: string, overrides: Record<string, unknown> = {}) => ({
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'asha.verma@example.in',
  mobileNumber,
  altMobileNumber: '',
  pincode: 560001,
  ...overrides,
});

/** An address in an area of the pincode master the partner server loads (560001 Mahatma Gandhi Road). */
export const address = (overrides: Record<string, unknown> = {}) => ({
  name: 'Home',
  line1: '12 Cubbon Road',
  line2: 'Flat 3B',
  landmark: 'Near Minsk Square',
  pincode: 560001,
  area: 'Mahatma Gandhi Road',
  city: 'Bangalore North',
  state: 'Karnataka',
  default: true,
  ...overrides,
});

/** Rows of a customer-keyed table (to show that a refused write left nothing behind). */
export async function count(server: TestServer, table: string, where = 'true', params: unknown[] = []) {
  const [row] = await server.database.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${table} WHERE ${where}`,
    params,
  );
  return Number(row.n);
}

/** A signed-in dealer whose dealer record has `status` (none: no record at all). */
export async function dealerToken(server: TestServer, status?: 'Active' | 'Pending' | 'Inactive') {
  const email = `dealer-${randomUUID().slice(0, 8)}@reloop.test`;
  const password = 'Dealer@12345';
  await server.app.ctx.identity.createUser({
    pool: 'staff',
    username: email,
    password,
    groups: [ROLES.dealer],
    attributes: { email, email_verified: 'true' },
  });
  if (status)
    await server.database.query(`INSERT INTO dealers (name, email, user_name, status) VALUES ($1, $2, $2, $3)`, [
      `Dealer ${email}`,
      email,
      status,
    ]);
  return server.signIn('staff', email, password);
}

/** Sets a customer's balance directly (earning points is not part of this API). */
export async function setRewardPoints(server: TestServer, userName: string, points: number) {
  await server.database.query('UPDATE customers SET reward_points = $2 WHERE user_name = $1', [userName, points]);
}

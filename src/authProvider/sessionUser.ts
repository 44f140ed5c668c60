import type { Role } from '../../domain/roles';
import type { HttpClient } from '../dataProvider/httpClient';
import { idTokenClaims, scopeOf } from './session';

/** The signed-in user as the console sees it. */
interface SessionUser {
  id: string;
  fullName: string;
  avatar?: string;
  email?: string;
  /**
   * Who the user works for, as GET users/getUserDetails names it: a partner user's partner, a technician's partner, a
   * dealer's firm, the company for admins and customer care (or the organisation their identity names).
   */
  organization?: string;
  /** The spec's first-login flag (custom:first_login): true until the first password is set. */
  first_login: boolean;
  scope?: Role;
  cpId?: string;
  cpName?: string;
  technicianId?: string;
  dealerStatus?: string;
}

/** Answer of GET users/getUserDetails. */
interface UserDetails {
  username: string;
  attributes: Record<string, string>;
  groups: string[];
  organization?: string | null;
  profile?: { cpId?: string; cpName?: string; technicianId?: string; dealerStatus?: string };
}

let cached: { sub: string; user: SessionUser } | undefined;

export const forgetSessionUser = () => {
  cached = undefined;
};

export async function loadSessionUser(http: HttpClient): Promise<SessionUser | undefined> {
  const claims = await idTokenClaims();
  if (!claims) return undefined;
  const sub = String(claims.sub ?? '');
  if (cached?.sub === sub) return cached.user;
  const details = await http<UserDetails>('users/getUserDetails')
    .then((r) => r.json)
    .catch(() => undefined);
  const attribute = (name: string) => (claims[name] as string | undefined) ?? details?.attributes?.[name];
  const user: SessionUser = {
    id: sub,
    fullName:
      attribute('name') ?? attribute('email') ?? attribute('phone_number') ?? String(claims['cognito:username'] ?? ''),
    avatar: attribute('picture'),
    email: attribute('email'),
    // The server decides (a record, else the attribute, else the company); without its answer the attribute is all
    // there is.
    organization: details ? (details.organization ?? undefined) : attribute('custom:organization'),
    first_login: attribute('custom:first_login') === 'true',
    scope: scopeOf(claims),
    cpId: details?.profile?.cpId,
    cpName: details?.profile?.cpName,
    technicianId: attribute('custom:id') ?? details?.profile?.technicianId,
    dealerStatus: details?.profile?.dealerStatus,
  };
  cached = { sub, user };
  return user;
}

import { eq, sql } from 'drizzle-orm';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { ROLES } from '../../../../domain/roles';
import type { UserDetails, UserSummary } from '../../../../domain/users';
import type { Database } from '../../db/client';
import { channelPartners, dealers, technicians } from '../../db/schema';
import type { IdentityUser } from '../../identity/admin';
import { partnerUsernameOfMember } from '../account/members';

/** The record behind a user's role: partner by primary e-mail (not a deleted invitation), technician by custom:id or mobile, dealer by e-mail (not a deleted or revoked invitation). */
export async function roleProfile(db: Database, user: IdentityUser): Promise<UserDetails['profile']> {
  const email = (user.attributes.email ?? user.username).toLowerCase();
  switch (user.groups[0]) {
    case ROLES.channelPartner: {
      // A partner's staff user (account/team) signs in as the partner it works for.
      const partnerEmail = (await partnerUsernameOfMember(db, email)) ?? email;
      const [partner] = await db
        .select({ id: channelPartners.id, name: channelPartners.name })
        .from(channelPartners)
        .where(sql`lower(${channelPartners.primaryEmail}) = ${partnerEmail} AND ${channelPartners.deletedAt} IS NULL`)
        .limit(1);
      return { cpId: partner?.id ?? null, cpName: partner?.name ?? null };
    }
    case ROLES.technician: {
      const customId = user.attributes['custom:id'];
      const mobile = user.username.startsWith(MOBILE_PREFIX) ? user.username.slice(MOBILE_PREFIX.length) : user.username;
      const [technician] = await db
        .select({ id: technicians.id })
        .from(technicians)
        .where(customId ? eq(technicians.id, customId) : eq(technicians.mobile, mobile))
        .limit(1);
      return { technicianId: technician?.id ?? customId ?? null };
    }
    case ROLES.dealer: {
      const [dealer] = await db
        .select({ id: dealers.id, status: dealers.status })
        .from(dealers)
        // A deleted or revoked invitation is no dealer's record any more.
        .where(sql`lower(${dealers.email}) = ${email} AND ${dealers.deletedAt} IS NULL AND ${dealers.status} <> 'Revoked'`)
        .limit(1);
      return { dealerId: dealer?.id ?? null, dealerStatus: dealer?.status ?? null };
    }
    default:
      return {};
  }
}

export async function userDetails(db: Database, user: IdentityUser): Promise<UserDetails> {
  return {
    id: user.sub,
    username: user.username,
    attributes: user.attributes,
    groups: user.groups,
    scope: user.groups[0] ?? null,
    profile: await roleProfile(db, user),
  };
}

export function userSummary(user: IdentityUser): UserSummary {
  return {
    id: user.sub,
    username: user.username,
    pool: user.pool,
    email: user.attributes.email ?? null,
    name: user.attributes.name ?? null,
    status: user.status,
    enabled: user.enabled,
    groups: user.groups,
    attributes: user.attributes,
    createdAt: user.createdAt?.toISOString() ?? null,
  };
}

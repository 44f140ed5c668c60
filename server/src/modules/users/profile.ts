import { COMPANY_NAME, MOBILE_PREFIX } from '../../../../domain/constants';
import { ROLES } from '../../../../domain/roles';
import type { UserDetails } from '../../../../domain/users';
import type { Database } from '../../db/client';
import type { IdentityUser } from '../../identity/admin';
import { partnerName, partnerOfSignIn, partnerUsernameOfMember } from '../channelPartners';
import { dealerName, dealerOfSignIn } from '../dealers';
import { technicianOfSignIn } from '../technicians';

/**
 * The record behind a user's role: partner by primary e-mail (not a deleted invitation), technician by custom:id or
 * mobile, dealer by e-mail (not a deleted or revoked invitation).
 */
export async function roleProfile(db: Database, user: IdentityUser): Promise<UserDetails['profile']> {
  const email = (user.attributes.email ?? user.username).toLowerCase();
  switch (user.groups[0]) {
    case ROLES.channelPartner: {
      // A partner's staff user (account/team) signs in as the partner it works for.
      const partnerEmail = (await partnerUsernameOfMember(db, email)) ?? email;
      const partner = await partnerOfSignIn(db, partnerEmail);
      return { cpId: partner?.id ?? null, cpName: partner?.name ?? null };
    }
    case ROLES.technician: {
      const customId = user.attributes['custom:id'];
      const mobile = user.username.startsWith(MOBILE_PREFIX)
        ? user.username.slice(MOBILE_PREFIX.length)
        : user.username;
      const technician = await technicianOfSignIn(db, customId ? { id: customId } : { mobile });
      return { technicianId: technician?.id ?? customId ?? null };
    }
    case ROLES.dealer: {
      const dealer = await dealerOfSignIn(db, email);
      return { dealerId: dealer?.id ?? null, dealerStatus: dealer?.status ?? null };
    }
    default:
      return {};
  }
}

/** The identity attribute naming a user's organisation. */
const ORGANIZATION_ATTRIBUTE = 'custom:organization';

/**
 * Who the user works for (UserDetails.organization): the record behind a partner, technician or dealer user names it
 * (its partner, the partner it belongs to, its firm), the identity's attribute only when no record is found; admins and
 * customer care work for the company unless their identity user names another organisation.
 */
async function organizationOf(
  db: Database,
  user: IdentityUser,
  profile: UserDetails['profile'],
): Promise<string | null> {
  const named = user.attributes[ORGANIZATION_ATTRIBUTE]?.trim() || null;
  switch (user.groups[0]) {
    case ROLES.channelPartner:
      return profile.cpName ?? named;
    case ROLES.technician: {
      if (!profile.technicianId) return named;
      const technician = await technicianOfSignIn(db, { id: profile.technicianId });
      const partner = technician?.channelPartnerId ? await partnerName(db, technician.channelPartnerId) : undefined;
      return partner ?? named;
    }
    case ROLES.dealer: {
      if (!profile.dealerId) return named;
      return (await dealerName(db, profile.dealerId)) ?? named;
    }
    case ROLES.admin:
    case ROLES.customerCare:
      return named ?? COMPANY_NAME;
    default:
      return named;
  }
}

export async function userDetails(db: Database, user: IdentityUser): Promise<UserDetails> {
  const profile = await roleProfile(db, user);
  return {
    id: user.sub,
    username: user.username,
    attributes: user.attributes,
    groups: user.groups,
    scope: user.groups[0] ?? null,
    organization: await organizationOf(db, user, profile),
    profile,
  };
}

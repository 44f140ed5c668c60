import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { ROLES, type Role } from '../../../../domain/roles';
import { currentUser, declareAccess, requireRoles, type RouteAccess, type RouteGuard } from '../../platform/auth';
import type { Executor, Transaction } from '../../platform/db';
import { forbidden, notFound } from '../../platform/errors';
import { callerOf, type Caller } from '../../platform/parties';
import { changeOwner, type OwnerRecords, type OwnerWriteRule, type SectionChange } from '../profileSections';

/** The refusal of a caller acting on a record that is not its own. */
export const NOT_YOURS = 'You are not allowed to do this';

/** The head row every onboarding rule looks at: the record's id and its status. */
export interface OnboardingHead {
  id: string;
  status: string;
}

/**
 * One kind of party that is onboarded (a channel partner, a technician, a dealer), declared as data: where its records
 * are, who edits them, and who may act on one. The shared steps (reads, writes, review, lists) take one.
 */
export interface OnboardingParty<Head extends OnboardingHead, Profile> {
  /** The routes' prefix, as the API names them. */
  path: '/channel-partner' | '/technician' | '/dealer';
  /** OpenAPI tags of the party's routes. */
  tags: string[];
  /** The party's table, activity entity type and not-found message, its locked head row and its whole profile. */
  records: OwnerRecords<Head, Profile>;
  /** Who may edit a profile in the state it is in: the default rule of a write. */
  editable: OwnerWriteRule<Head>;
  /** Whose a record is: the party itself, or the channel partner it belongs to. */
  owner: {
    /** Who may act on the record of `id` (an admin, or its owner): throws the refusal. */
    mayAct: (db: Executor, caller: Caller, id: string | undefined) => Promise<void> | void;
    /** What the route catalogue says the owner param names: a channel partner itself by default. */
    kind?: RouteAccess['ownerKind'];
  };
}

/** A party declared under its routes' prefix and OpenAPI tags. */
export const onboardingParty = <Head extends OnboardingHead, Profile>(
  path: OnboardingParty<Head, Profile>['path'],
  tags: string[],
  declaration: Omit<OnboardingParty<Head, Profile>, 'path' | 'tags'>,
): OnboardingParty<Head, Profile> => ({ path, tags, ...declaration });

/**
 * Where a party's records are: its table, activity entity type, not-found message, locked head row and whole profile.
 */
export const partyRecords = <Head extends OnboardingHead, Profile>(
  table: OwnerRecords<Head, Profile>['table'],
  entityType: string,
  notFound: string,
  lockedHead: OwnerRecords<Head, Profile>['lockedHead'],
  read: OwnerRecords<Head, Profile>['read'],
): OwnerRecords<Head, Profile> => ({ table, entityType, notFound, lockedHead, read });

/** How a head row is read: locked (FOR UPDATE) for a write's rule. */
export interface HeadOptions {
  lock?: boolean;
}
export const forUpdate = (options: HeadOptions) => sql.raw(options.lock ? ' FOR UPDATE' : '');

/** An admin, or the party whose own record this is (an unknown id is refused as well: it is not the caller's). */
export function assertSelfOrAdmin(caller: Caller, id: string | undefined) {
  if (caller.user.role === ROLES.admin) return;
  if (!caller.party || caller.party.id !== id) throw forbidden(NOT_YOURS);
}

/** The owner rule of a party whose records are its own sign-ins' (a channel partner, a dealer). */
export const selfOrAdmin = (_db: Executor, caller: Caller, id: string | undefined) => assertSelfOrAdmin(caller, id);

/** The whole profile of `id`, or the party's 404 (also for a deleted invitation). */
export async function existingProfile<Head extends OnboardingHead, Profile>(
  db: Executor,
  party: OnboardingParty<Head, Profile>,
  id: string,
): Promise<Profile> {
  const profile = await party.records.read(db, id);
  if (!profile) throw notFound(party.records.notFound);
  return profile;
}

/** The profile of `id` as `caller` may read it: refused unless the caller may act on it, a 404 when there is none. */
export async function readProfile<Head extends OnboardingHead, Profile>(
  db: Executor,
  caller: Caller,
  party: OnboardingParty<Head, Profile>,
  id: string,
): Promise<Profile> {
  await party.owner.mayAct(db, caller, id);
  return existingProfile(db, party, id);
}

/**
 * onRequest: one of `roles`, and then the party's own check on the route's `:id` (checked before the body is
 * validated). The route catalogue reads the owner param from the declaration.
 */
export function ownerGuard<Head extends OnboardingHead, Profile>(
  party: OnboardingParty<Head, Profile>,
  roles: Role[],
  check: (db: Executor, caller: Caller, id: string | undefined) => Promise<void> | void = party.owner.mayAct,
): RouteGuard {
  const guard = requireRoles(...roles);
  const access: RouteAccess = {
    ...guard.access,
    ownerParam: 'id',
    ...(party.owner.kind && { ownerKind: party.owner.kind }),
  };
  return declareAccess(access, async function ownerGuardOf(request, reply) {
    await guard.call(request.server, request, reply);
    await check(request.server.ctx.db, await callerOf(request), (request.params as { id?: string }).id);
  });
}

/**
 * One write to a party's record (changeOwner): the row locked, the rule checked, the activity recorded; answers the
 * profile.
 */
export const changeProfile = <Head extends OnboardingHead, Profile>(
  db: Parameters<typeof changeOwner>[0],
  caller: Caller,
  party: OnboardingParty<Head, Profile>,
  id: string,
  change: (tx: Transaction, head: Head) => Promise<SectionChange>,
  rule: OwnerWriteRule<Head> = party.editable,
): Promise<Profile> => changeOwner(db, caller.user, party.records, id, change, rule);

/** The write the shared section routes take (profileSections' SectionOwner.change), for one party. */
export const requestChange =
  <Head extends OnboardingHead, Profile>(party: OnboardingParty<Head, Profile>) =>
  (
    request: FastifyRequest,
    id: string,
    change: (tx: Transaction, head: Head) => Promise<SectionChange>,
    rule: OwnerWriteRule<Head> = party.editable,
  ): Promise<Profile> =>
    changeOwner(request.server.ctx.db, currentUser(request), party.records, id, change, rule);

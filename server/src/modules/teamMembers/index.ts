import { sql } from 'drizzle-orm';
import type { TeamAccess } from '../../../../domain/account/constants';
import { type Executor, firstRow, iso, rows } from '../../platform/db';

/**
 * The team members of the admin team and of each partner (table team_members): who a staff sign-in is and whom it
 * works for. Below the channel partners, who find a staff user's employer here, and the account screens, which manage
 * the teams.
 */

export interface MemberRow {
  username: string;
  channelPartnerId: string | null;
  name: string;
  role: string;
  access: TeamAccess;
  createdAt: string;
}

const COLUMNS = sql`username, channel_partner_id AS "channelPartnerId", name, role, access, created_at AS "createdAt"`;
const normalised = (row: MemberRow): MemberRow => ({ ...row, createdAt: iso(row.createdAt) });

/** A partner's team (its id), or the admin team (null). */
export async function membersOf(db: Executor, channelPartnerId: string | null): Promise<MemberRow[]> {
  const team =
    channelPartnerId === null ? sql`channel_partner_id IS NULL` : sql`channel_partner_id = ${channelPartnerId}`;
  return (
    await rows<MemberRow>(db, sql`SELECT ${COLUMNS} FROM team_members WHERE ${team} ORDER BY created_at, username`)
  ).map(normalised);
}

export async function memberByUsername(db: Executor, username: string): Promise<MemberRow | undefined> {
  const row = await firstRow<MemberRow>(
    db,
    sql`SELECT ${COLUMNS} FROM team_members WHERE username = ${username.toLowerCase()}`,
  );
  return row && normalised(row);
}

/** The primary e-mail (sign-in name) of the channel partner a staff user works for (undefined: not a partner's staff user). */
export async function partnerUsernameOfMember(db: Executor, username: string): Promise<string | undefined> {
  const row = await firstRow<{ partner: string }>(
    db,
    sql`SELECT cp.primary_email AS partner FROM team_members tm JOIN channel_partners cp ON cp.id = tm.channel_partner_id
        WHERE tm.username = ${username.toLowerCase()}`,
  );
  return row?.partner;
}

/** A new member of a team (the admin team when channelPartnerId is null), invited by the signed-in user. */
export async function addMember(tx: Executor, member: Omit<MemberRow, 'createdAt'>, invitedBy: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO team_members (username, channel_partner_id, name, role, access, invited_by)
        VALUES (${member.username}, ${member.channelPartnerId}, ${member.name}, ${member.role}, ${member.access}, ${invitedBy})`,
  );
}

export async function setMemberAccess(db: Executor, username: string, access: TeamAccess): Promise<void> {
  await db.execute(
    sql`UPDATE team_members SET access = ${access}, last_update = now() WHERE username = ${username.toLowerCase()}`,
  );
}

/** A member's name follows the name on their sign-in (no row: not a team member, nothing to do). */
export async function renameMember(db: Executor, username: string, name: string): Promise<void> {
  await db.execute(
    sql`UPDATE team_members SET name = ${name}, last_update = now() WHERE username = ${username.toLowerCase()}`,
  );
}

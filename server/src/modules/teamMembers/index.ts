import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { TEAM_ACCESS, type TeamAccess } from '../../../../domain/account/constants';
import { column, type Executor, rowOf, rowsOf } from '../../platform/db';

/**
 * The team members of the admin team and of each partner (table team_members): who a staff sign-in is and whom it
 * works for. Below the channel partners, who find a staff user's employer here, and the account screens, which manage
 * the teams.
 */

const memberRow = z.object({
  username: z.string(),
  channelPartnerId: z.string().nullable(),
  name: z.string(),
  role: z.string(),
  access: z.enum(TEAM_ACCESS),
  createdAt: column.instant,
});
export type MemberRow = z.output<typeof memberRow>;

const COLUMNS = sql`username, channel_partner_id AS "channelPartnerId", name, role, access, created_at AS "createdAt"`;

/** A partner's team (its id), or the admin team (null). */
export async function membersOf(db: Executor, channelPartnerId: string | null): Promise<MemberRow[]> {
  const team =
    channelPartnerId === null ? sql`channel_partner_id IS NULL` : sql`channel_partner_id = ${channelPartnerId}`;
  return rowsOf(db, memberRow, sql`SELECT ${COLUMNS} FROM team_members WHERE ${team} ORDER BY created_at, username`);
}

export async function memberByUsername(db: Executor, username: string): Promise<MemberRow | undefined> {
  return rowOf(db, memberRow, sql`SELECT ${COLUMNS} FROM team_members WHERE username = ${username.toLowerCase()}`);
}

/** A new member of a team (the admin team when channelPartnerId is null), invited by the signed-in user. */
export async function addMember(tx: Executor, member: Omit<MemberRow, 'createdAt'>, invitedBy: string): Promise<void> {
  await tx.execute(
    sql`INSERT INTO team_members (username, channel_partner_id, name, role, access, invited_by)
        VALUES (${member.username}, ${member.channelPartnerId}, ${member.name}, ${member.role}, ${member.access},
          ${invitedBy})`,
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

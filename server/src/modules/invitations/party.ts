import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Role } from '../../../../domain/roles';
import type { Message } from '../../platform/notify';
import { column, type Executor, rowOf } from '../../platform/db';
import { currentStatusSql } from './status';

/**
 * A kind of party an admin invites by e-mail (a channel partner, a dealer): where its record is, how its people sign
 * in, and what its invitation says. The invitation machinery (./identity.ts, ./link.ts, ./expiry.ts) takes one.
 */
export interface InvitedParty {
  /**
   * The party's table; it has name, user_name, status, remark, invite_challenge_hash, invite_expires_at, deleted_at,
   * last_update.
   */
  table: string;
  /** The table's e-mail column (kept in lower case, unique). */
  emailColumn: string;
  /** The activity log's entity type of the party. */
  entityType: string;
  /** The identity group (role) of its sign-in user in the staff pool. */
  group: Role;
  /** The field of the request an e-mail conflict is reported on. */
  emailField: string;
  /** The page the link opens: 'verify-channel-partner', 'verify-dealer'. */
  linkPath: string;
  /** The invitation e-mail. */
  mail: (to: string, name: string, link: string, expiresAt: Date) => Message;
  messages: { notFound: string; revoked: string };
}

/** The few columns the invitation rules look at. */
const inviteeHeadRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  userName: z.string().nullable(),
  status: z.string(),
  inviteChallengeHash: z.string().nullable(),
  inviteExpiresAt: column.instant.nullable(),
  deleted: z.boolean(),
});
export type InviteeHead = z.infer<typeof inviteeHeadRow>;

const head = (party: InvitedParty) =>
  sql.raw(
    `p.id, p.name, p.${party.emailColumn} AS email, p.user_name AS "userName", ${currentStatusSql('p')} AS status,
    p.invite_challenge_hash AS "inviteChallengeHash", p.invite_expires_at AS "inviteExpiresAt",
    (p.deleted_at IS NOT NULL) AS deleted`,
  );

export async function inviteeHead(db: Executor, party: InvitedParty, id: string): Promise<InviteeHead | undefined> {
  return rowOf(db, inviteeHeadRow, sql`SELECT ${head(party)} FROM ${sql.raw(party.table)} p WHERE p.id = ${id}`);
}

/** E-mails are kept in lower case, so the unique index answers this. */
export async function inviteeHeadByEmail(
  db: Executor,
  party: InvitedParty,
  email: string,
): Promise<InviteeHead | undefined> {
  const column = sql.raw(`p.${party.emailColumn}`);
  return rowOf(
    db,
    inviteeHeadRow,
    sql`SELECT ${head(party)} FROM ${sql.raw(party.table)} p WHERE ${column} = ${email.trim().toLowerCase()}`,
  );
}

/** The sign-in name of an invitee: its username, else its e-mail. */
export const usernameOf = (invitee: Pick<InviteeHead, 'userName' | 'email'>) => invitee.userName ?? invitee.email;

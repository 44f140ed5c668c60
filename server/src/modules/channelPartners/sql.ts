import { sql } from 'drizzle-orm';
import { currentStatusIsOneOfAt, currentStatusSql, pastExpirySql } from '../invitations';

/**
 * A partner's status as it stands now (the invitation machinery's rule, ../invitations/status.ts): an open invitation
 * past its expiry is Expired from that instant, whether or not the expiry job has stored it yet.
 */
export const PAST_EXPIRY_SQL = pastExpirySql('cp');
export const CURRENT_STATUS_SQL = currentStatusSql('cp');
export const CURRENT_STATUS = sql.raw(CURRENT_STATUS_SQL);

/** "The current status is one of `values`", on the stored columns, so the (status, …) index answers it. */
export const currentStatusIsOneOf = currentStatusIsOneOfAt('cp');

import { sql, type SQL } from 'drizzle-orm';
import type { OutboxStatus } from '../../../../domain/outbox';
import { WITHDRAWN_MESSAGE, type ErasureRule } from '../../../../domain/customers/deletionErasure';
import type { PersonalDataMatcher } from '../../../../domain/customers/personalData';
import { z } from 'zod';
import { rowsOf as checkedRows, type Transaction } from '../../platform/db';
import { rowsOf, type Subject } from './customerRows';

/** A column's value as a statement parameter: JSON columns come back parsed and go back as jsonb. */
const valueOf = (value: unknown): SQL =>
  value !== null && typeof value === 'object' ? sql`${JSON.stringify(value)}::jsonb` : sql`${value}`;

/**
 * The row's rewritten columns, only those that change: a message to the customer is blanked whole (one not sent yet is
 * withdrawn: Failed, with the reason), other texts scrubbed.
 */
function rewrite(
  rule: ErasureRule,
  columns: readonly string[],
  row: Record<string, unknown>,
  matcher: PersonalDataMatcher,
): Record<string, unknown> {
  const toCustomer = columns.some(
    (column) =>
      rule.columns[column] === 'recipient' && typeof row[column] === 'string' && matcher.isContact(row[column]),
  );
  const pending = columns.some(
    (column) => rule.columns[column] === 'delivery' && row[column] === ('Pending' satisfies OutboxStatus),
  );
  const changed: Record<string, unknown> = {};
  for (const column of columns) {
    const value = row[column];
    const erasure = rule.columns[column];
    let next: unknown;
    if (erasure === 'delivery') next = toCustomer && pending ? ('Failed' satisfies OutboxStatus) : value;
    else if (erasure === 'deliveryError' && toCustomer && pending) next = WITHDRAWN_MESSAGE;
    else if (value === null) next = null;
    else if (toCustomer) next = '';
    else next = erasure === 'scrub' || erasure === 'deliveryError' ? matcher.redactJson(value) : value;
    if (JSON.stringify(next) !== JSON.stringify(value)) changed[column] = next;
  }
  return changed;
}

/**
 * Scrubs the customer's identifiers out of the rule's free-text columns, row by row (the matcher is personalData.ts).
 * Each row is written back by its physical address (ctid): locked here until the commit, it cannot move meanwhile.
 */
export async function scrubbedRows(
  tx: Transaction,
  rule: ErasureRule,
  columns: readonly string[],
  subject: Subject,
): Promise<number> {
  const selected = sql.join(
    columns.map((column) => sql.identifier(column)),
    sql`, `,
  );
  const found = await checkedRows(
    tx,
    // The row's address and the rule's free-text columns, whatever their values.
    z.object({ row_ref: z.string() }).catchall(z.unknown()),
    sql`SELECT ctid::text AS row_ref, ${selected} FROM ${sql.identifier(rule.table)} WHERE ${rowsOf(rule, subject)}
        FOR UPDATE`,
  );
  let scrubbed = 0;
  for (const row of found) {
    const changed = Object.entries(rewrite(rule, columns, row, subject.matcher));
    if (changed.length === 0) continue;
    const assignments = sql.join(
      changed.map(([column, value]) => sql`${sql.identifier(column)} = ${valueOf(value)}`),
      sql`, `,
    );
    await tx.execute(sql`UPDATE ${sql.identifier(rule.table)} SET ${assignments} WHERE ctid = ${row.row_ref}::tid`);
    scrubbed += 1;
  }
  return scrubbed;
}

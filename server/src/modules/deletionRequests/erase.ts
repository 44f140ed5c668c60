import { z } from 'zod';
import { activityText } from '../../../../domain/activityEvents';
import { sql, type SQL } from 'drizzle-orm';
import { ANONYMISED_CUSTOMER } from '../../../../domain/customers/deletion';
import {
  type Erasure,
  ERASURE_LIST,
  ERASURE_REMOVALS,
  type ErasureRule,
  erasureSummary,
} from '../../../../domain/customers/deletionErasure';
import { type PersonalIdentifiers, personalDataMatcher } from '../../../../domain/customers/personalData';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import { column, rowsOf as checkedRows, type Transaction } from '../../platform/db';
import {
  addressLinesOf,
  CUSTOMER_ENTITY,
  type PersonalData,
  personalDataOf,
  PRODUCT_FILE_ENTITY,
  productDocumentKeysOf,
  productSerialsOf,
} from '../customers';
import { type RequestRecords, rowsOf, type Subject } from './customerRows';
import { queueFileDeletions } from './fileDeletions';
import { scrubbedRows } from './scrub';

/** Erasures that depend on the row's own text (rewritten row by row: scrubbedRows). */
const BY_ROW = ['scrub', 'recipient', 'delivery', 'deliveryError'] as const;
type FixedErasure = Exclude<Erasure, (typeof BY_ROW)[number]>;
const isFixed = (entry: [string, Erasure]): entry is [string, FixedErasure] =>
  !(BY_ROW as readonly Erasure[]).includes(entry[1]);

const countRow = z.object({ n: column.number });
const textRow = z.object({ text: z.string().nullable() });

/** The new value of a column under a fixed erasure. */
function erased(column: string, erasure: FixedErasure, subject: Subject): SQL {
  switch (erasure) {
    case 'firstName':
      return sql`${ANONYMISED_CUSTOMER.firstName}`;
    case 'lastName':
      return sql`${ANONYMISED_CUSTOMER.lastName}`;
    case 'name':
      return sql`${ANONYMISED_CUSTOMER.name}`;
    case 'token':
      return sql`${subject.token}`;
    case 'noFiles':
      return sql`'[]'::jsonb`;
    case 'erasedAt':
      return sql`coalesce(${sql.identifier(column)}, now())`;
    case 'blank':
      return sql`''`;
  }
}

async function updateFixedColumns(
  tx: Transaction,
  rule: ErasureRule,
  columns: [string, FixedErasure][],
  subject: Subject,
): Promise<number> {
  const assignments = sql.join(
    columns.map(([column, erasure]) => sql`${sql.identifier(column)} = ${erased(column, erasure, subject)}`),
    sql`, `,
  );
  const [row] = await checkedRows(
    tx,
    countRow,
    sql`WITH erased AS (UPDATE ${sql.identifier(rule.table)} SET ${assignments} WHERE ${rowsOf(rule, subject)}
        RETURNING 1) SELECT count(*)::int AS n FROM erased`,
  );
  return row.n;
}

/**
 * Applies one rule: answers the rows its fixed erasures changed, or, for a rule of free text only, the rows scrubbed.
 */
async function applyRule(tx: Transaction, rule: ErasureRule, subject: Subject): Promise<number> {
  const entries = Object.entries(rule.columns);
  const fixed = entries.filter(isFixed);
  const texts = entries.filter((entry) => !isFixed(entry)).map(([column]) => column);
  const updated = fixed.length > 0 ? await updateFixedColumns(tx, rule, fixed, subject) : 0;
  const scrubbed = texts.length > 0 ? await scrubbedRows(tx, rule, texts, subject) : 0;
  return fixed.length > 0 ? updated : scrubbed;
}

/**
 * What identifies the customer in free text, read before anything is erased: name, mobiles, e-mail, serials, address
 * lines.
 */
async function identifiersOf(
  tx: Transaction,
  customerId: string,
  customer: PersonalData,
  requests: RequestRecords,
): Promise<PersonalIdentifiers> {
  const serials = await productSerialsOf(tx, customerId);
  // Their saved addresses, and the copies their requests keep (typed at booking).
  const lines = await checkedRows(
    tx,
    textRow,
    sql`${addressLinesOf(customerId)}
      UNION ${requests.addressLines(customerId)}`,
  );
  const present = (texts: { text: string | null }[]) =>
    texts.map(({ text }) => text ?? '').filter((text) => text.trim() !== '');
  return {
    firstName: customer.firstName,
    lastName: customer.lastName,
    email: customer.email,
    mobiles: [customer.mobileNumber, customer.altMobileNumber].filter((mobile) => mobile !== ''),
    serialNumbers: present(serials),
    addressLines: present(lines),
  };
}

async function removed(tx: Transaction, table: string, where: SQL): Promise<number> {
  const [gone] = await checkedRows(
    tx,
    countRow,
    sql`WITH gone AS (DELETE FROM ${sql.identifier(table)} WHERE ${where} RETURNING 1) SELECT count(*)::int AS n
        FROM gone`,
  );
  return gone.n;
}

interface ErasureResult {
  counts: { table: string; rows: number; removed?: boolean }[];
  files: number;
}

/**
 * Erases a customer's personal data in the caller's transaction (ERASURE_LIST): their product documents are queued for
 * removal from the file store after the commit, and the activity log records which tables and columns were erased and
 * how many rows, never a value. Answers undefined for an unknown customer.
 */
export async function eraseCustomer(
  tx: Transaction,
  customerId: string,
  by: AuthUser,
  requests: RequestRecords,
): Promise<ErasureResult | undefined> {
  const customer = await personalDataOf(tx, customerId, { lock: true });
  if (!customer) return undefined;
  const identifiers = await identifiersOf(tx, customerId, customer, requests);
  const subject: Subject = {
    customerId,
    token: customerId,
    identifiers,
    matcher: personalDataMatcher(identifiers),
    requests,
  };
  // Their product documents, and whatever else was uploaded for them (an upload never attached to a product too).
  const files = await checkedRows(
    tx,
    z.object({ key: z.string() }),
    sql`${productDocumentKeysOf(customerId)}
      UNION SELECT key FROM stored_files WHERE entity_type = ${PRODUCT_FILE_ENTITY} AND entity_id = ${customerId}`,
  );
  await queueFileDeletions(
    tx,
    files.map((file) => file.key),
  );
  const counts: ErasureResult['counts'] = [];
  for (const rule of ERASURE_LIST) counts.push({ table: rule.table, rows: await applyRule(tx, rule, subject) });
  for (const removal of ERASURE_REMOVALS)
    counts.push({
      table: removal.table,
      rows: await removed(tx, removal.table, rowsOf({ ...removal, columns: {} }, subject)),
      removed: true,
    });
  counts.push({
    table: 'stored_files',
    rows: await removed(tx, 'stored_files', sql`entity_type = ${PRODUCT_FILE_ENTITY} AND entity_id = ${customerId}`),
    removed: true,
  });
  await recordActivity(tx, {
    entityId: customerId,
    entityType: CUSTOMER_ENTITY,
    activity: activityText('customerErased'),
    remark: `${erasureSummary(counts)}; files: ${files.length}`,
    by,
  });
  return { counts, files: files.length };
}

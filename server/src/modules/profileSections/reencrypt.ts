import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { DataCipher } from '../../platform/secrets';
import { rowCount, rowsOf } from '../../platform/db';
import { DEALER_SECTION_TABLES, PARTNER_SECTION_TABLES, TECHNICIAN_SECTION_TABLES } from './owner';

interface Stored {
  table: string;
  key: string;
  column: string;
}

// Every encrypted number the profiles keep: bank account numbers (partners, technicians) and Aadhar numbers (all
// three).
const STORED: Stored[] = [
  ...[PARTNER_SECTION_TABLES, TECHNICIAN_SECTION_TABLES].map((t) => ({
    table: t.bankDetails,
    key: t.ownerColumn,
    column: 'account_number_encrypted',
  })),
  ...[PARTNER_SECTION_TABLES, TECHNICIAN_SECTION_TABLES, DEALER_SECTION_TABLES].map((t) => ({
    table: t.documents,
    key: 'id',
    column: 'doc_number_encrypted',
  })),
];

const reencryptNumbersRow = z.object({ key: z.string(), value: z.string() });

/**
 * Re-encrypts under the current data key every stored number still under an older one (after a key rotation); answers
 * how many changed. Each value is one conditional UPDATE, so a profile saved meanwhile keeps its new value.
 */
export async function reencryptNumbers(db: Database, cipher: DataCipher): Promise<number> {
  let changed = 0;
  for (const { table, key, column } of STORED) {
    const stored = await rowsOf(
      db,
      reencryptNumbersRow,
      sql`SELECT ${sql.raw(key)}::text AS key, ${sql.raw(column)} AS value FROM ${sql.raw(table)}
          WHERE ${sql.raw(column)} IS NOT NULL`,
    );
    for (const row of stored.filter((r) => !cipher.isCurrent(r.value))) {
      changed += await rowCount(
        db,
        sql`UPDATE ${sql.raw(table)} SET ${sql.raw(column)} = ${cipher.encrypt(cipher.decrypt(row.value))}
            WHERE ${sql.raw(key)}::text = ${row.key} AND ${sql.raw(column)} = ${row.value} RETURNING 1`,
      );
    }
  }
  return changed;
}

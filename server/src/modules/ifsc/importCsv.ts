import type { DatabaseHandle } from '../../db/client';

/** Columns of Razorpay's IFSC.csv kept in the branch table. */
type Column = 'IFSC' | 'BANK' | 'BRANCH' | 'CITY' | 'CENTRE' | 'DISTRICT' | 'STATE' | 'ADDRESS';
const BATCH = 5000;

/**
 * Reads Razorpay's published IFSC.csv (BANK,IFSC,BRANCH,CENTRE,DISTRICT,STATE,ADDRESS,...,CITY,...) into ifsc_branches;
 * answers rows written.
 */
export async function importIfscCsv(
  database: DatabaseHandle,
  input: AsyncIterable<string | Uint8Array>,
): Promise<number> {
  let header: Map<Column, number> | undefined;
  let batch = new Map<string, string[]>();
  let written = 0;
  for await (const record of csvRecords(input)) {
    if (!header) {
      header = columnPositions(record);
      continue;
    }
    const value = (column: Column) => (record[header!.get(column)!] ?? '').trim();
    const ifsc = value('IFSC').toUpperCase();
    if (!ifsc) continue;
    batch.set(ifsc, [
      ifsc,
      value('BANK'),
      value('BRANCH'),
      value('CITY') || value('CENTRE'),
      value('DISTRICT'),
      value('STATE'),
      value('ADDRESS'),
    ]);
    if (batch.size >= BATCH) {
      written += await upsert(database, [...batch.values()]);
      batch = new Map();
    }
  }
  if (batch.size) written += await upsert(database, [...batch.values()]);
  return written;
}

function columnPositions(names: string[]) {
  const positions = new Map<Column, number>();
  names.forEach((name, index) =>
    positions.set(
      name
        .trim()
        .replace(/^\uFEFF/, '')
        .toUpperCase() as Column,
      index,
    ),
  );
  const missing = ['IFSC', 'BANK', 'BRANCH'].filter((c) => !positions.has(c as Column));
  if (missing.length) throw new Error(`not an IFSC.csv: missing column(s) ${missing.join(', ')}`);
  return positions;
}

async function upsert(database: DatabaseHandle, rows: string[][]) {
  const columns = rows[0].map((_, i) => rows.map((row) => row[i]));
  await database.query(
    `INSERT INTO ifsc_branches (ifsc, bank, branch, city, district, state, address)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
     ON CONFLICT (ifsc) DO UPDATE SET bank = excluded.bank, branch = excluded.branch, city = excluded.city,
       district = excluded.district, state = excluded.state, address = excluded.address`,
    columns,
  );
  return rows.length;
}

/** RFC 4180 records from a stream of chunks: quoted fields may hold commas, quotes ("") and line breaks. */
export async function* csvRecords(input: AsyncIterable<string | Uint8Array>): AsyncGenerator<string[]> {
  const decoder = new TextDecoder();
  let record: string[] = [];
  let field = '';
  let state: 'start' | 'plain' | 'quoted' | 'quoteInQuoted' = 'start';
  for await (const chunk of input) {
    const text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    const out: string[][] = [];
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (state === 'quoted') {
        const end = text.indexOf('"', i);
        if (end < 0) {
          field += text.slice(i);
          break;
        }
        field += text.slice(i, end);
        i = end;
        state = 'quoteInQuoted';
        continue;
      }
      if (state === 'quoteInQuoted') {
        if (c === '"') {
          field += '"';
          state = 'quoted';
          continue;
        }
        state = 'plain';
      }
      if (c === '"' && state === 'start') state = 'quoted';
      else if (c === ',') {
        record.push(field);
        field = '';
        state = 'start';
      } else if (c === '\n') {
        record.push(field.endsWith('\r') ? field.slice(0, -1) : field);
        if (record.length > 1 || record[0] !== '') out.push(record);
        record = [];
        field = '';
        state = 'start';
      } else {
        field += c;
        state = 'plain';
      }
    }
    yield* out;
  }
  if (field !== '' || record.length) {
    record.push(field.endsWith('\r') ? field.slice(0, -1) : field);
    yield record;
  }
}

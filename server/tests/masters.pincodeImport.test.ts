import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function upload(csv: string, who: keyof TestServer['tokens'] = 'admin') {
  const boundary = '----pincode-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
        `filename="pincodes.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(csv),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return server.app.inject({
    method: 'POST',
    url: '/api/master/pincodes/import',
    headers: { ...bearer(server.tokens[who]), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}
const count = async () =>
  Number((await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM pincodes'))[0].n);

describe('POST master/pincodes/import', () => {
  it('rejects a file with bad rows whole, by line', async () => {
    const before = await count();
    const response = await upload(
      'code,area,city,district,state\n' +
        '560001,Bangalore GPO,Bangalore,Bangalore,Karnataka\n' +
        '56001,Short,Bangalore,Bangalore,Karnataka\n' +
        '560002,,Bangalore,Bangalore,Karnataka\n',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: '2 rows have errors; nothing was imported',
      rejected: [
        { line: 3, errors: { code: 'Not a valid Pincode' } },
        { line: 4, errors: { area: 'Area is required' } },
      ],
    });
    expect(await count()).toBe(before);
    expect((await upload('code,area,city,district,state\n560001,A,B,C,D\n', 'dealer')).statusCode).toBe(403);
  });

  // Its duration is measured by `npm run bench`, not asserted here.
  it('imports a whole directory file (155k rows), with the directory headers', async () => {
    const lines = ['pincode,officename,taluk,districtname,statename'];
    for (let i = 0; i < 155_000; i++)
      lines.push(`${100000 + (i % 800000)},Office ${i},Taluk ${i % 5000},District ${i % 700},State ${i % 36}`);
    const response = await upload(lines.join('\n'));
    expect(response.json()).toEqual({ imported: 155_000 });
    expect(await count()).toBe(155_000);
  }, 120_000);
});

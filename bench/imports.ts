import { bearer, startTestServer } from '../server/tests/support/testServer';

/** A whole pincode directory file (155k rows) through POST master/pincodes/import, timed once. */
export async function runImportBenchmarks() {
  const server = await startTestServer();
  try {
    const lines = ['pincode,officename,taluk,districtname,statename'];
    for (let i = 0; i < 155_000; i++)
      lines.push(`${100000 + (i % 800000)},Office ${i},Taluk ${i % 5000},District ${i % 700},State ${i % 36}`);
    const boundary = '----bench-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
          `filename="pincodes.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from(lines.join('\n')),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = Date.now();
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/master/pincodes/import',
      headers: { ...bearer(server.tokens.admin), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`import failed: ${response.body}`);
    return [
      {
        name: `pincode import, 155k rows (${server.database.kind})`,
        value: (Date.now() - started) / 1000,
        unit: 's',
        budget: 60,
      },
    ];
  } finally {
    await server.close();
  }
}

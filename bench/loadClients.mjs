// The clients of bench/load.ts, each kind in its own thread (so the probe's timings are not the heavy clients' own
// work of reading megabytes): `heavy` fetches the biggest pincode page in `clients` loops until told to stop;
// `probe` times /api/health and page 1 of the brand list. node:http with kept-alive connections, not fetch: on two
// cores the load generator's own CPU counts.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { role, baseUrl, token, clients, probes, pageOne, bigPage } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: Math.max(clients ?? 1, 1) });
const p95 = (values) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

/** One call; answers its milliseconds and the bytes of its answer. */
function timed(path, body) {
  const payload = body && Buffer.from(JSON.stringify(body));
  const headers = payload
    ? { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': payload.length }
    : {};
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}${path}`,
      { method: payload ? 'POST' : 'GET', agent, headers },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve({ ms: performance.now() - started, bytes })
            : reject(new Error(`${path}: ${response.statusCode}`)),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

async function probe() {
  const health = [];
  const page = [];
  for (let i = 0; i < probes; i++) {
    health.push((await timed('/api/health')).ms);
    page.push((await timed('/api/master/brand/getByPaginationAndFilter', pageOne)).ms);
  }
  return { health: p95(health), pageOne: p95(page) };
}

if (role === 'probe') {
  parentPort.on('message', async () => parentPort.postMessage(await probe()));
  parentPort.postMessage('ready');
} else {
  let running = true;
  const heavy = [];
  let heavyBytes = 0;
  parentPort.once('message', () => (running = false));
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (running) {
        const { ms, bytes } = await timed('/api/master/pincodes/getByPaginationAndFilter', bigPage);
        heavy.push(ms);
        heavyBytes = bytes;
      }
    }),
  );
  parentPort.postMessage({ heavy, heavyBytes });
}

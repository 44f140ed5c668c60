// The clients of bench/load.ts, in their own thread: ten fetch the biggest pincode page in a loop while one probes
// /api/health and page 1 of the brand list, first alone and then under that load. Answers p95s to the parent.
import { parentPort, workerData } from 'node:worker_threads';

const { baseUrl, token, clients, probes, pageOne, bigPage } = workerData;
const post = (body) => ({ method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const p95 = (values) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

async function timedFetch(url, init) {
  const started = performance.now();
  const response = await fetch(url, init);
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return { ms: performance.now() - started, bytes };
}

async function probe() {
  const health = [];
  const page = [];
  for (let i = 0; i < probes; i++) {
    health.push((await timedFetch(`${baseUrl}/api/health`)).ms);
    page.push((await timedFetch(`${baseUrl}/api/master/brand/getByPaginationAndFilter`, post(pageOne))).ms);
  }
  return { health: p95(health), pageOne: p95(page) };
}

await probe();
const quiet = await probe();
let running = true;
const heavy = [];
let heavyBytes = 0;
const loops = Array.from({ length: clients }, async () => {
  while (running) {
    const { ms, bytes } = await timedFetch(`${baseUrl}/api/master/pincodes/getByPaginationAndFilter`, post(bigPage));
    heavy.push(ms);
    heavyBytes = bytes;
  }
});
// Let all of them get going before probing.
await new Promise((resolve) => setTimeout(resolve, 1000));
const loaded = await probe();
running = false;
await Promise.all(loops);
parentPort.postMessage({ quiet, loaded, heavy, heavyBytes });

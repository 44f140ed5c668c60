// The clients of bench/concurrency.ts, in their own thread (as real clients are not on the server's event loop):
// `clients` loops each send `requests` calls (`method`, POST by default, with `body` as JSON when there is one) over
// kept-alive connections; answers every latency in ms and the bytes of one answer. node:http rather than fetch: on a
// two-core machine the load generator's own CPU counts.
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, token, method = 'POST', body, clients, requests } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
const headers = {
  authorization: `Bearer ${token}`,
  'accept-encoding': 'identity',
  ...(payload && { 'content-type': 'application/json', 'content-length': payload.length }),
};

function call() {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, agent, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const answer = Buffer.concat(chunks);
        if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode} ${answer}`));
        else resolve(answer.byteLength);
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

const latencies = [];
let bytes = 0;
const started = performance.now();
await Promise.all(
  Array.from({ length: clients }, async () => {
    for (let i = 0; i < requests; i++) {
      const begun = performance.now();
      bytes = await call();
      latencies.push(performance.now() - begun);
    }
  }),
);
agent.destroy();
parentPort.postMessage({ latencies, bytes, seconds: (performance.now() - started) / 1000 });

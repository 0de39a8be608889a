// The clients of `bench:search-flood`, each role on a thread of its own (started by search-flood.ts):
// the attackers' requests and the shopper's measurements share neither the host's event loop nor
// each other's. Plain JavaScript: a thread does not inherit tsx's loader. Posts the role's figures
// ({ times, byStatus, bytes }) back when its time is up.
import { parentPort, workerData } from 'node:worker_threads';

const data = workerData;
const end = performance.now() + data.seconds * 1000;
const result = { times: [], byStatus: {}, bytes: 0 };
/** `{n}` in the params becomes a number of its own per request: no two are identical (the engine's answer cache). */
let sent = 0;

async function once() {
  const started = performance.now();
  const res =
    data.role === 'page'
      ? await fetch(`${data.url}/bekleidung`)
      : await fetch(`${data.url}/1/indexes/*/queries`, {
          method: 'POST',
          headers: data.headers,
          body: JSON.stringify({ requests: [{ indexName: data.index, params: data.params.replace('{n}', String(sent++)) }] }),
        });
  result.bytes += (await res.arrayBuffer()).byteLength;
  result.byStatus[res.status] = (result.byStatus[res.status] ?? 0) + 1;
  if (data.role !== 'attackers') {
    if (!res.ok) throw new Error(`${data.role} answered ${res.status}`);
    result.times.push(performance.now() - started);
  }
}

async function loop() {
  // A 429 says when to come back; an attacker would not wait, so neither does this one.
  while (performance.now() < end) await once();
}

await Promise.all(Array.from({ length: data.role === 'attackers' ? data.attackers : 1 }, loop));
parentPort.postMessage(result);

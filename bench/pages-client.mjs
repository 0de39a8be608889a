// The client of `bench:pages` (started by pages.ts) on a thread of its own, as a browser is a
// process of its own: its reading, decompressing and decoding of the page do not take the host's
// event loop. Plain JavaScript: a thread does not inherit tsx's loader. Asks for `url` `runs` times
// after three warm-up requests, one after another, and posts each answer's time, the time
// to its headers and its Server-Timing header back.
import { parentPort, workerData } from 'node:worker_threads';

const { url, runs } = workerData;
const answers = [];
for (let i = 0; i < runs + 3; i++) {
  const started = performance.now();
  const res = await fetch(url);
  const headers = performance.now();
  await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  if (i >= 3) answers.push({ ms: performance.now() - started, headersMs: headers - started, serverTiming: res.headers.get('server-timing') });
}
parentPort.postMessage(answers);

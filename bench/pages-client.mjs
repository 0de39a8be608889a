// The client of `bench:pages` (started by pages.ts) on a thread of its own, as a browser is a
// process of its own: its reading, decompressing and decoding of the page do not take the host's
// event loop. Plain JavaScript: a thread does not inherit tsx's loader. Asks for `url` `warmup`
// times, then `runs` times, one after another, and posts each answer's time, the time to its
// headers and its Server-Timing header back: the warm-up's answers apart (a host's first requests
// run its code before the JIT compiled it), the measured ones as a running host answers them.
import { parentPort, workerData } from 'node:worker_threads';

const { url, runs, warmup } = workerData;
const answers = [];
const first = [];
for (let i = 0; i < runs + warmup; i++) {
  const started = performance.now();
  const res = await fetch(url);
  const headers = performance.now();
  await res.text();
  if (!res.ok) throw new Error(`${url}: ${res.status}`);
  const answer = { ms: performance.now() - started, headersMs: headers - started, serverTiming: res.headers.get('server-timing') };
  (i >= warmup ? answers : first).push(answer);
}
parentPort.postMessage({ first, answers });

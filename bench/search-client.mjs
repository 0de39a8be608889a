// The client of `bench:search` (started by search.ts) on a thread of its own, as a shopper's browser
// or a Frontend server is a process of its own: its reading and `JSON.parse` of each answer, and the
// garbage they leave, do not take the search server's event loop and heap. Plain JavaScript: a
// thread does not inherit tsx's loader. The real `algoliasearch` client, one request at a time.
import { parentPort, workerData } from 'node:worker_threads';
import { algoliasearch } from 'algoliasearch';

const { port, timeouts, passes } = workerData;
const client = algoliasearch('bench', 'k', {
  hosts: [{ url: '127.0.0.1', port, protocol: 'http', accept: 'readWrite' }],
  timeouts,
});

/** Each pass: every request once; wall time and the process's CPU time (all threads) per request, and the answers' average size. */
const results = [];
for (const { requests: all, measure } of passes) {
  const times = [];
  const cpu = [];
  let bytes = 0;
  for (const requests of all) {
    const c = process.cpuUsage();
    const s = performance.now();
    const answer = await client.search({ requests });
    times.push(performance.now() - s);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
    if (measure) bytes += JSON.stringify(answer).length;
  }
  results.push({ times, cpu, bytes: bytes / all.length });
}
parentPort.postMessage(results);

import { readServerConfig } from '../../extensions/config';
import { startHost } from '../../host/server';
import { REPO_ROOT } from './host';

/**
 * The local host in a process of its own, without the browser bundle (HTTP only), configured by
 * the environment like `npm start`; prints `{"url":…}` once it listens and stops on SIGTERM. For
 * tests that need several hosts on one backend (test/extensions/shared-limits.int.test.ts).
 */
const host = await startHost({ root: REPO_ROOT, port: 0, config: readServerConfig(), development: true, clientBundle: false, log: () => {} });
console.log(JSON.stringify({ url: host.url }));
process.once('SIGTERM', () => {
  void host.close().then(() => process.exit(0));
});

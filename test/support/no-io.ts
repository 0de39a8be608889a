import childProcess from 'node:child_process';
import net from 'node:net';
import { syncBuiltinESMExports } from 'node:module';

/**
 * The fast tests (`npm run test:fast`: the `unit` and `dom` projects) run without sockets and without
 * child processes, so that they run with the network off and finish in minutes. A test that starts a
 * server, connects to one or spawns a process fails here with this message; it belongs in a file named
 * `*.int.test.ts` (the `integration` project, part of `npm test`).
 */
const refuse = (what: string) => () => {
  throw new Error(
    `${what} in a fast test: the unit and dom projects run without sockets and child processes (npm run test:fast). Name the file *.int.test.ts to run it with the integration tests.`,
  );
};

net.Server.prototype.listen = refuse('A server listening') as typeof net.Server.prototype.listen;
net.Socket.prototype.connect = refuse('A socket connecting') as typeof net.Socket.prototype.connect;
for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork'] as const) {
  (childProcess as unknown as Record<string, unknown>)[name] = refuse(`child_process.${name}`);
}
syncBuiltinESMExports();

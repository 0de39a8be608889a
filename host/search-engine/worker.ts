import { parentPort, workerData } from 'node:worker_threads';
import { SearchEngine } from './engine/engine';
import { BadRequestError } from './engine/params';
import { runCall } from './operations';
import type { ThreadOptions, ToEngine, FromEngine } from './thread';

/**
 * The engine's own thread (see thread.ts): it holds the indices and runs every operation, one
 * message at a time in the order they were sent, so an answered write is seen by every query sent
 * after it.
 */
const port = parentPort!;
const options = workerData as ThreadOptions;
const post = (message: FromEngine) => port.postMessage(message);

try {
  const engine = await SearchEngine.open(options.dir, { persistDelayMs: options.persistDelayMs });
  port.on('message', async (message: ToEngine) => {
    const { id } = message;
    try {
      switch (message.kind) {
        case 'call':
          post({ id, ok: true, value: runCall(engine, message.call) });
          break;
        case 'stats':
          post({ id, ok: true, value: { ...engine.stats } });
          break;
        case 'has':
          post({ id, ok: true, value: engine.has(message.index) });
          break;
        case 'flush':
          await engine.flush();
          post({ id, ok: true, value: null });
          break;
        case 'close':
          await engine.close();
          post({ id, ok: true, value: null });
          break;
      }
    } catch (e) {
      if (!(e instanceof BadRequestError)) console.error('[search] request failed', e);
      post({ id, ok: false, status: e instanceof BadRequestError ? e.status : 400, message: e instanceof Error ? e.message : String(e) });
    }
  });
  post({ ready: true });
} catch (e) {
  post({ failed: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}

import { parentPort, workerData } from 'node:worker_threads';
import { SearchEngine } from './engine/engine';
import { BadRequestError } from './engine/params';
import { runCallInSteps } from './operations';
import type { ThreadOptions, ToEngine, FromEngine } from './thread';

/**
 * The engine's own thread (see thread.ts): it holds the indices and starts every operation in the
 * order they were sent, so an answered write is seen by every query sent after it. A search pauses
 * between pages of hits, and the messages that arrived meanwhile are handled in its pauses.
 */
const port = parentPort!;
const options = workerData as ThreadOptions;
const post = (message: FromEngine) => port.postMessage(message);
/** A search's pause between pages of hits: the messages that arrived meanwhile are handled in it. */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

try {
  const engine = await SearchEngine.open(options.dir, { persistDelayMs: options.persistDelayMs });
  port.on('message', async (message: ToEngine) => {
    const { id } = message;
    try {
      switch (message.kind) {
        case 'call': {
          const answer = await runCallInSteps(engine, message.call, pause);
          // An answer in memory of its own moves to the host's thread; a small one from the shared pool is copied.
          const { buffer, byteOffset, byteLength } = answer.body;
          port.postMessage(
            { id, ok: true, value: answer } satisfies FromEngine,
            byteOffset === 0 && byteLength === buffer.byteLength ? [buffer as ArrayBuffer] : [],
          );
          break;
        }
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

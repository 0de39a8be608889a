import { parentPort, workerData } from 'node:worker_threads';
import { SearchEngine } from './engine/engine';
import { BadRequestError } from './engine/params';
import { fromHost, runCallInSteps } from './operations';
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

/** Quiet time after the last message before the thread works ahead (SearchEngine.prefillHitJson). */
const IDLE_AFTER_MS = 20;
/** Longest piece of that work at once: a message arriving meanwhile waits at most this long. */
const IDLE_SLICE_MS = 2;

try {
  const engine = await SearchEngine.open(options.dir, { persistDelayMs: options.persistDelayMs });
  let inProgress = 0;
  let idle: NodeJS.Timeout | null = null;
  /** Works ahead once no message came for IDLE_AFTER_MS and none is in progress, a slice at a time. */
  const workWhenIdle = (after = IDLE_AFTER_MS) => {
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => {
      idle = null;
      if (inProgress === 0 && engine.prefillHitJson(performance.now() + IDLE_SLICE_MS)) workWhenIdle(0);
    }, after);
    idle.unref();
  };
  port.on('message', async (message: ToEngine) => {
    const { id } = message;
    inProgress++;
    if (idle) clearTimeout(idle);
    try {
      switch (message.kind) {
        case 'call': {
          const answer = await runCallInSteps(engine, fromHost(message.call), pause);
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
    } finally {
      inProgress--;
      if (inProgress === 0) workWhenIdle();
    }
  });
  post({ ready: true });
} catch (e) {
  post({ failed: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}

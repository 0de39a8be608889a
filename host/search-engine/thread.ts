import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { build } from 'esbuild';
import type { EngineStats } from './engine/answer-budget';
import { BadRequestError } from './engine/params';
import { toThread, type EngineAnswer, type EngineCall, type SearchBackend } from './operations';
import { withAnswerCache } from './answer-cache';

/**
 * The search engine on a thread of its own, so the host's event loop (pages, actions, the search
 * API's own reading and writing) never waits for a query: the indices live in that thread only,
 * which runs every operation in the order it was sent (a write answered before a query is seen by
 * it; there is no second copy to go stale). A search pauses after every page of 50 hits it builds
 * and writes, and the queries that arrived meanwhile run in its pauses (operations.runCallInSteps);
 * the cost gate keeps the heavy ones to a quarter of the thread, and refuses answers estimated over
 * their size before they are computed.
 */

export interface ThreadOptions {
  /** DATA_DIR/search, or null to keep the indices in memory only (tests, benchmarks). */
  dir: string | null;
  persistDelayMs?: number;
}

export type ToEngine = { id: number } & (
  | { kind: 'call'; call: EngineCall }
  | { kind: 'stats' }
  | { kind: 'has'; index: string }
  | { kind: 'flush' }
  | { kind: 'close' }
);

export type FromEngine =
  | { ready: true }
  | { failed: string }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; status: number; message: string };

/**
 * The engine thread's young generation (V8's space for new objects), in MB. A search's garbage
 * (bitsets, hits, the answer's text) is collected there by scavenges, which in a heap holding 100k
 * records take 3-8 ms each on this machine: V8's default (48 MB) scavenged 14 times in 300 listing
 * requests, 192 MB 3 times (bench:search, 2026-11-27). It costs at most that much memory more.
 */
export const ENGINE_YOUNG_GENERATION_MB = 192;

let workerCode: Promise<URL> | null = null;

/**
 * The thread's code: worker.ts and what it imports bundled into one module, once per process.
 * The host runs its TypeScript through tsx, whose loader a new thread would start again for itself
 * (about a second, and none at all in a test runner); the bundle starts in a tenth of that.
 */
function threadModule(): Promise<URL> {
  workerCode ??= build({
    entryPoints: [fileURLToPath(new URL('./worker.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'silent',
  }).then((out) => new URL(`data:text/javascript,${encodeURIComponent(out.outputFiles[0]!.text)}`));
  return workerCode;
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** A body of its own memory moves to the thread without a copy; a slice of a shared pool is copied. */
function transferList(call: EngineCall): ArrayBuffer[] {
  const bytes = 'body' in call && call.body && typeof call.body === 'object' && 'bytes' in call.body ? (call.body.bytes as Uint8Array) : null;
  return bytes && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer ? [bytes.buffer] : [];
}

export class SearchEngineThread implements SearchBackend {
  private worker!: Worker;
  private ready!: Promise<void>;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private closing = false;
  /** Identical searches answered from the cache until a write to an index they read is sent (answer-cache.ts). */
  private readonly cachedRun = withAnswerCache((call) => this.runOnThread(call));

  private constructor(
    private readonly options: ThreadOptions,
    private readonly code: URL,
  ) {
    this.start();
  }

  /** Starts the thread and waits until its engine has opened (and built its indices' structures). */
  static async open(dir: string | null, options: { persistDelayMs?: number } = {}): Promise<SearchEngineThread> {
    const thread = new SearchEngineThread({ dir, persistDelayMs: options.persistDelayMs }, await threadModule());
    await thread.ready;
    return thread;
  }

  private start(): void {
    // A restarted engine holds what its snapshot on disk held: answers from before may not hold.
    this.cachedRun.forgetAll();
    const worker = new Worker(this.code, {
      workerData: this.options,
      name: 'search-engine',
      resourceLimits: { maxYoungGenerationSizeMb: ENGINE_YOUNG_GENERATION_MB },
    });
    this.worker = worker;
    // The thread never keeps the process alive on its own: close() ends it.
    worker.unref();
    let opened = false;
    this.ready = new Promise<void>((resolve, reject) => {
      worker.on('message', (message: FromEngine) => {
        if ('ready' in message) {
          opened = true;
          return resolve();
        }
        if ('failed' in message) return reject(new Error(`The search engine did not open: ${message.failed}`));
        const pending = this.pending.get(message.id);
        if (!pending) return;
        this.pending.delete(message.id);
        if (message.ok) pending.resolve(message.value);
        else pending.reject(new BadRequestError(message.message, message.status));
      });
      worker.on('error', (error) => {
        console.error('[search] the engine thread failed', error);
        reject(error);
      });
      worker.on('exit', (code) => {
        if (this.worker !== worker) return;
        for (const p of this.pending.values()) p.reject(new Error(`The search engine thread stopped (exit code ${code})`));
        this.pending.clear();
        reject(new Error(`The search engine thread stopped (exit code ${code})`));
        // A crash (out of memory, a bug) after it opened restarts the engine from its snapshot on disk.
        if (opened && !this.closing) {
          console.error(`[search] the engine thread stopped (exit code ${code}); starting it again`);
          this.start();
        }
      });
    });
    // Callers wait on `ready` (open, send); an early failure is theirs to see, not an unhandled rejection.
    this.ready.catch(() => {});
  }

  private async send<T>(message: ToEngine, transfer: ArrayBuffer[] = []): Promise<T> {
    await this.ready;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(message.id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage(message, transfer);
    });
  }

  run(call: EngineCall): Promise<EngineAnswer> {
    // A write empties the answers it can change as it is sent: the thread runs calls in order, so every search sent after it sees it.
    return this.cachedRun(call);
  }

  private async runOnThread(call: EngineCall): Promise<EngineAnswer> {
    // A Buffer arrives as a plain Uint8Array over the same memory.
    // A search goes as the JSON text it came as, parsed there (operations.toThread).
    const answer = await this.send<EngineAnswer>({ id: this.nextId++, kind: 'call', call: toThread(call) }, transferList(call));
    const body = answer.body as Uint8Array;
    return { ...answer, body: Buffer.from(body.buffer, body.byteOffset, body.byteLength) };
  }

  stats(): Promise<EngineStats> {
    return this.send({ id: this.nextId++, kind: 'stats' });
  }

  has(index: string): Promise<boolean> {
    return this.send({ id: this.nextId++, kind: 'has', index });
  }

  /** Writes pending index snapshots to disk now. */
  flush(): Promise<void> {
    return this.send({ id: this.nextId++, kind: 'flush' });
  }

  /** Writes pending snapshots and ends the thread. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    try {
      await this.send({ id: this.nextId++, kind: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}

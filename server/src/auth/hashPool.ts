import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import { AppError } from '../http/errors.js';
import { startWorker } from '../workers/startWorker.js';
import type { HashJob, HashRequest, HashResult } from './hashWorker.js';

interface Pending {
  job: HashJob;
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  current: Pending | undefined;
}

// One core stays with the event loop, which must keep answering while every worker hashes.
const DEFAULT_SIZE = Math.max(1, Math.min(os.availableParallelism() - 1, 8));
const QUEUE_PER_WORKER = 64;

function startHashWorker(): Worker {
  return startWorker(import.meta.url, 'hashWorker');
}

/**
 * bcrypt on worker threads: a hash costs a third of a second of CPU at cost 12, and on the event loop fifty
 * parallel sign-ins kept every other request waiting for seconds. Workers start on first use (a process that
 * never hashes starts none) and are unreferenced while idle; close() ends them so processes and tests exit.
 * The queue is bounded: beyond it a request answers 503 at once instead of waiting behind minutes of hashing.
 */
export class HashPool {
  /** completed jobs, for tests and the curious: every hash and compare of the process goes through here */
  readonly completed = { hash: 0, compare: 0 };
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size = DEFAULT_SIZE) {}

  hash(password: string, cost: number): Promise<string> {
    return this.run({ op: 'hash', password, cost }) as Promise<string>;
  }

  compare(password: string, hash: string): Promise<boolean> {
    return this.run({ op: 'compare', password, hash }) as Promise<boolean>;
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopped = new Error('the hash pool was closed');
    for (const pending of this.queue.splice(0)) pending.reject(stopped);
    await Promise.all(this.slots.splice(0).map((slot) => slot.worker.terminate()));
  }

  private run(request: HashRequest): Promise<string | boolean> {
    if (this.closed) return Promise.reject(new Error('the hash pool was closed'));
    if (this.queue.length >= this.size * QUEUE_PER_WORKER) {
      return Promise.reject(new AppError(503, 'The server is busy. Please try again in a moment.'));
    }
    return new Promise((resolve, reject) => {
      this.queue.push({ job: { ...request, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const slot =
        this.slots.find((s) => !s.current) ?? (this.slots.length < this.size ? this.startWorker() : undefined);
      if (!slot) return;
      const pending = this.queue.shift();
      if (!pending) return;
      slot.current = pending;
      slot.worker.ref();
      slot.worker.postMessage(pending.job);
    }
  }

  private startWorker(): Slot {
    const worker = startHashWorker();
    const slot: Slot = { worker, current: undefined };
    worker.on('message', (result: HashResult) => {
      const pending = slot.current;
      slot.current = undefined;
      worker.unref();
      if (pending && pending.job.id === result.id) {
        if (result.ok) {
          this.completed[pending.job.op] += 1;
          pending.resolve(result.value);
        } else {
          pending.reject(new Error(`password hashing failed: ${result.message}`));
        }
      }
      this.dispatch();
    });
    // A worker that dies takes only its own job with it; the next job starts a fresh one.
    const lost = (error: Error) => {
      const index = this.slots.indexOf(slot);
      if (index >= 0) this.slots.splice(index, 1);
      slot.current?.reject(error);
      slot.current = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`password hashing worker exited (${code})`)));
    this.slots.push(slot);
    return slot;
  }
}

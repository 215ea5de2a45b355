// The production server (compiled: server/dist/main.js, which `npm run bench` builds first) with the Node.js options
// `npm start` gives it, in its own process, so the load generator's CPU and memory are not counted as the server's.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from '../src/nodeFlags.js';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));
const OUTPUT_KEPT = 64_000;

export interface BenchServer {
  url: string;
  pid: number;
  /** spawn to "server listening", milliseconds */
  startMs: number;
  /** what the server logged as its own start-up time (database open + schema + listen) */
  reportedStartMs: number | null;
  /** resident memory now, MB (Linux /proc) */
  rssMb: () => number | null;
  stop(): Promise<void>;
}

export function readRssMb(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

export async function startBenchServer(env: Record<string, string>, timeoutMs = 120_000): Promise<BenchServer> {
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/main.js'], {
    cwd: SERVER_DIR,
    // The seeded history spans years: the retention job would delete much of it at start, under the measurement.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      RETENTION_CHECK_MINUTES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Even when the bench itself dies (an exception thrown inside autocannon's socket handling escapes every
  // try/finally), the server must not live on and load the machine.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));

  const listening = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = () => {
      const line = output.split('\n').find((l) => l.includes('"msg":"server listening"'));
      if (line) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(line);
      }
    };
    child.stdout.on('data', onData);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before listening:\n${output}`));
    });
  });
  const startMs = performance.now() - started;
  const { url, startupMs } = JSON.parse(listening) as { url: string; startupMs?: number };
  const pid = child.pid ?? 0;
  return {
    url,
    pid,
    startMs,
    reportedStartMs: startupMs ?? null,
    rssMb: () => readRssMb(pid),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_NODE_FLAGS } from '../../server/src/nodeFlags.js';
import { copyPgliteTemplateInto } from '../../server/test/pgliteTemplate.js';
import { ROOT } from './paths.js';

export interface ServerProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  /** everything the server wrote to stdout and stderr so far */
  output(): string;
  /** the first-run setup code the server printed at start ("Setup code: ..."), or undefined when it printed none */
  setupCode(): string | undefined;
  /** SIGTERM and wait for exit */
  stop(): Promise<number | null>;
  /** SIGKILL and wait for exit */
  kill(): Promise<void>;
  /** stops the server and deletes its data folder if this call made it (about 40 MB of PGlite data) */
  dispose(): Promise<void>;
}

const SETUP_CODE_LINE = /^Setup code: (\S+)$/m;

/** Servers started by this test file, by URL: helpers that are only given a URL find the setup code here. */
const byUrl = new Map<string, ServerProcess>();

/** The last lines the server at this URL wrote (started with startServerProcess): for failure messages. */
export function outputTailOf(url: string, lines = 30): string {
  return (byUrl.get(url)?.output() ?? '').split('\n').slice(-lines).join('\n');
}

/** The setup code printed by the server at this URL (started with startServerProcess), if it printed one. */
export function setupCodeOf(url: string): string | undefined {
  return byUrl.get(url)?.setupCode();
}

/**
 * Starts the production server as `npm start` does (the compiled server/dist/main.js, which globalSetup builds, with
 * the same Node.js options) as its own process on a free port.
 * Without DATABASE_URL it runs embedded PostgreSQL in a fresh temporary data folder.
 */
let built = false;
const TSC = path.join(ROOT, 'node_modules/typescript/bin/tsc');

/**
 * What `npm start` and the server's commands (`npm run create-staff`, ...) run, compiled from the current sources (once
 * per test process; quick when up to date).
 */
export function buildServer(): void {
  if (built) return;
  execFileSync(process.execPath, [TSC, '-b', 'server/tsconfig.build.json'], { cwd: ROOT, stdio: 'inherit' });
  built = true;
}

/** An OS account to run the server as (this process must be root), as a systemd unit's User= and Group= do. */
export interface RunAs {
  uid: number;
  gid: number;
}

export interface StartOptions {
  runAs?: RunAs;
  /** the working directory, where the server reads `.env` (default: the repository, as `npm start` runs) */
  cwd?: string;
  /**
   * Start on a copy of the migrated template cluster instead of an empty folder (only when this call makes the data
   * folder): for tests of what a server does, not of how it sets up a new folder.
   */
  fromTemplate?: boolean;
}

export async function startServerProcess(
  env: Record<string, string> = {},
  timeoutMs = 60_000,
  { runAs, cwd = ROOT, fromTemplate = false }: StartOptions = {},
): Promise<ServerProcess> {
  buildServer();
  const madeDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-e2e-'));
  if (madeDataDir && fromTemplate && !env.DATABASE_URL) copyPgliteTemplateInto(dataDir);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(ROOT, 'server/dist/main.js')], {
    cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      BCRYPT_COST: '4',
      LOG_LEVEL: 'info',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...runAs,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close', not 'exit': the process can have exited while its last lines still wait in the pipe, unread.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const onData = () => {
      const match = /"url":"(http:\/\/[^"]+)".*"msg":"server listening"/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });

  const server: ServerProcess = {
    url,
    dataDir,
    child,
    output: () => output,
    // Printed before the "server listening" line, which the start waited for.
    setupCode: () => SETUP_CODE_LINE.exec(output)?.[1],
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    async dispose() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      if (madeDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  byUrl.set(url, server);
  return server;
}

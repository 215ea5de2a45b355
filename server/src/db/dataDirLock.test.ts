import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, type ReleaseDataDirLock } from './dataDirLock.js';

const LOCK_MODULE = fileURLToPath(new URL('./dataDirLock.ts', import.meta.url));
const IN_USE =
  /^The data folder .+ is already in use by another server process \(pid (\d+)\)\. Stop that process first, or set DATA_DIR/;

// A process that takes the lock on the folder given as its argument, says so with its pid, and holds it until killed.
const HOLDER = `
import { acquireDataDirLock } from ${JSON.stringify(LOCK_MODULE)};
try {
  await acquireDataDirLock(process.argv[1]);
  process.stdout.write('held ' + process.pid + '\\n');
  setInterval(() => undefined, 60_000);
} catch (error) {
  process.stderr.write(error.message);
  process.exit(1);
}`;
const holderArgs = (dataDir: string) => ['--import', 'tsx', '--input-type=module', '-e', HOLDER, dataDir];

const children: ChildProcess[] = [];
const dataDirs: string[] = [];
const releases: ReleaseDataDirLock[] = [];
afterEach(async () => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(releases.splice(0).map((release) => release()));
  for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function newDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-lock-'));
  dataDirs.push(dir);
  return dir;
}

async function acquire(dataDir: string): Promise<ReleaseDataDirLock> {
  const release = await acquireDataDirLock(dataDir);
  releases.push(release);
  return release;
}

/** Starts a child holding the lock; resolves with the pid that holds it (the process itself, or the holder inside a shell). */
function holdInChild(command: string, args: string[]): Promise<{ child: ChildProcess; holderPid: number }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const held = /held (\d+)/.exec(output);
      if (held) resolve({ child, holderPid: Number(held[1]) });
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}: ${output}`)));
  });
}

function runToExit(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  children.push(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

describe('the data folder lock', () => {
  // Refused, not idempotent: two databases opened on one folder corrupt it whichever process holds them.
  it('refuses a second acquisition in the same process, and is free again once released', async () => {
    const dataDir = newDataDir();
    const release = await acquire(dataDir);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(IN_USE);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`(pid ${process.pid})`);
    await release();
    await acquire(dataDir);
  });

  it('meets the same folder under another name: a symbolic link is the same lock', async () => {
    const dataDir = newDataDir();
    const link = `${dataDir}-link`;
    fs.symlinkSync(dataDir, link);
    try {
      await acquire(dataDir);
      await expect(acquireDataDirLock(link)).rejects.toThrow(IN_USE);
    } finally {
      fs.rmSync(link, { force: true });
    }
  });

  it('refuses another process while held, naming the holder', async () => {
    const dataDir = newDataDir();
    await acquire(dataDir);
    const refused = await runToExit(holderArgs(dataDir));
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(IN_USE);
    expect(refused.stderr).toContain(`(pid ${process.pid})`);
  });

  it('is taken at once after its holder is SIGKILLed', async () => {
    const dataDir = newDataDir();
    const { child, holderPid } = await holdInChild(process.execPath, holderArgs(dataDir));
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`(pid ${holderPid})`);
    child.kill('SIGKILL');
    await exited(child);
    await acquire(dataDir);
  });

  // The old pid file failed exactly here: a killed process its parent has not reaped yet still answers kill(pid, 0).
  it.runIf(process.platform === 'linux')('is free while its killed holder is a zombie nobody has reaped', async () => {
    const dataDir = newDataDir();
    // The shell starts the holder, then becomes `sleep`, which never waits for children: a killed holder stays a zombie.
    const script = `"${process.execPath}" "$@" & exec sleep 30`;
    const { holderPid } = await holdInChild('sh', ['-c', script, 'sh', ...holderArgs(dataDir)]);
    process.kill(holderPid, 'SIGKILL');
    const state = () => /\) (\w)/.exec(fs.readFileSync(`/proc/${holderPid}/stat`, 'utf8'))?.[1];
    const threads = () => fs.readdirSync(`/proc/${holderPid}/task`).length;
    // Killed, the holder is a zombie within moments (longer on a loaded machine). Its main thread shows Z before its
    // other threads (V8's, libuv's) have exited, and the files they share close only with the last of them: wait for
    // a zombie with no thread left but its own.
    const deadline = Date.now() + 10_000;
    while (state() !== 'Z' || threads() > 1) {
      if (Date.now() > deadline)
        throw new Error(`the killed holder is still in state ${state()}, ${threads()} threads`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await acquire(dataDir);
    expect(state()).toBe('Z');
  });

  it('ignores and removes a pid file an earlier version left, even one naming a live process', async () => {
    const dataDir = newDataDir();
    fs.writeFileSync(path.join(dataDir, 'server.lock'), '1');
    await acquire(dataDir);
    expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
  });

  it('never keeps a process alive on its own', async () => {
    const dataDir = newDataDir();
    const script = `import { acquireDataDirLock } from ${JSON.stringify(LOCK_MODULE)}; await acquireDataDirLock(process.argv[1]);`;
    const result = await runToExit(['--import', 'tsx', '--input-type=module', '-e', script, dataDir]);
    expect(result).toEqual({ code: 0, stderr: '' });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { preparePrivateDataDir } from './privateDataDir.js';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

describe.skipIf(process.platform === 'win32')('the embedded data folder', () => {
  const umask = process.umask();
  const roots: string[] = [];
  afterEach(() => {
    process.umask(umask);
    for (const dir of roots.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const newRoot = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-data-dir-'));
    roots.push(dir);
    return dir;
  };

  it('is created owner-only, and so is everything the process creates afterwards', () => {
    process.umask(0o022);
    const dataDir = path.join(newRoot(), 'nested', 'data');
    preparePrivateDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    fs.writeFileSync(path.join(dataDir, 'later'), 'x');
    expect(modeOf(path.join(dataDir, 'later'))).toBe(0o600);
  });

  it('is tightened with everything in it when an earlier version left it open', () => {
    process.umask(0o022);
    const dataDir = path.join(newRoot(), 'data');
    fs.mkdirSync(path.join(dataDir, 'pgdata', 'base'), { recursive: true, mode: 0o755 });
    fs.mkdirSync(path.join(dataDir, 'mail'), { mode: 0o755 });
    fs.writeFileSync(path.join(dataDir, 'pgdata', 'base', '1234'), 'x', { mode: 0o666 });
    fs.writeFileSync(path.join(dataDir, 'mail', 'message-1.eml'), 'x', { mode: 0o644 });
    fs.writeFileSync(path.join(dataDir, 'session-secret'), 's'.repeat(48), { mode: 0o644 });
    fs.chmodSync(path.join(dataDir, 'pgdata', 'base', '1234'), 0o666);
    preparePrivateDataDir(dataDir);
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pgdata'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pgdata', 'base'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'mail'))).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'pgdata', 'base', '1234'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'mail', 'message-1.eml'))).toBe(0o600);
    expect(modeOf(path.join(dataDir, 'session-secret'))).toBe(0o600);
  });

  it("is refused, with the command that fixes it, when open to others and holding files that are not the server's", () => {
    const dataDir = newRoot();
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'not ours');
    fs.chmodSync(dataDir, 0o755);
    expect(() => preparePrivateDataDir(dataDir)).toThrow(
      `The data folder ${dataDir} is open to other users (mode 755), and it holds the database and its mail. Make it private with: chmod 700 ${dataDir}`,
    );
    expect(modeOf(dataDir)).toBe(0o755);
    fs.chmodSync(dataDir, 0o700);
    expect(() => preparePrivateDataDir(dataDir)).not.toThrow();
  });
});

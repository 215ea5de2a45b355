import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../../../e2e/support/server.js';
import { tuteeBody } from '../samples.js';
import { TEST_ENGINE } from '../testDb.js';

/** Every folder and file under dir that others could reach: path -> octal mode. */
function openToOthers(dir: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const child = path.join(current, entry.name);
      const mode = fs.lstatSync(child).mode & 0o777;
      const allowed = entry.isDirectory() ? mode === 0o700 : (mode & 0o077) === 0;
      if (!allowed) found[path.relative(dir, child)] = mode.toString(8);
      if (entry.isDirectory()) walk(child);
    }
  };
  const top = fs.statSync(dir).mode & 0o777;
  if (top !== 0o700) found['.'] = top.toString(8);
  walk(dir);
  return found;
}

// The data folder holds password hashes, session ids and, in mail files, children's names.
describe.runIf(TEST_ENGINE === 'pglite' && process.platform !== 'win32')(
  'the embedded data folder of a real server',
  () => {
    it('is owner-only after a first start and a submission: every folder 0700, every file without group or other bits', async () => {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'data-file-modes-'));
      // A folder the server must create itself, from a process with the usual 022 umask.
      const dataDir = path.join(root, 'data');
      try {
        const server = await startServerProcess({ DATA_DIR: dataDir, MAIL_POLL_MS: '50' });
        try {
          const res = await fetch(`${server.url}/api/tutees`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(tuteeBody()),
          });
          expect(res.status).toBe(201);
          const mailDir = path.join(dataDir, 'mail');
          const emlWritten = () =>
            fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((name) => name.endsWith('.eml'));
          for (let waited = 0; !emlWritten() && waited < 10_000; waited += 50)
            await new Promise((resolve) => setTimeout(resolve, 50));
          expect(emlWritten()).toBe(true);
        } finally {
          expect(await server.stop()).toBe(0);
        }
        expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(true);
        expect(fs.readdirSync(path.join(dataDir, 'pgdata')).length).toBeGreaterThan(10);
        expect(openToOthers(dataDir)).toEqual({});
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    }, 60_000);
  },
);

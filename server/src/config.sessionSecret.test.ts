import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

// A session secret that others can read lets them forge a staff cookie; a short one can be guessed.
describe.skipIf(process.platform === 'win32')('a session-secret file in the data folder', () => {
  const dataDirs: string[] = [];
  afterEach(() => {
    for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const secretFile = (secret: string, mode: number) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'session-secret-test-'));
    dataDirs.push(dir);
    const file = path.join(dir, 'session-secret');
    fs.writeFileSync(file, secret);
    fs.chmodSync(file, mode);
    return { dir, file };
  };
  const refusal = (dir: string) => {
    try {
      loadConfig({ DATA_DIR: dir });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error('the configuration was accepted');
  };

  it('is used when it is owner-only and long enough', () => {
    const { dir } = secretFile('s'.repeat(32), 0o600);
    expect(loadConfig({ DATA_DIR: dir }).SESSION_SECRET).toBe('s'.repeat(32));
  });

  it('is refused when group or others can read it, saying how to fix it', () => {
    for (const mode of [0o644, 0o640, 0o604]) {
      const { dir, file } = secretFile('s'.repeat(48), mode);
      const message = refusal(dir);
      expect(message).toContain(`session-secret: ${file} is open to other users (mode ${mode.toString(8)})`);
      expect(message).toContain(`chmod 600 ${file}`);
      expect(message).toContain('delete the file to have a new secret generated');
    }
  });

  it('is refused when shorter than 32 characters, saying how to fix it', () => {
    const { dir, file } = secretFile(`${'s'.repeat(31)}\n`, 0o600);
    const message = refusal(dir);
    expect(message).toContain(`session-secret: ${file} holds 31 characters, at least 32 are needed`);
    expect(message).toContain('Delete the file to have a new secret generated');
    expect(message).not.toContain('s'.repeat(31));
  });
});

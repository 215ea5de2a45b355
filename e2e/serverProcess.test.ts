import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/paths.js';
import { startServerProcess, type ServerProcess } from './support/server.js';

const started: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.dispose()));
});

async function start(env: Record<string, string> = {}, cwd?: string): Promise<ServerProcess> {
  const server = await startServerProcess(env, undefined, { cwd });
  started.push(server);
  return server;
}

const json = { 'Content-Type': 'application/json' };

describe('the production server process on the embedded database', () => {
  it('serves the app and the API, keeps data across a restart, and refuses a second owner of the data folder', async () => {
    const first = await start();
    const home = await fetch(`${first.url}/home`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<div id="root">');
    const created = await fetch(`${first.url}/api/user/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'keeper', password: 'persisted password', setupCode: first.setupCode() }),
    });
    expect(created.status).toBe(201);

    // A second process on the same folder would corrupt it: it must refuse with a clear message.
    const second = spawnSync(process.execPath, ['server/dist/main.js'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, DATA_DIR: first.dataDir, PORT: '0', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(/already in use by another server process/);

    expect(first.output()).toMatch(/^Setup code: \S+$/m);
    expect(await first.stop()).toBe(0);
    const restarted = await start({ DATA_DIR: first.dataDir });
    // A staff account exists now: no setup code is printed.
    expect(restarted.output()).not.toMatch(/Setup code:/);
    const login = await fetch(`${restarted.url}/api/user/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username: 'keeper', password: 'persisted password' }),
    });
    expect(login.status).toBe(200);
  });

  it('reads .env in its working directory (the environment wins), warns of placeholders, and frames the setup code last', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-env-'));
    // PORT=0 in the process environment wins over the file's unusable port.
    fs.writeFileSync(
      path.join(dir, '.env'),
      'ORG_NAME=Riverside Tutors\nSUPPORT_EMAIL=help@riverside-tutors.net\nPORT=not-a-port\n',
    );
    try {
      const server = await start({}, dir);
      const config = (await (await fetch(`${server.url}/api/config`)).json()) as Record<string, unknown>;
      expect(config).toMatchObject({ orgName: 'Riverside Tutors', supportEmail: 'help@riverside-tutors.net' });
      const output = server.output();
      // The organisation's details the .env did not set are Settings' first defaults; MAIL_FROM only .env sets.
      expect(output).toMatch(
        /^Warning: the settings orgWebsite, tutorGuideUrl, tutorTrainingUrl, tuteeGuideUrl still name the placeholder example\.org,/m,
      );
      expect(output).toMatch(/^Warning: MAIL_FROM still names the placeholder example\.org,/m);
      const setupBlock =
        /\n={72}\nSetup code: \S+\nCreate the first staff account at (\S+)\/registration with this code\.\n={72}\n\n/;
      expect(setupBlock.exec(output)?.[1]).toBe(server.url);
      // The last of the start-up lines: only the log's JSON lines follow it (the first retention run may log before
      // "server listening").
      const after = output
        .slice(output.search(setupBlock))
        .replace(setupBlock, '')
        .split('\n')
        .filter((line) => line !== '');
      expect(after.filter((line) => !line.startsWith('{'))).toEqual([]);
      expect(after.some((line) => line.includes('"msg":"server listening"'))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops with a message naming the variable when configuration is bad', () => {
    const result = spawnSync(process.execPath, ['server/dist/main.js'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, PORT: 'not-a-port' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
  });

  it('is compiled JavaScript in production: npm start runs node on server/dist, with no TypeScript loader', () => {
    const readPackage = (dir: string) =>
      JSON.parse(fs.readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as {
        scripts?: Record<string, string>;
        dependencies?: Record<string, string>;
      };
    const start = readPackage('.').scripts?.start ?? '';
    expect(start).toMatch(/&& node (--\S+ )*server\/dist\/main\.js$/);
    expect(start).not.toMatch(/tsx|ts-node|--loader|--import/);
    expect(Object.keys(readPackage('server').dependencies ?? {})).not.toContain('tsx');
  });
});

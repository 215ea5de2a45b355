import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { samplePerson, tuteeBody } from '../server/test/samples.js';
import { sessionCookieOf } from '../server/test/sessionCookie.js';
import { ROOT } from './support/paths.js';
import { startServerProcess, type RunAs, type ServerProcess } from './support/server.js';

// docs/operations.md has the operator run some commands as the service's user, in /opt/tutoring, which that user
// cannot write. Here the checkout stands in for /opt/tutoring, `nobody` for the user `tutoring`, and two folders
// under a temporary one for /etc/tutoring and /var/lib/tutoring; each of those lines is read from the guide itself
// and run with only those substitutions.

const NOBODY: RunAs = { uid: 65534, gid: 65534 };
const run = promisify(execFile);

/** setpriv's arguments that run the rest of a command as the service's user. */
const AS_NOBODY = ['--reuid', String(NOBODY.uid), '--regid', String(NOBODY.gid), '--clear-groups'];

/**
 * Switching users needs root; and the service's user must reach this checkout and this Node, as it reaches
 * /opt/tutoring and the system's Node on a server. A checkout or a Node under root's own home (0700, as CI's Node 24
 * in ~/.cache) is out of its reach, and the file is skipped there.
 */
const canRunAsServiceUser =
  process.getuid?.() === 0 &&
  [
    ['test', '-x', process.execPath],
    ['test', '-r', path.join(ROOT, 'package.json')],
  ].every((check) => spawnSync('setpriv', [...AS_NOBODY, ...check]).status === 0);

const GUIDE = fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8');
const UNIT = fs.readFileSync(path.join(ROOT, 'deploy/systemd/tutoring.service'), 'utf8');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-service-user-'));
const etc = path.join(work, 'etc-tutoring');
const state = path.join(work, 'var-lib-tutoring');
const STAFF = { username: 'admin', password: 'an operator password 9' };
const KEPT = samplePerson('kept');

const servers: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.dispose()));
  fs.rmSync(work, { recursive: true, force: true });
});

/** A guide line with this test's folders in place of the real ones, and the group `nogroup` for `tutoring`. */
const local = (line: string) =>
  line
    .replaceAll('/etc/tutoring', etc)
    .replaceAll('/var/lib/tutoring', state)
    .replaceAll('-g tutoring', `-g ${NOBODY.gid}`);

/** The one line of a code block in the guide that contains `text`. */
function guideLine(text: string): string {
  const lines = GUIDE.split('\n').filter((line) => line.includes(text) && !line.includes('`'));
  expect(lines, text).toHaveLength(1);
  return lines[0]!;
}

interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

async function sh(
  command: string,
  options: { asServiceUser: boolean; env?: Record<string, string> },
): Promise<Outcome> {
  const [file, args] = options.asServiceUser
    ? ['setpriv', [...AS_NOBODY, 'sh', '-c', command]]
    : ['sh', ['-c', command]];
  try {
    const { stdout, stderr } = await run(file, args, {
      cwd: ROOT,
      // What sudo leaves: a PATH, and HOME set to the user's home (useradd --home-dir /var/lib/tutoring).
      env: { PATH: process.env.PATH ?? '', HOME: state, npm_config_update_notifier: 'false', ...options.env },
      timeout: 120_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A `sudo -u tutoring ...` line of the guide, run as the service's user. */
function asServiceUser(line: string, env?: Record<string, string>): Promise<Outcome> {
  expect(line).toMatch(/^sudo -u tutoring /);
  return sh(local(line).slice('sudo -u tutoring '.length), { asServiceUser: true, env });
}

/** The service as its unit starts it: its Environment= lines and settings file, as the service's user. */
async function startService(): Promise<ServerProcess> {
  const unitEnv = Object.fromEntries(
    [...UNIT.matchAll(/^Environment=(\w+)=(.*)$/gm)].map(([, name, value]) => [name!, local(value!)]),
  );
  const settings = Object.fromEntries(
    [...fs.readFileSync(path.join(etc, 'tutoring.env'), 'utf8').matchAll(/^(\w+)=(.*)$/gm)].map(([, name, value]) => [
      name!,
      value!,
    ]),
  );
  // Only the port differs (any free one), the bcrypt cost is production's least, and the admin may work without a
  // second factor: this file is about the service's user and files (two-step sign-in has tests of its own).
  const server = await startServerProcess(
    { ...unitEnv, ...settings, PORT: '0', BCRYPT_COST: '11', STAFF_MFA: 'optional' },
    90_000,
    {
      runAs: NOBODY,
    },
  );
  servers.push(server);
  return server;
}

// The unit's COOKIE_SECURE=true and TRUST_PROXY=1 expect the proxy's word that the request came over HTTPS.
const VIA_PROXY = { 'X-Forwarded-Proto': 'https' };

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...VIA_PROXY },
    body: JSON.stringify(STAFF),
  });
  expect(res.status).toBe(200);
  return sessionCookieOf(res).split(';')[0]!;
}

describe.runIf(canRunAsServiceUser)("the guide's commands as the service's user, who cannot write the checkout", () => {
  it('the service user cannot write the checkout, and the build step of npm run backup writes nothing there', async () => {
    expect((await sh(`test -w ${ROOT} || test -w ${ROOT}/server`, { asServiceUser: true })).code).toBe(1);
    // Up to date (globalSetup built it): tsc -b decides so from the build info and writes nothing, or it would fail.
    const build = await sh('npm run build:server --silent', { asServiceUser: true });
    expect(build).toEqual({ code: 0, stdout: '', stderr: '' });
  });

  it('installs the settings as the guide does, runs the service as that user, and creates the first account on the command line', async () => {
    fs.chmodSync(work, 0o755);
    // systemd's StateDirectory=tutoring with StateDirectoryMode=0700, owned by the unit's user.
    fs.mkdirSync(state, { mode: 0o700 });
    fs.chownSync(state, NOBODY.uid, NOBODY.gid);
    for (const line of [guideLine('install -d -m 0750'), guideLine('install -m 0640')])
      expect(await sh(local(line), { asServiceUser: false }), line).toMatchObject({ code: 0 });
    const secret = await sh('openssl rand -base64 48', { asServiceUser: false });
    // The operator's edit: a secret, and a value that needs the shell's quotes.
    fs.appendFileSync(
      path.join(etc, 'tutoring.env'),
      `SESSION_SECRET=${secret.stdout.trim()}\nORG_NAME="Riverside Tutoring"\n`,
    );

    const first = await startService();
    expect(first.setupCode()).toBeDefined();
    expect(await first.stop(), first.output()).toBe(0);

    // The guide's line reads the password from the terminal; STAFF_PASSWORD answers it here.
    const created = await asServiceUser(guideLine('createStaff.js'), { STAFF_PASSWORD: STAFF.password });
    expect(created).toMatchObject({ code: 0, stdout: 'Created admin account "admin" (id 1).\n' });

    const service = await startService();
    const submitted = await fetch(`${service.url}/api/tutees`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(tuteeBody(KEPT)),
    });
    expect(submitted.status).toBe(201);
    await signIn(service);
  }, 240_000);

  it('backs up while the service runs and restores into the moved-aside folder, with npm run as the guide says', async () => {
    const running = servers.at(-1)!;
    const backup = await asServiceUser(guideLine('exec npm run backup --'));
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain('from the running server');
    const [file, ...others] = fs.readdirSync(state).filter((name) => name.startsWith('manual-'));
    expect(others).toEqual([]);
    const stat = fs.statSync(path.join(state, file!));
    expect({ uid: stat.uid, mode: stat.mode & 0o777 }).toEqual({ uid: NOBODY.uid, mode: 0o600 });
    expect(await running.stop()).toBe(0);

    const moveAside = guideLine('mv /var/lib/tutoring/data');
    expect(await sh(local(moveAside), { asServiceUser: false })).toMatchObject({ code: 0 });
    const restoreLine = guideLine('exec npm run restore --').replace(/manual-[\d-]+\.tar\.gz/, file!);
    const restore = await asServiceUser(restoreLine);
    expect(restore.code, restore.stderr).toBe(0);

    const restored = await startService();
    const cookie = await signIn(restored);
    const list = await fetch(`${restored.url}/api/tutees?limit=5`, { headers: { Cookie: cookie, ...VIA_PROXY } });
    expect(await list.text()).toContain(KEPT.firstName);
  }, 240_000);

  it('every line the guide runs as the service user is one of those above', () => {
    const lines = GUIDE.split('\n').filter((line) => line.startsWith('sudo -u tutoring '));
    expect(lines.sort()).toEqual(
      [guideLine('createStaff.js'), guideLine('exec npm run backup --'), guideLine('exec npm run restore --')].sort(),
    );
  });
});

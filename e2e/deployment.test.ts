import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samplePerson, tuteeBody } from '../server/test/samples.js';
import { createPgDatabase, databaseUrl, dropPgDatabase } from '../server/test/testDb.js';
import { ROOT } from './support/paths.js';
import { startServerProcess, type ServerProcess } from './support/server.js';

// What docs/operations.md tells an operator to install, run through the tools that check it on this machine:
// the systemd units through systemd-analyze, the nginx site through nginx -t and real requests over TLS to
// server processes (two on one PostgreSQL when TEST_DATABASE_URL names a server, else one embedded), and the
// pg_dump / createdb / pg_restore backup of PostgreSQL, and the health check with curl.

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const HOST = 'tutoring.example.org';
const SESSION_SECRET = 'deployment-test-secret-at-least-32-characters';
const usePg = Boolean(process.env.TEST_DATABASE_URL);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-deploy-'));
const servers: ServerProcess[] = [];
const databases: string[] = [];
let nginx: ChildProcess | undefined;
let ports = { http: 0, https: 0 };
let ca = '';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request to nginx as a browser at https://tutoring.example.org would send it (this test's certificate authority). */
function throughProxy(
  method: string,
  urlPath: string,
  options: { body?: unknown; cookie?: string; tls?: boolean } = {},
): Promise<Answer> {
  const tls = options.tls ?? true;
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const request = (tls ? https : http).request(
      {
        host: '127.0.0.1',
        port: tls ? ports.https : ports.http,
        method,
        path: urlPath,
        ...(tls ? { servername: HOST, ca } : {}),
        headers: {
          Host: HOST,
          ...(body ? { 'Content-Type': 'application/json', Origin: `https://${HOST}` } : {}),
          ...(options.cookie ? { Cookie: options.cookie } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** deploy/nginx/tutoring.conf as an operator installs it, with this test's ports, certificate and upstreams. */
function renderSite(upstreams: string[]): string {
  const site = fs.readFileSync(path.join(ROOT, 'deploy/nginx/tutoring.conf'), 'utf8');
  const rendered = site
    .replace(/^\s*server 127\.0\.0\.1:500\d[^\n]*\n/gm, '')
    .replace(
      /upstream tutoring_app \{\n/,
      `upstream tutoring_app {\n${upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=10s;\n`).join('')}`,
    )
    .replace(/^\s*listen \[::\][^\n]*\n/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${ports.http};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${ports.https} ssl http2;`)
    .replace(/ssl_certificate\s+\S+;/, `ssl_certificate ${work}/cert.pem;`)
    .replace(/ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${work}/key.pem;`);
  // Every substitution took: none of the operator's values is left to reach the outside world.
  expect(rendered).not.toMatch(/letsencrypt|:500[12]|listen 80;|listen 443/);
  return rendered;
}

function nginxConf(): string {
  const temp = (name: string) => `${name}_temp_path ${work}/${name};`;
  return `daemon off;
master_process off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 64; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${work}/site.conf;
}
`;
}

async function startServers(): Promise<void> {
  const env = { SESSION_SECRET, TRUST_PROXY: '1', COOKIE_SECURE: 'true' };
  if (usePg) {
    const name = await createPgDatabase();
    databases.push(name);
    for (let i = 0; i < 2; i += 1) servers.push(await startServerProcess({ ...env, DATABASE_URL: databaseUrl(name) }));
  } else {
    servers.push(await startServerProcess(env, undefined, { fromTemplate: true }));
  }
}

beforeAll(async () => {
  if (!fs.existsSync(NGINX))
    throw new Error(
      `The deployment test needs nginx at ${NGINX}: run \`apt-get install -y nginx-light\` (or set NGINX_PATH).`,
    );
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${HOST}`,
      '-addext',
      `subjectAltName=DNS:${HOST}`,
      '-keyout',
      `${work}/key.pem`,
      '-out',
      `${work}/cert.pem`,
    ],
    { stdio: 'ignore' },
  );
  ca = fs.readFileSync(`${work}/cert.pem`, 'utf8');
  ports = { http: await freePort(), https: await freePort() };
  await startServers();
  const upstreams = (servers.length > 1 ? servers : [servers[0], servers[0]]).map((s) => new URL(s!.url).host);
  fs.writeFileSync(`${work}/site.conf`, renderSite(upstreams));
  fs.writeFileSync(`${work}/nginx.conf`, nginxConf());
}, 180_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.dispose()));
  for (const name of databases) await dropPgDatabase(name);
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the deployment guide on this machine', () => {
  it('systemd units pass systemd-analyze verify (which does report a broken unit)', () => {
    const verify = (file: string) => spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    const instance = path.join(work, 'tutoring@5001.service');
    fs.copyFileSync(path.join(ROOT, 'deploy/systemd/tutoring@.service'), instance);
    for (const unit of [path.join(ROOT, 'deploy/systemd/tutoring.service'), instance]) {
      const result = verify(unit);
      expect({ unit, status: result.status, stderr: result.stderr }).toEqual({ unit, status: 0, stderr: '' });
    }
    const broken = path.join(work, 'broken.service');
    fs.writeFileSync(broken, '[Service]\nType=sometimes\nExecStart=/usr/bin/node server/dist/main.js\n');
    expect(verify(broken).stderr).toContain('Failed to parse service type');
  });

  it('the nginx site passes nginx -t, and serves the app over TLS with sessions across the processes behind it', async () => {
    const check = spawnSync(NGINX, ['-t', '-c', `${work}/nginx.conf`, '-p', work, '-e', `${work}/error.log`], {
      encoding: 'utf8',
    });
    expect(check.stderr).toContain('test is successful');
    nginx = spawn(NGINX, ['-c', `${work}/nginx.conf`, '-p', work, '-e', `${work}/error.log`], { stdio: 'ignore' });
    for (let i = 0; ; i += 1) {
      const up = await throughProxy('GET', '/healthz').catch(() => undefined);
      if (up?.status === 200) break;
      if (i > 100) throw new Error(`nginx did not answer: ${fs.readFileSync(`${work}/error.log`, 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The guide's health check, at this test's port and with its certificate authority.
    const guideCurl = /`(curl -fsS https:\/\/tutoring\.example\.org\/readyz)`/.exec(
      fs.readFileSync(path.join(ROOT, 'docs/operations.md'), 'utf8'),
    );
    expect(guideCurl).not.toBeNull();
    const [curl, ...curlArgs] = guideCurl![1]!.replace(HOST, `${HOST}:${ports.https}`).split(' ');
    const health = spawnSync(
      curl!,
      [...curlArgs, '--resolve', `${HOST}:${ports.https}:127.0.0.1`, '--cacert', `${work}/cert.pem`],
      { encoding: 'utf8' },
    );
    expect({ status: health.status, stderr: health.stderr }).toEqual({ status: 0, stderr: '' });
    expect(JSON.parse(health.stdout)).toMatchObject({ status: 'ready' });

    const redirect = await throughProxy('GET', '/home?x=1', { tls: false });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`https://${HOST}/home?x=1`);
    expect((await throughProxy('GET', '/readyz')).status).toBe(200);
    const home = await throughProxy('GET', '/home');
    expect(home.status).toBe(200);
    expect(home.body).toContain('<div id="root">');

    // The first staff account through the proxy: the server sees HTTPS (X-Forwarded-Proto) and this site's origin.
    const setupCode = servers[0]!.setupCode();
    const created = await throughProxy('POST', '/api/user/register', {
      body: { username: 'operator', password: 'a long operator password', setupCode },
    });
    expect(created.status).toBe(201);
    const setCookie = String(created.headers['set-cookie']);
    expect(setCookie).toMatch(/^__Host-tutoring\.sid=/);
    expect(setCookie).toMatch(/; Secure/i);
    const cookie = setCookie.split(';')[0]!;

    const person = samplePerson('deploy');
    expect((await throughProxy('POST', '/api/tutees', { body: tuteeBody(person) })).status).toBe(201);
    // Round robin over the processes: every one knows the session and sees the application.
    for (let i = 0; i < 4; i += 1) {
      const list = await throughProxy('GET', '/api/tutees?limit=5', { cookie });
      expect(list.status).toBe(200);
      expect(list.body).toContain(person.firstName);
    }
  }, 120_000);

  it.runIf(usePg)(
    'pg_dump, createdb and pg_restore carry the PostgreSQL database to a new one, and a server starts on it',
    async () => {
      const source = databases[0]!;
      const dump = path.join(work, 'tutoring.dump');
      execFileSync('pg_dump', ['--format=custom', '--file', dump, databaseUrl(source)]);
      // The guide's createdb, told where the server is as libpq is: by the PG* variables.
      const target = `tutoring_restored_${process.pid}`;
      const server = new URL(process.env.TEST_DATABASE_URL!);
      execFileSync('createdb', [target], {
        env: {
          PATH: process.env.PATH,
          PGHOST: server.hostname,
          PGPORT: server.port || '5432',
          PGUSER: decodeURIComponent(server.username),
          PGPASSWORD: decodeURIComponent(server.password),
        },
      });
      databases.push(target);
      execFileSync('pg_restore', ['--no-owner', '--dbname', databaseUrl(target), dump]);
      // The schema is applied again at start, as after an upgrade: it must accept the restored database.
      const restored = await startServerProcess({ SESSION_SECRET, DATABASE_URL: databaseUrl(target) });
      servers.push(restored);
      const login = await fetch(`${restored.url}/api/user/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'operator', password: 'a long operator password' }),
      });
      expect(login.status).toBe(200);
    },
    120_000,
  );
});

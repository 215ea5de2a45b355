// Builds the client unless dist/ already matches the sources (so `npm start` is quick after the first run).
// `--force` always builds.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const clientDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const rootDir = path.dirname(clientDir);
const stampFile = path.join(clientDir, 'dist', '.source-hash');
const inputs = [
  'client/src',
  'client/public',
  'client/scripts',
  'client/index.html',
  'client/vite.config.ts',
  'client/package.json',
  'common/src',
  'package-lock.json',
];

function* files(entry) {
  const full = path.join(rootDir, entry);
  if (!fs.existsSync(full)) return;
  if (fs.statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of fs.readdirSync(full).sort()) yield* files(path.join(entry, name));
}

// Several test runs may ask for a build at once; one builds while the others wait, then re-check.
const lockDir = path.join(clientDir, '.build-lock');
const STALE_LOCK_MS = 180_000;

function takeLock() {
  const deadline = Date.now() + STALE_LOCK_MS;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      return;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs;
      if (age > STALE_LOCK_MS || Date.now() > deadline) fs.rmSync(lockDir, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
    }
  }
}

takeLock();
process.on('exit', () => fs.rmSync(lockDir, { recursive: true, force: true }));

const hash = crypto.createHash('sha256');
for (const input of inputs) {
  for (const file of files(input)) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(rootDir, file)));
  }
}
const digest = hash.digest('hex');
const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';

if (current === digest && !process.argv.includes('--force')) {
  console.log('client is up to date');
} else {
  // Always a production build: a caller's NODE_ENV (vitest sets "test") would otherwise make Vite bundle
  // React's development build, twice the size.
  const env = { ...process.env, NODE_ENV: 'production' };
  execFileSync('npx', ['vite', 'build'], { cwd: clientDir, stdio: 'inherit', env });
  // Then the server's prerender of the public pages (dist-ssr), which reads the browser build's style sheets.
  execFileSync('npx', ['vite', 'build', '--ssr', 'src/prerender/renderPublicPage.tsx'], {
    cwd: clientDir,
    stdio: 'inherit',
    env,
  });
  fs.writeFileSync(stampFile, digest);
}

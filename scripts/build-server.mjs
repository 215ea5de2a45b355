// Compiles common and server to JavaScript (common/dist, server/dist) unless both already match their sources, so
// `npm start` and the command-line tools run plain `node` without a TypeScript loader and start at once after the
// first build. `--force` always compiles.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACES = ['common', 'server'];
const stampFile = path.join(rootDir, 'server', 'dist', '.source-hash');
const inputs = [
  'tsconfig.base.json',
  'package-lock.json',
  ...WORKSPACES.flatMap((w) => [`${w}/src`, `${w}/package.json`, `${w}/tsconfig.json`, `${w}/tsconfig.build.json`]),
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

function sourceDigest() {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash.update(file);
      hash.update(fs.readFileSync(path.join(rootDir, file)));
    }
  }
  return hash.digest('hex');
}

const builtDigest = () => (fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '');
const force = process.argv.includes('--force');

// Decided before the lock, writing nothing: the service's user runs `npm run backup` in a checkout it cannot write.
if (!force && builtDigest() === sourceDigest()) {
  process.stdout.write('server is up to date\n');
  process.exit(0);
}

// Several test files or commands may ask at once: one compiles while the others wait, then re-check.
const lockDir = path.join(rootDir, 'server', '.build-lock');
const STALE_LOCK_MS = 180_000;
for (const deadline = Date.now() + STALE_LOCK_MS; ;) {
  try {
    fs.mkdirSync(lockDir);
    break;
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? 0);
    if (age > STALE_LOCK_MS || Date.now() > deadline) fs.rmSync(lockDir, { recursive: true, force: true });
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 250);
  }
}
process.on('exit', () => fs.rmSync(lockDir, { recursive: true, force: true }));

const digest = sourceDigest();
if (!force && builtDigest() === digest) {
  // Another process built it while this one waited for the lock.
  process.stdout.write('server is up to date\n');
} else {
  const tsc = path.join(rootDir, 'node_modules', 'typescript', 'bin', 'tsc');
  for (const workspace of WORKSPACES) {
    // From empty: a source file removed since the last build must not live on as a stale .js file.
    fs.rmSync(path.join(rootDir, workspace, 'dist'), { recursive: true, force: true });
    execFileSync(process.execPath, [tsc, '-p', path.join(workspace, 'tsconfig.build.json')], {
      cwd: rootDir,
      stdio: 'inherit',
    });
  }
  // The SQL the server reads at start (migrations, the baseline of databases from before them) sits beside its code.
  for (const file of files('server/src')) {
    if (!file.endsWith('.sql')) continue;
    const target = path.join(rootDir, 'server', 'dist', path.relative(path.join('server', 'src'), file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(rootDir, file), target);
  }
  fs.writeFileSync(stampFile, digest);
}

// npm run lighthouse: Lighthouse (mobile, the default form factor) on /home and /StudentInfo in English, Spanish and
// Arabic (right to left), served by the production server on a fresh embedded database, in Debian's Chromium. Prints
// the performance and accessibility scores against issue 7's targets and exits 1 when one is missed.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const PAGES = [
  '/home',
  '/StudentInfo',
  '/home?lang=es',
  '/StudentInfo?lang=es',
  '/home?lang=ar',
  '/StudentInfo?lang=ar',
];
const TARGETS = { performance: 95, accessibility: 100 };
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function startServer(dataDir) {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: path.join(ROOT, 'server'),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      NODE_ENV: 'production',
      // Lighthouse loads plain http://127.0.0.1 as if a proxy ended TLS in front (Chromium takes 127.0.0.1 as secure).
      TLS_TERMINATED_BY_PROXY: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SESSION_SECRET: crypto.randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 120_000);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const url = /"url":"(http:\/\/[^"]+)".*"msg":"server listening"/.exec(output)?.[1];
      if (url) {
        clearTimeout(timer);
        resolve({
          url,
          stop: () =>
            new Promise((done) => (child.exitCode === null ? child.once('exit', done).kill('SIGTERM') : done())),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
}

const score = (category) => Math.round((category?.score ?? 0) * 100);
const ms = (audit) => (audit?.numericValue === undefined ? '-' : `${Math.round(audit.numericValue)} ms`);

async function main() {
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-lighthouse-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  let missed = 0;
  try {
    for (const page of PAGES) {
      const result = await lighthouse(`${server.url}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = result.lhr;
      const performance = score(categories.performance);
      const accessibility = score(categories.accessibility);
      const ok = performance >= TARGETS.performance && accessibility >= TARGETS.accessibility;
      if (!ok) missed += 1;
      process.stdout.write(
        `${ok ? 'PASS' : 'FAIL'}  ${page}: performance ${performance} (target ${TARGETS.performance}), accessibility ${accessibility} (target ${TARGETS.accessibility}); ` +
          `FCP ${ms(audits['first-contentful-paint'])}, LCP ${ms(audits['largest-contentful-paint'])}, TBT ${ms(audits['total-blocking-time'])}, CLS ${audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '-'}\n`,
      );
      const failing = Object.values(audits).filter(
        (a) =>
          a.score !== null &&
          a.score < 0.9 &&
          a.scoreDisplayMode !== 'informative' &&
          a.scoreDisplayMode !== 'notApplicable',
      );
      for (const audit of failing)
        process.stdout.write(
          `        ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}\n`,
        );
    }
  } finally {
    chrome.kill();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (missed > 0) process.exit(1);
}

main().catch((error) => {
  process.stderr.write(`lighthouse failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

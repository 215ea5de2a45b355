import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { CHROMIUM_PATH, ROOT } from './paths.js';

/** Browser tests need the built client and server (what `npm start` runs) and Debian's Chromium (.ci/run installs it). */
export default function setup(): void {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
}

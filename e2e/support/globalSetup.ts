import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { preparePgliteTemplate } from '../../server/test/pgliteTemplate.js';
import { CHROMIUM_PATH, ROOT } from './paths.js';

/**
 * Browser tests need the built client and server (what `npm start` runs), Debian's Chromium (.ci/run installs it), and
 * the migrated template cluster their servers start on.
 */
export default async function setup(): Promise<void> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Browser tests need Chromium at ${CHROMIUM_PATH}: run \`apt-get install -y chromium\` (or set CHROMIUM_PATH).`,
    );
  }
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  await preparePgliteTemplate();
}

// CI: fail when package-lock.json lacks an optional (platform) package of one of its dependencies, so a lock that
// `npm ci` would refuse on another operating system never lands. Usage: node scripts/check-lock-platforms.mjs [LOCK]
import fs from 'node:fs';
import { missingOptionalPackages } from './lockPlatforms.mjs';

const lockPath = process.argv[2] ?? new URL('../package-lock.json', import.meta.url);
const incomplete = missingOptionalPackages(JSON.parse(fs.readFileSync(lockPath, 'utf8')));
if (incomplete.length === 0) {
  process.stdout.write('package-lock.json lists every optional platform package of its dependencies.\n');
} else {
  for (const { location, version, missing } of incomplete) {
    process.stderr.write(
      `${location}@${version} lacks ${missing.length} optional package(s) in the lock: ${missing.join(', ')}\n`,
    );
  }
  process.stderr.write(
    'Pin a version whose platform packages all exist on the registry (root "overrides"), then regenerate the lock.\n',
  );
  process.exitCode = 1;
}

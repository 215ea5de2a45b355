// CI's dependency check: `npm audit` of the production dependencies, judged by auditVerdict.
import { spawnSync } from 'node:child_process';
import { auditVerdict } from './auditVerdict.mjs';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const { ok, lines } = auditVerdict(report, run.error?.message ?? `npm audit exited ${run.status}`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(ok ? 0 : 1);

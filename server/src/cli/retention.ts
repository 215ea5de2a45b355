// npm run retention [-- --dry-run]
// Applies the retention policy (RETAIN_* in the environment) to the configured database once, now; with --dry-run it
// prints what would be deleted and changes nothing. Running servers apply it themselves once a day. It also applies
// the expiry of unanswered reconfirmations, as the servers' check does.
import { loadToolConfig } from '../config.js';
import { loadEnvFile } from '../envFile.js';
import { DataDirInUseError } from '../db/dataDirLock.js';
import { openDatabase } from '../db/open.js';
import { createLogger } from '../logger.js';
import { forgetDeletedMail } from '../mail/outbox.js';
import { createMailTransport } from '../mail/transport.js';
import { retentionPolicy } from '../retention/policy.js';
import { describeOutcome, describePolicy } from '../retention/report.js';
import { expireReconfirmations } from '../reconfirmations/service.js';
import { runRetention } from '../retention/service.js';

const USAGE = 'Usage: npm run retention [-- --dry-run]';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--dry-run');
  if (unknown.length > 0) throw new Error(`Unknown argument ${unknown.join(' ')}. ${USAGE}`);
  const dryRun = args.includes('--dry-run');

  loadEnvFile();
  const config = loadToolConfig();
  const policy = retentionPolicy(config);
  const db = await openDatabase(config, createLogger('warn')).catch((error: unknown) => {
    if (!(error instanceof DataDirInUseError)) throw error;
    throw new Error(
      `${error.message}\nThe running server applies the retention policy itself once a day. To ${dryRun ? 'see what it would delete' : 'apply it'} ` +
        `from here now, stop the server, run this command again, then start the server.`,
    );
  });
  try {
    process.stdout.write(`${describePolicy(policy)}\n${describeOutcome(await runRetention(db, policy, { dryRun }))}\n`);
    // The written copies (.eml files in DATA_DIR) of the emails it deleted; other processes' folders clean themselves.
    if (!dryRun) {
      const expired = await expireReconfirmations(db);
      process.stdout.write(
        `Unanswered reconfirmations: ${expired.tutees} tutees deactivated, ${expired.tutors} tutors paused.\n`,
      );
      const transport = createMailTransport(config);
      await forgetDeletedMail(db, transport);
      transport.close();
    }
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

// npm run seed -- --tutors 100000 --tutees 1000000 --matches 20000 [--seed 7]
// Loads deterministic synthetic applications and matches into the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR), through the registration repository's row shape.
import { parseArgs } from 'node:util';
import { loadToolConfig } from '../config.js';
import { loadEnvFile } from '../envFile.js';
import { openDatabase } from '../db/open.js';
import { createLogger } from '../logger.js';
import { seedDatabase } from '../seed/seed.js';

function count(value: string | undefined, name: string): number {
  const parsed = Number(value ?? '0');
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      tutors: { type: 'string', default: '1000' },
      tutees: { type: 'string', default: '10000' },
      matches: { type: 'string', default: '200' },
      seed: { type: 'string' },
    },
  });
  const size = {
    tutors: count(values.tutors, 'tutors'),
    tutees: count(values.tutees, 'tutees'),
    matches: count(values.matches, 'matches'),
  };
  loadEnvFile();
  const config = loadToolConfig();
  const logger = createLogger('warn');
  const db = await openDatabase(config, logger);
  const started = Date.now();
  let lastReport = 0;
  try {
    await seedDatabase(db, {
      ...size,
      logger,
      seed: values.seed === undefined ? undefined : count(values.seed, 'seed'),
      onProgress(what, done, total) {
        if (Date.now() - lastReport < 2_000 && done < total) return;
        lastReport = Date.now();
        process.stdout.write(`${what}: ${done}/${total} (${((Date.now() - started) / 1000).toFixed(1)} s)\n`);
      },
    });
    process.stdout.write(
      `Seeded ${size.tutors} tutors, ${size.tutees} tutees, ${size.matches} matches on ${db.engine} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

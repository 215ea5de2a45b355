import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/open.js';
import { loadEnvFile } from './envFile.js';
import { placeholdersOf, placeholderWarning } from './placeholderSettings.js';
import { readSettings } from './settings/service.js';
import { createLogger } from './logger.js';
import { startServer } from './server.js';
import { setupCodeLine } from './auth/setupCode.js';
import { unsupportedNodeLine } from './nodeVersion.js';

const SHUTDOWN_LIMIT_MS = 15_000;

async function main(): Promise<void> {
  // An unsupported Node.js still runs the server (npm only warns about "engines"), but the operator is told, once.
  const nodeWarning = unsupportedNodeLine();
  if (nodeWarning) process.stderr.write(nodeWarning);
  loadEnvFile();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const started = Date.now();
  const db = await openDatabase(config, logger);
  const server = await startServer(config, db, logger);
  let shuttingDown = false;
  const shutdown = (signal: string) => {
    // A repeated signal (tsx relays one again when the busy child answers late) must not cut the drain short.
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    forced.unref();
    server.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ errorName: (error as Error).name }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  // Before "server listening": writing that line can hand the CPU to whoever waits for it, and a stop sent at once must
  // meet the drain, not the signal's default action (death; one quick stop in six on a busy machine).
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  // The settings as stored (the Settings page), which the schema applied by startServer holds.
  process.stderr.write(placeholderWarning(placeholdersOf(await readSettings(db, config), config)));
  // Plain stdout, not a log field: the operator of a fresh install reads it off the console to create the first account.
  // The last of the start-up lines, yet before "server listening", so whoever waits for that line has the code too.
  if (server.setupCode) process.stdout.write(setupCodeLine(server.setupCode, server.url));
  logger.info({ url: server.url, engine: db.engine, startupMs: Date.now() - started }, 'server listening');
}

main().catch((error: unknown) => {
  // Configuration and data-folder problems are the operator's to fix: say what, without a stack.
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`${error instanceof ConfigError ? '' : 'Server failed to start: '}${message}\n`);
  process.exit(1);
});

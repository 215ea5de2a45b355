import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { createApp } from './app.js';
import { trackConnections } from './connectionDrain.js';
import { AuthService } from './auth/service.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/db.js';
import { startEmbeddedVacuum } from './db/embeddedVacuum.js';
import { createMailOutbox } from './mail/outbox.js';
import { prepareSetupCode } from './auth/setupCode.js';
import { startRetentionJob } from './retention/job.js';
import { backupKeeping, startDailyBackups } from './backup/daily.js';

export interface RunningServer {
  url: string;
  ctx: AppContext;
  /** the first-run setup code while no staff account exists (main prints it), otherwise undefined */
  setupCode: string | undefined;
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  stop(): Promise<void>;
}

/** Builds the context and app on an open database and listens. */
export async function startServer(config: Config, db: Db, logger: Logger): Promise<RunningServer> {
  const mail = createMailOutbox(config, db, logger);
  const ctx: AppContext = {
    config,
    db,
    logger,
    auth: new AuthService(db, { bcryptCost: config.BCRYPT_COST, setupSecret: config.SESSION_SECRET }),
    mail,
  };
  const built = createApp(ctx);
  const setupCode = await prepareSetupCode(db, config.SESSION_SECRET);
  const server = http.createServer(built.app);
  server.keepAliveTimeout = 5_000;
  const connections = trackConnections(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  mail.start();
  // PostgreSQL vacuums itself; the embedded engine has no background workers to.
  const maintenance = db.engine === 'pglite' ? startEmbeddedVacuum(db, logger) : undefined;
  const retention = startRetentionJob(db, config, logger, mail);
  const backups = config.BACKUP_DIR
    ? startDailyBackups(db, config.BACKUP_DIR, backupKeeping(config), logger)
    : undefined;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    setupCode,
    stop() {
      stopping ??= (async () => {
        await connections.drain();
        built.close();
        await mail.stop();
        await maintenance?.stop();
        await retention.stop();
        await backups?.stop();
        await ctx.auth.close();
        await db.close();
      })();
      return stopping;
    },
  };
}

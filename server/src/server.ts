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

export interface RunningServer {
  url: string;
  ctx: AppContext;
  /** Stops taking connections, lets requests in flight finish, then closes the database. */
  stop(): Promise<void>;
}

/** Builds the context and app on an open database and listens. */
export async function startServer(config: Config, db: Db, logger: Logger): Promise<RunningServer> {
  const mail = createMailOutbox(config, db, logger);
  const ctx: AppContext = { config, db, logger, auth: new AuthService(db, config.BCRYPT_COST), mail };
  const built = createApp(ctx);
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
  let stopping: Promise<void> | undefined;
  return {
    url: `http://127.0.0.1:${port}`,
    ctx,
    stop() {
      stopping ??= (async () => {
        await connections.drain();
        built.close();
        await mail.stop();
        await maintenance?.stop();
        await db.close();
      })();
      return stopping;
    },
  };
}

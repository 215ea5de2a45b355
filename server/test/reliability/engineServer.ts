import fs from 'node:fs';
import { startServerProcess, type ServerProcess } from '../../../e2e/support/server.js';
import { createPgDatabase, dropPgDatabase, serverEnvOn, TEST_ENGINE } from '../testDb.js';

/**
 * Where a server process keeps its data on this project's engine: a new PGlite folder (schema only), or a
 * fresh PostgreSQL database. start() may be called again to restart on the same data.
 */
export async function engineData(): Promise<{
  env: Record<string, string>;
  start(extra?: Record<string, string>): Promise<ServerProcess>;
  dispose(): Promise<void>;
}> {
  if (TEST_ENGINE === 'pg') {
    const name = await createPgDatabase();
    const env = serverEnvOn(name);
    // Each server still gets a folder of its own (its mail outbox), which dispose() deletes.
    const started: ServerProcess[] = [];
    return {
      env,
      async start(extra = {}) {
        const server = await startServerProcess({ ...env, ...extra });
        started.push(server);
        return server;
      },
      async dispose() {
        await Promise.all(started.map((server) => server.dispose()));
        await dropPgDatabase(name);
      },
    };
  }
  let dataDir: string | undefined;
  return {
    env: {},
    async start(extra = {}) {
      // The first start takes the migrated template cluster: these tests are about restarts, not a new folder.
      const server = await startServerProcess({ ...(dataDir ? { DATA_DIR: dataDir } : {}), ...extra }, undefined, {
        fromTemplate: true,
      });
      dataDir = server.dataDir;
      return server;
    },
    async dispose() {
      if (dataDir) await fs.promises.rm(dataDir, { recursive: true, force: true });
    },
  };
}

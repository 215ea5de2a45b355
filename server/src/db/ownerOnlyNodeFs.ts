import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresModOptions = Parameters<NodeFS['init']>[1];
type PostgresMod = Parameters<NonNullable<PostgresModOptions['preRun']>[number]>[0];

/** The one call of the emscripten file system this class changes. */
interface Chmod {
  chmod(target: unknown, mode: number, dontFollow?: boolean): void;
}

const OWNER_BITS = 0o700;

/**
 * PGlite's data folder with owner-only files. A umask alone is not enough: emscripten's file system
 * chmods every file it creates to the mode Postgres asked for (0666 as PGlite builds it, and initdb
 * runs with --allow-group-access), so a 077 umask still left ~970 world-writable files. Every chmod
 * the database makes is masked to the owner's bits instead; folders follow the process umask.
 */
export class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: PostgresModOptions): Promise<{ emscriptenOpts: PostgresModOptions }> {
    const { emscriptenOpts } = await super.init(pg, opts);
    const ownerOnly = (mod: PostgresMod) => {
      const fs = mod.FS as unknown as Chmod;
      const chmod = fs.chmod.bind(fs);
      const ownerOnlyChmod: Chmod['chmod'] = (target, mode, dontFollow) => chmod(target, mode & OWNER_BITS, dontFollow);
      fs.chmod = ownerOnlyChmod;
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), ownerOnly] } };
  }
}

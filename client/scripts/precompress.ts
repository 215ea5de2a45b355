// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, at the strongest settings: done once
// per build instead of on every request, so the server sends the smallest files without spending CPU on them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|ico|map)$/;
// Below this a compressed copy saves less than the headers it costs.
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

export interface PrecompressedSizes {
  file: string;
  bytes: number;
  br: number;
  gz: number;
}

/** Compresses every compressible file under `dir` into FILE.br and FILE.gz, keeping a copy only when it is smaller. */
export function precompressDirectory(dir: string): PrecompressedSizes[] {
  const sizes: PrecompressedSizes[] = [];
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const source = fs.readFileSync(file);
    if (source.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gz = zlib.gzipSync(source, { level: zlib.constants.Z_BEST_COMPRESSION });
    if (br.length < source.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < source.length) fs.writeFileSync(`${file}.gz`, gz);
    sizes.push({ file: path.relative(dir, file), bytes: source.length, br: br.length, gz: gz.length });
  }
  return sizes;
}

/** The Vite plugin: precompresses the output folder once the build has written it. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const sizes = precompressDirectory(outDir);
      const total = (key: 'bytes' | 'br' | 'gz') => Math.round(sizes.reduce((sum, s) => sum + s[key], 0) / 1024);
      process.stdout.write(
        `Precompressed ${sizes.length} files: ${total('bytes')} KB -> brotli ${total('br')} KB, gzip ${total('gz')} KB\n`,
      );
    },
  };
}

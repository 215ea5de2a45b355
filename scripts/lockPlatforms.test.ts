import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lookupLocations, missingOptionalPackages } from './lockPlatforms.mjs';

const rollup = (location: string) => ({
  [location]: {
    version: '4.67.4',
    optionalDependencies: { '@rollup/rollup-linux-x64-gnu': '4.67.4', '@rollup/rollup-darwin-arm64': '4.67.4' },
  },
});

describe('optional platform packages in the lock', () => {
  it('looks for a dependency from the nearest node_modules up to the root', () => {
    expect(lookupLocations('node_modules/vite/node_modules/rollup', 'fsevents')).toEqual([
      'node_modules/vite/node_modules/rollup/node_modules/fsevents',
      'node_modules/vite/node_modules/fsevents',
      'node_modules/fsevents',
    ]);
    expect(lookupLocations('client', 'esbuild')).toEqual(['client/node_modules/esbuild', 'node_modules/esbuild']);
  });

  it('names the package and the platform builds the lock lacks', () => {
    const lock = {
      packages: {
        ...rollup('node_modules/rollup'),
        'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.67.4', optional: true },
      },
    };
    expect(missingOptionalPackages(lock)).toEqual([
      { location: 'node_modules/rollup', version: '4.67.4', missing: ['@rollup/rollup-darwin-arm64'] },
    ]);
  });

  it('accepts platform builds hoisted above a nested package', () => {
    const lock = {
      packages: {
        ...rollup('node_modules/vite/node_modules/rollup'),
        'node_modules/@rollup/rollup-linux-x64-gnu': { version: '4.67.4' },
        'node_modules/vite/node_modules/@rollup/rollup-darwin-arm64': { version: '4.67.4' },
      },
    };
    expect(missingOptionalPackages(lock)).toEqual([]);
  });

  it('does not take a build nested under another package as reachable', () => {
    const lock = {
      packages: {
        ...rollup('node_modules/rollup'),
        'node_modules/other/node_modules/@rollup/rollup-linux-x64-gnu': {},
        'node_modules/@rollup/rollup-darwin-arm64': {},
      },
    };
    expect(missingOptionalPackages(lock)[0]?.missing).toEqual(['@rollup/rollup-linux-x64-gnu']);
  });

  it("passes on the project's own lock, and the CLI fails on an incomplete one", () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    expect(
      execFileSync(process.execPath, ['scripts/check-lock-platforms.mjs'], { cwd: root, encoding: 'utf8' }),
    ).toContain('lists every');
    const broken = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lock-')), 'package-lock.json');
    fs.writeFileSync(broken, JSON.stringify({ packages: rollup('node_modules/rollup') }));
    let failure: { status?: number; stderr?: string } = {};
    try {
      execFileSync(process.execPath, ['scripts/check-lock-platforms.mjs', broken], {
        cwd: root,
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(1);
    expect(failure.stderr).toContain('node_modules/rollup@4.67.4 lacks 2 optional package(s) in the lock');
  });
});

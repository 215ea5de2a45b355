import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const README_MAX_LINES = 200;
const PAGE_MAX_BYTES = 15_000;

/** Every file under `dir` whose name ends with one of `endings`, skipping installed and built folders. */
function filesUnder(dir: string, endings: string[]): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'dist-ssr', 'screenshots'].includes(entry.name))
        found.push(...filesUnder(relative, endings));
    } else if (endings.some((ending) => entry.name.endsWith(ending))) {
      found.push(relative);
    }
  }
  return found;
}

const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');
const documents = ['README.md', 'CHANGELOG.md', ...filesUnder('docs', ['.md'])];
const sources = [
  ...['server', 'client', 'common', 'e2e', 'scripts', 'deploy'].flatMap((dir) =>
    filesUnder(dir, ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.css', '.conf', '.service', '.json', '.html', '.sql']),
  ),
  'database.sql',
  '.env.example',
  'eslint.config.js',
  'vitest.config.ts',
];

// A document the repository does not hold: the earlier product's description, or files beside the checkout.
const OUTSIDE_REFERENCE = /\.\.\/shared|\bDESIGN\.md|\bSTYLE\.md|\bspec(ification)?\b|\bspec['’]s\b/i;

describe('the documentation', () => {
  it(`keeps the README to at most ${README_MAX_LINES} lines`, () => {
    expect(read('README.md').split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it(`keeps every page under docs/ to at most ${PAGE_MAX_BYTES} bytes`, () => {
    const tooLong = documents
      .filter((file) => file.startsWith('docs'))
      .map((file) => ({ file, bytes: Buffer.byteLength(read(file)) }))
      .filter(({ bytes }) => bytes > PAGE_MAX_BYTES);
    expect(tooLong).toEqual([]);
  });

  it('links only to files of the repository, and every such link resolves', () => {
    const broken: string[] = [];
    for (const file of documents) {
      for (const [, target] of read(file).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^https?:\/\/localhost\b/.test(target!)) continue;
        if (/^[a-z]+:/i.test(target!)) {
          broken.push(`${file}: ${target} is outside the repository`);
          continue;
        }
        const [linked] = target!.split('#');
        if (linked && !fs.existsSync(path.resolve(ROOT, path.dirname(file), linked))) {
          broken.push(`${file}: ${target} does not exist`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('never points to a document outside the repository, in the docs or in the code', () => {
    const outside = [...documents, ...sources].flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (OUTSIDE_REFERENCE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(outside).toEqual([]);
  });
});

import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './nodeFlags.js';

const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const startLine = `node ${SERVER_NODE_FLAGS.join(' ')} server/dist/main.js`;

describe("the server's Node.js options", () => {
  it('are the ones npm start passes', () => {
    const pkg = JSON.parse(read('package.json')) as { scripts: { start: string } };
    expect(pkg.scripts.start).toBe(`npm run build && ${startLine}`);
  });

  it.each(['deploy/systemd/tutoring.service', 'deploy/systemd/tutoring@.service'])('are the ones %s passes', (unit) => {
    expect(read(unit)).toMatch(new RegExp(`^ExecStart=/usr/bin/${startLine.replaceAll('.', '\\.')}$`, 'm'));
  });
});

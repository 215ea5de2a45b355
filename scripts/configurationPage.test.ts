import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { configurationPage } from '../server/src/configReference.js';

describe('docs/configuration.md', () => {
  it('is what the configuration schema writes (run npm run docs:config after changing a variable)', () => {
    const page = fs.readFileSync(new URL('../docs/configuration.md', import.meta.url), 'utf8');
    expect(page).toBe(configurationPage());
  });
});

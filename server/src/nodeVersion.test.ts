import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isSupportedNode, SUPPORTED_NODE, unsupportedNodeLine } from './nodeVersion.js';

describe('the supported Node.js versions', () => {
  it('are the ones package.json "engines" states', () => {
    const pkg = JSON.parse(fs.readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      engines: { node: string };
    };
    expect(pkg.engines.node).toBe(SUPPORTED_NODE);
  });

  it('accepts Node 22.19 and later 22s, and every Node 24', () => {
    for (const version of ['v22.19.0', 'v22.23.3', 'v24.0.0', 'v24.21.0', '24.1.2']) {
      expect(isSupportedNode(version), version).toBe(true);
      expect(unsupportedNodeLine(version), version).toBeUndefined();
    }
  });

  it('refuses older 22s, Node 20, odd lines and newer majors, and what is not a version', () => {
    for (const version of ['v22.18.9', 'v20.20.2', 'v18.20.0', 'v23.11.0', 'v25.0.0', 'v26.1.0', 'nonsense', '']) {
      expect(isSupportedNode(version), version).toBe(false);
    }
  });

  it('prints one line naming the version and the supported ones', () => {
    const line = unsupportedNodeLine('v20.20.2');
    expect(line).toBe(
      'Warning: Node.js v20.20.2 is not supported (supported: ^22.19.0 || ^24.0.0); the server starts, but install Node.js 24 or 22 LTS.\n',
    );
    expect(line?.split('\n').filter(Boolean)).toHaveLength(1);
  });
});

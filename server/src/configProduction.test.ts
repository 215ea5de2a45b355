import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadToolConfig } from './config.js';

const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) } as const;

describe('production configuration', () => {
  it('refuses session cookies without the Secure flag, naming both ways out', () => {
    expect(() => loadConfig({ ...PRODUCTION })).toThrow(ConfigError);
    expect(() => loadConfig({ ...PRODUCTION })).toThrow(
      /COOKIE_SECURE: must be true in production.*TLS_TERMINATED_BY_PROXY=true/s,
    );
    expect(loadConfig({ ...PRODUCTION, COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
  });

  it('takes TLS ending at a proxy instead of COOKIE_SECURE, and keeps the cookie Secure then', () => {
    const config = loadConfig({ ...PRODUCTION, COOKIE_SECURE: 'false', TLS_TERMINATED_BY_PROXY: 'true' });
    expect(config.COOKIE_SECURE).toBe(true);
  });

  it('never mounts the benchmark baseline endpoints', () => {
    expect(() => loadConfig({ ...PRODUCTION, COOKIE_SECURE: 'true', BENCH_BASELINE: '1' })).toThrow(
      /BENCH_BASELINE: never in production/,
    );
    expect(loadConfig({ NODE_ENV: 'test', SESSION_SECRET: 'x'.repeat(40), BENCH_BASELINE: '1' }).BENCH_BASELINE).toBe(
      true,
    );
  });

  it('asks nothing of cookies from the command-line tools, which serve none', () => {
    expect(loadToolConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://localhost/x' }).NODE_ENV).toBe(
      'production',
    );
  });
});

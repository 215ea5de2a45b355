import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, loadToolConfig } from './config.js';

describe('configuration', () => {
  const dataDirs: string[] = [];
  const newDataDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'config-test-'));
    dataDirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dataDirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('works with no variables set: defaults, and a generated session secret kept in the data folder', () => {
    const dataDir = newDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.PORT).toBe(5000);
    expect(first.DATABASE_URL).toBeUndefined();
    expect(first.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).SESSION_SECRET).toBe(first.SESSION_SECRET);
    expect(fs.statSync(path.join(dataDir, 'session-secret')).mode & 0o077).toBe(0);
  });

  it('takes daily backups of the embedded database only, into an absolute BACKUP_DIR', () => {
    const dataDir = newDataDir();
    expect(loadToolConfig({ DATA_DIR: dataDir, BACKUP_DIR: 'backups' })).toMatchObject({
      BACKUP_DIR: path.resolve('backups'),
      BACKUP_KEEP: 7,
    });
    expect(loadToolConfig({ DATA_DIR: dataDir }).BACKUP_DIR).toBeUndefined();
    expect(() => loadToolConfig({ DATABASE_URL: 'postgres://localhost/x', BACKUP_DIR: '/backups' })).toThrow(
      /BACKUP_DIR: .*pg_dump/,
    );
    expect(() => loadToolConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP/);
  });

  it('reads the check-in schedule: business days, and HOLIDAYS as real ISO dates', () => {
    expect(loadToolConfig({ DATA_DIR: newDataDir() })).toMatchObject({
      CHECKIN_FAMILY_BUSINESS_DAYS: 5,
      CHECKIN_TUTOR_BUSINESS_DAYS: 7,
      LINK_DAYS: 60,
      HOLIDAYS: [],
    });
    expect(loadToolConfig({ HOLIDAYS: ' 2026-12-25, 2027-01-01 ,' }).HOLIDAYS).toEqual(['2026-12-25', '2027-01-01']);
    expect(() => loadToolConfig({ HOLIDAYS: '2026-12-25,2026-02-30' })).toThrow(/HOLIDAYS.*yyyy-mm-dd/);
    expect(() => loadToolConfig({ HOLIDAYS: '12/25/2026' })).toThrow(/HOLIDAYS/);
    expect(() => loadToolConfig({ CHECKIN_TUTOR_BUSINESS_DAYS: '-1' })).toThrow(/CHECKIN_TUTOR_BUSINESS_DAYS/);
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ PHONE_REGION: 'USA' })).toThrow(/PHONE_REGION/);
  });

  it('checks phone numbers for the US unless PHONE_REGION names another country', () => {
    const dataDir = newDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).PHONE_REGION).toBe('US');
    expect(loadConfig({ DATA_DIR: dataDir, PHONE_REGION: ' ca ' }).PHONE_REGION).toBe('CA');
  });

  it('has no fallback secret in production or on PostgreSQL', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'true' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/SESSION_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), BCRYPT_COST: '8' })).toThrow(
      /BCRYPT_COST/,
    );
  });

  // seed, create-staff and bench:explain open the database and never serve a session.
  it('asks the command-line tools for no session secret and makes none', () => {
    const dataDir = newDataDir();
    expect(loadToolConfig({ DATABASE_URL: 'postgres://localhost/x', NODE_ENV: 'production' }).DATABASE_URL).toBe(
      'postgres://localhost/x',
    );
    expect(loadToolConfig({ DATA_DIR: dataDir })).not.toHaveProperty('SESSION_SECRET');
    expect(fs.existsSync(path.join(dataDir, 'session-secret'))).toBe(false);
    expect(() => loadToolConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });
});

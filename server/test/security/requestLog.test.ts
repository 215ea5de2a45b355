import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../src/logger.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { testConfig } from '../testApp.js';
import { createTestDb } from '../testDb.js';

interface LogLine {
  msg: string;
  path?: string;
  status?: number;
}

describe('request log: paths in lower case, nothing typed into a path, a missing asset is a plain 404', () => {
  let server: RunningServer;
  let output = '';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tutoring-request-log-'));

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString();
        done();
      },
    });
    // No daily retention run: its log line would land among the request lines this test reads.
    const config = testConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, RETENTION_CHECK_MINUTES: '0' });
    server = await startServer(config, await createTestDb(), createLogger('debug', sink));
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The logged line of the one request sent. */
  async function logged(url: string): Promise<{ status: number; line: LogLine }> {
    const before = output.length;
    const res = await fetch(`${server.url}${url}`);
    await res.arrayBuffer();
    // The line is written on 'finish', which can land just after the client has the answer.
    for (let i = 0; i < 50 && !output.slice(before).includes('"msg":"request"'); i += 1)
      await new Promise((r) => setTimeout(r, 10));
    const lines = output
      .slice(before)
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as LogLine);
    const line = lines.find((l) => l.msg === 'request');
    if (!line) throw new Error(`no request line for ${url}: ${output.slice(before)}`);
    expect(
      lines.filter((l) => l.msg !== 'request'),
      url,
    ).toEqual([]);
    return { status: res.status, line };
  }

  it('answers a missing built file with 404 and logs no error', async () => {
    const { status, line } = await logged('/assets/index-NoSuchBuild.js');
    expect(status).toBe(404);
    expect(line).toMatchObject({ path: '/assets/index-nosuchbuild.js', status: 404 });
  });

  it('logs pages by their lower-case names, whatever case the link used', async () => {
    expect((await logged('/StudentInfo')).line.path).toBe('/studentinfo');
    expect((await logged('/TutorSubjects/')).line.path).toBe('/tutorsubjects');
    expect((await logged('/')).line.path).toBe('/');
  });

  it('logs any other page path as /…, since it may carry a name or an email', async () => {
    for (const url of ['/Amina-Yusuf', '/records/amina%40example.com', '/match/12345', '/favicon.svg.Amina']) {
      const { line } = await logged(url);
      expect(line.path, url).toBe('/…');
    }
    expect(output.toLowerCase()).not.toContain('amina');
  });

  it('logs API paths as lower-case route patterns, ids replaced', async () => {
    expect((await logged('/API/Config')).line.path).toBe('/api/config');
    expect((await logged('/api/no-such-route/Amina')).line.path).toBe('/api/…');
    expect(output.toLowerCase()).not.toContain('amina');
  });
});

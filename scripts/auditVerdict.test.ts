import { describe, expect, it } from 'vitest';
import { auditVerdict } from './auditVerdict.mjs';

const report = (vulnerabilities: Record<string, object>, counts: Record<string, number>) => ({
  auditReportVersion: 2,
  vulnerabilities,
  metadata: { vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts } },
});

describe('dependency advisory verdict', () => {
  it('fails on a high advisory and names it', () => {
    const verdict = auditVerdict(
      report(
        {
          nodemailer: {
            name: 'nodemailer',
            severity: 'high',
            range: '<=9.0.0',
            via: [{ title: 'addressparser DoS', url: 'https://example.org/a' }],
          },
        },
        { high: 1 },
      ),
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.lines.join('\n')).toContain('high: nodemailer <=9.0.0: addressparser DoS');
  });

  it('fails on a critical advisory reached through another package', () => {
    const verdict = auditVerdict(
      report({ a: { name: 'a', severity: 'critical', range: '*', via: ['b'] } }, { critical: 1 }),
    );
    expect(verdict.ok).toBe(false);
  });

  it('passes with moderate and low advisories only, and counts them', () => {
    const verdict = auditVerdict(
      report({ a: { name: 'a', severity: 'moderate', range: '*', via: [] } }, { moderate: 1, low: 2 }),
    );
    expect(verdict).toEqual({
      ok: true,
      lines: ['Dependency advisories for production dependencies: 0 critical, 0 high, 1 moderate, 2 low.'],
    });
  });

  it('passes, saying the check did not happen, when the service answers with an error or not at all', () => {
    const refused = auditVerdict({ message: '405 Method Not Allowed' });
    expect(refused.ok).toBe(true);
    expect(refused.lines[0]).toMatch(/NOT checked.*405 Method Not Allowed/);
    expect(auditVerdict(undefined, 'spawnSync npm ETIMEDOUT').lines[0]).toMatch(/NOT checked.*ETIMEDOUT/);
  });
});

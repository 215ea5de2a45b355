import { describe, expect, it } from 'vitest';
import { emailStatusText } from './emailStatus';

const at = '2026-11-25T21:48:00.000Z';
const shown = (iso: string) => new Date(iso).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' });

describe("a match email's state on /records", () => {
  it('says queued, with the failed tries once there are some', () => {
    expect(emailStatusText({ status: 'queued', sent_at: null, failed_at: null, attempts: 0 })).toBe('Queued');
    expect(emailStatusText({ status: 'queued', sent_at: null, failed_at: null, attempts: 1 })).toBe(
      'Queued, 1 failed try so far',
    );
    expect(emailStatusText({ status: 'queued', sent_at: null, failed_at: null, attempts: 3 })).toBe(
      'Queued, 3 failed tries so far',
    );
  });

  it('says when it was sent, or when it failed for good', () => {
    expect(emailStatusText({ status: 'sent', sent_at: at, failed_at: null, attempts: 0 })).toBe(`Sent ${shown(at)}`);
    expect(emailStatusText({ status: 'failed', sent_at: null, failed_at: at, attempts: 10 })).toBe(
      `Failed ${shown(at)}`,
    );
  });
});

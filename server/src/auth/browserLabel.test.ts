import { describe, expect, it } from 'vitest';
import { browserLabel } from './browserLabel.js';

describe('browserLabel', () => {
  it('names the browser and its system', () => {
    expect(
      browserLabel(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari on iOS');
  });

  it('keeps the first 60 characters of a header it cannot read, and gives null for none', () => {
    const odd = `curl-like-tool/${'9'.repeat(100)}`;
    expect(browserLabel(odd)).toBe(odd.slice(0, 60));
    expect(browserLabel(undefined)).toBeNull();
    expect(browserLabel('   ')).toBeNull();
  });
});

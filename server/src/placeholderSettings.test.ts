import { describe, expect, it } from 'vitest';
import { loadToolConfig } from './config.js';
import { placeholderSettings, placeholderWarning } from './placeholderSettings.js';

describe('placeholder settings', () => {
  it('names every public setting left at its example.org default, and none once they are set', () => {
    expect(placeholderSettings(loadToolConfig({}))).toEqual([
      'ORG_WEBSITE',
      'SUPPORT_EMAIL',
      'MAIL_FROM',
      'TUTOR_GUIDE_URL',
      'TUTOR_TRAINING_URL',
      'TUTEE_GUIDE_URL',
    ]);
    const own = loadToolConfig({
      ORG_WEBSITE: 'https://riverside-tutors.net',
      SUPPORT_EMAIL: 'help@riverside-tutors.net',
      MAIL_FROM: 'Riverside Tutors <no-reply@riverside-tutors.net>',
      TUTOR_GUIDE_URL: 'https://riverside-tutors.net/tutor-guide',
      TUTOR_TRAINING_URL: 'https://riverside-tutors.net/training',
      // A domain that only ends like the placeholder is the organisation's own.
      TUTEE_GUIDE_URL: 'https://docs.myexample.org/tutee-guide',
    });
    expect(placeholderSettings(own)).toEqual([]);
  });

  it('warns in one line, and says nothing when there is nothing to fix', () => {
    expect(placeholderWarning(['SUPPORT_EMAIL'])).toBe(
      'Warning: SUPPORT_EMAIL still names the placeholder example.org, which families see on the forms and in every email. Set your own in .env (see .env.example).\n',
    );
    expect(placeholderWarning([])).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { loadToolConfig } from './config.js';
import { placeholdersOf, placeholderWarning } from './placeholderSettings.js';
import { settingsDefaults } from './settings/repo.js';

describe('placeholder settings', () => {
  it('names every setting left at its example.org default, and none once they are set', () => {
    const fresh = loadToolConfig({});
    expect(placeholdersOf(settingsDefaults(fresh), fresh)).toEqual({
      settings: ['orgWebsite', 'supportEmail', 'tutorGuideUrl', 'tutorTrainingUrl', 'tuteeGuideUrl'],
      env: ['MAIL_FROM'],
    });
    const own = {
      ...settingsDefaults(fresh),
      orgWebsite: 'https://riverside-tutors.net',
      supportEmail: 'help@riverside-tutors.net',
      tutorGuideUrl: 'https://riverside-tutors.net/tutor-guide',
      tutorTrainingUrl: 'https://riverside-tutors.net/training',
      // A domain that only ends like the placeholder is the organisation's own.
      tuteeGuideUrl: 'https://docs.myexample.org/tutee-guide',
    };
    expect(placeholdersOf(own, { MAIL_FROM: 'Riverside Tutors <no-reply@riverside-tutors.net>' })).toEqual({
      settings: [],
      env: [],
    });
  });

  it('warns in a line per place to fix, and says nothing when there is nothing to fix', () => {
    expect(placeholderWarning({ settings: ['supportEmail'], env: [] })).toBe(
      'Warning: the setting supportEmail still names the placeholder example.org, which families see on the forms and in every email. An admin sets them on the Settings page (/settings).\n',
    );
    expect(placeholderWarning({ settings: ['orgWebsite', 'supportEmail'], env: ['MAIL_FROM'] })).toBe(
      'Warning: the settings orgWebsite, supportEmail still name the placeholder example.org, which families see on the forms and in every email. An admin sets them on the Settings page (/settings).\n' +
        'Warning: MAIL_FROM still names the placeholder example.org, which families see in every email. Set your own in .env (see .env.example).\n',
    );
    expect(placeholderWarning({ settings: [], env: [] })).toBe('');
  });
});

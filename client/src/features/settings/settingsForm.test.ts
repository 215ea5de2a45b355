import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES as M, type OrganisationSettings } from '@tutoring/common';
import { draftOf, parseDraft, serverFieldErrors } from './settingsForm';

const SETTINGS: OrganisationSettings = {
  orgName: 'Riverside Tutors',
  orgWebsite: 'https://riverside-tutors.net',
  supportEmail: 'help@riverside-tutors.net',
  tutorGuideUrl: 'https://riverside-tutors.net/tutor-guide',
  tutorTrainingUrl: 'https://riverside-tutors.net/training',
  tuteeGuideUrl: 'https://riverside-tutors.net/family-guide',
  schools: ['Riverside Academy', 'Hilltop School'],
  recordYears: [2026, 2025],
};

describe('the Settings form', () => {
  it('shows the schools one per line and the years separated by commas, and reads them back', () => {
    const draft = draftOf(SETTINGS);
    expect(draft.schools).toBe('Riverside Academy\nHilltop School');
    expect(draft.recordYears).toBe('2026, 2025');
    expect(parseDraft(draft)).toEqual({ settings: SETTINGS });
    // Blank lines and spaces around names, and years separated by spaces, are read as meant.
    expect(
      parseDraft({ ...draft, schools: '  Riverside Academy \n\n Hilltop School\n', recordYears: '2026 2025' }),
    ).toEqual({ settings: SETTINGS });
  });

  it('names the first problem of each field by the rules the server applies', () => {
    const draft = draftOf(SETTINGS);
    expect(
      parseDraft({ ...draft, orgWebsite: 'riverside', schools: 'Hilltop School\nx', recordYears: '2026, next year' }),
    ).toEqual({ fieldErrors: { orgWebsite: M.url, schools: M.school, recordYears: M.recordYear } });
    expect(serverFieldErrors({ 'schools.1': [M.school], supportEmail: [M.supportEmail], other: ['?'] })).toEqual({
      schools: M.school,
      supportEmail: M.supportEmail,
    });
  });
});

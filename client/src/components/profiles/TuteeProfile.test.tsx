import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { tuteeRecord } from '../../test/tuteeRecord';
import { TuteeProfile } from './TuteeProfile';

const tutee = tuteeRecord({
  id: 7,
  tutee_firstname: 'Asha',
  tutee_lastname: 'Noor',
  tutee_pronouns: 'she/her',
  tutee_reference: 'T-7K3M9QXA',
  tutee_last_confirmed_at: null,
  email_guardian: 'family@example.com',
  email_student: '',
  tutee_phone: '+15855550100',
  tutee_grade: '7th',
  tutee_school: 'East High',
  tutee_availability: ['thu_evening', 'tue_evening', 'sat_morning'],
  tutee_language_somali: true,
  tutee_language_other: 'Oromo',
  preferred_language: 'so',
  subject_1: 'hist_us',
  subject_2: 'ap_bio',
  subject_3: 'lang_spanish',
  tutee_subject_details: 'Essays about the Civil War.',
  tutee_misc_info: '',
});

/** The profile's facts as label and value, in the order shown. */
function facts(section: HTMLElement): [string, string][] {
  return within(section)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

/** Renders the profile and answers the section under the heading. */
async function sectionOf(heading: string): Promise<HTMLElement> {
  await renderWithProviders(<TuteeProfile tutee={tutee} />);
  return screen.getByRole('heading', { name: heading }).closest('section')!;
}

describe('a tutee profile (the staff lists and the records)', () => {
  it('shows every answered fact in staff words, leaves out the empty ones, and links the address', async () => {
    const general = await sectionOf('Tutee General Information');
    expect(facts(general)).toEqual([
      ['Name', 'Asha Noor (she/her)'],
      ['Reference', 'T-7K3M9QXA'],
      ['Parent/Guardian Email', 'family@example.com'],
      ['Phone', '+15855550100'],
      ['Grade', '7th'],
      ['School', 'East High'],
      // Grouped by time of day, morning first.
      ['Free to meet', 'Sat morning, Tue and Thu evenings'],
      ['Language Preference', 'SomaliOromo'],
      // Staff read language names in their own language.
      ['Form language', 'Somali'],
    ]);
    expect(within(general).getByRole('link', { name: 'family@example.com' }).getAttribute('href')).toBe(
      'mailto:family@example.com',
    );
  });

  it('shows the three choices in order, the needs as a quote, and no Additional section when nothing was added', async () => {
    const subjects = await sectionOf('Tutee Subject Preference');
    expect(facts(subjects)).toEqual([
      // Special subjects carry a marker with a text alternative.
      ['1st Choice', 'U.S. HistorySpecial subject: U.S. History'],
      ['2nd Choice', 'AP/Honors BiologySpecial subject: AP/Honors Biology'],
      ['3rd Choice', 'SpanishSpecial subject: Spanish'],
    ]);
    expect(within(subjects).getByText('Essays about the Civil War.').tagName).toBe('BLOCKQUOTE');
    expect(screen.queryByRole('heading', { name: 'Additional Information' })).toBeNull();
  });

  it('leaves out "Free to meet" when the family did not answer it', async () => {
    await renderWithProviders(<TuteeProfile tutee={{ ...tutee, tutee_availability: [] }} />);
    expect(screen.queryByText('Free to meet')).toBeNull();
  });
});

import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_STUDENT_DRAFT, EMPTY_TUTOR_DRAFT } from '@tutoring/common';
import { renderWithProviders } from '../../test/renderWithProviders';
import HomePage from './HomePage';

/** A draft as a wizard left it on this device the day before. */
function storeDraft(key: string, value: object) {
  localStorage.setItem(key, JSON.stringify({ savedAt: Date.now() - 60_000, value }));
}

describe('the home page', () => {
  it('starts over: a half-finished application, its terms and its copy on the device are gone', async () => {
    storeDraft('studentWizard', {
      draft: { ...EMPTY_STUDENT_DRAFT, info: { ...EMPTY_STUDENT_DRAFT.info, firstName: 'Amina' } },
      termsAccepted: true,
    });
    storeDraft('tutorWizard', {
      draft: { ...EMPTY_TUTOR_DRAFT, info: { ...EMPTY_TUTOR_DRAFT.info, firstName: 'Jonah' } },
    });

    const { store } = await renderWithProviders(<HomePage />, { path: '/home' });
    const { studentWizard, tutorWizard } = store.getState();
    expect(studentWizard.draft).toEqual(EMPTY_STUDENT_DRAFT);
    expect(studentWizard.termsAccepted).toBe(false);
    expect(tutorWizard.draft).toEqual(EMPTY_TUTOR_DRAFT);
    await waitFor(() => expect(localStorage.getItem('studentWizard') ?? '').not.toContain('Amina'));
    expect(localStorage.getItem('tutorWizard') ?? '').not.toContain('Jonah');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { doNotPairEntrySchema, tutorRecordSchema, type TutorRecord } from '@tutoring/common';
import { named } from '../../test/accessibleName';
import { answer, listHeaders, refusal } from '../../test/answers';
import { answerWith, requestsSent, serveApi } from '../../test/apiServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { card, names, panel } from '../../test/staffListCards';
import { tutorFlags } from '../../test/recordFlags';
import { tutorRecord } from '../../test/tutorRecord';
import TutorsPage from './TutorsPage';

const CARLA = tutorRecord({
  id: 21,
  tutor_first_name: 'Carla',
  tutor_last_name: 'Diaz',
  tutor_grade: 'College',
  tutor_email: 'carla@school.example.org',
  tutor_language_other: 'Quechua',
  ...tutorFlags({ languages: ['spanish'], grades: ['mentor_prek_kindergarten'], subjects: ['sci_chem'] }),
});
const DEV = tutorRecord({
  id: 22,
  tutor_first_name: 'Dev',
  tutor_last_name: 'Patel',
  tutor_submission_timestamp: '2026-01-03T08:00:00.000Z',
  tutor_paused_at: '2026-02-01T08:00:00.000Z',
  tutor_paused_reason: 'answered_no',
});
const EVE = tutorRecord({ id: 23, tutor_first_name: 'Eve', tutor_last_name: 'Stone', active_tutor: false });

/** GET /api/tutors/{list} answering these tutors. */
const tutorsAnswer = (list: 'active' | 'deactive', rows: TutorRecord[]) =>
  http.get(`/api/tutors/${list}`, () => answer(tutorRecordSchema.array(), rows, { headers: listHeaders(rows.length) }));

serveApi(
  tutorsAnswer('active', [CARLA, DEV]),
  tutorsAnswer('deactive', [EVE]),
  http.get('/api/tutors/:id/do-not-pair', () => answer(doNotPairEntrySchema.array(), [])),
);

const listQueries = async (list: 'active' | 'deactive') => requestsSent('GET', `/api/tutors/${list}`);

async function openTutors() {
  await renderWithProviders(<TutorsPage />, { path: '/tutors' });
  await within(panel()).findByText('2 pending tutors');
}

/** Opens a tutor's card on its profile and capacity. */
async function expand(name: string) {
  fireEvent.click(within(panel()).getByRole('button', { name, expanded: false }));
  return within(card(name)!).findByLabelText('Places for tutees');
}

describe('the Tutors page', () => {
  it('lists the pending tutors with their date, grade and flags, without Match', async () => {
    await openTutors();
    expect(screen.getByRole('heading', { level: 1, name: 'Tutors' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pending Tutors', 'Deactivated Tutors']);
    expect(names()).toEqual(['Carla Diaz', 'Dev Patel']);
    const carla = card('Carla Diaz')!;
    expect(within(carla).getByText('01.02.2026')).toBeTruthy();
    expect(within(carla).getByText('College')).toBeTruthy();
    expect(within(carla).getByRole('img', { name: 'Special subject: Chemistry' })).toBeTruthy();
    expect(within(carla).getByRole('img', { name: 'Languages: Spanish, Quechua' })).toBeTruthy();
    expect(within(card('Dev Patel')!).getByText('Paused')).toBeTruthy();
    expect(within(panel()).getByRole('button', { name: named('Deactivate Carla Diaz') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Match/ })).toBeNull();
  });

  it('a card opens on the profile, the capacity and the do-not-pair list', async () => {
    await openTutors();
    await expand('Carla Diaz');
    const carla = card('Carla Diaz')!;
    for (const heading of ['Tutor General Information', 'Tutor Subject & Grade Preference']) {
      expect(within(carla).getByRole('heading', { name: heading })).toBeTruthy();
    }
    expect(within(carla).getByText('carla@school.example.org')).toBeTruthy();
    expect(await within(carla).findByText('No one.')).toBeTruthy();
    expect((await requestsSent('GET', '/api/tutors/21/do-not-pair')).length).toBe(1);
  });

  it('Save places sends the new capacity and reads both lists again', async () => {
    answerWith(http.put('/api/tutors/21/capacity', () => answer(tutorRecordSchema, { ...CARLA, tutor_capacity: 2 })));
    await openTutors();
    const places = await expand('Carla Diaz');
    const save = within(card('Carla Diaz')!).getByRole<HTMLButtonElement>('button', { name: 'Save places' });
    expect(save.disabled).toBe(true);
    fireEvent.change(places, { target: { value: '2' } });
    fireEvent.click(save);
    await waitFor(async () => expect(await listQueries('deactive')).toHaveLength(2));
    expect((await requestsSent('PUT', '/api/tutors/21/capacity')).map((request) => request.body)).toEqual([
      { capacity: 2 },
    ]);
    expect(await listQueries('active')).toHaveLength(2);
  });

  it('a refused capacity shows the server’s reason on the card', async () => {
    const reason = 'This tutor has 1 current match, so the capacity cannot be lower than 1. End a match first.';
    answerWith(http.put('/api/tutors/21/capacity', () => refusal(409, reason)));
    await openTutors();
    fireEvent.change(await expand('Carla Diaz'), { target: { value: '0' } });
    fireEvent.click(within(card('Carla Diaz')!).getByRole('button', { name: 'Save places' }));
    expect((await within(card('Carla Diaz')!).findByRole('alert')).textContent).toBe(reason);
  });

  it('a paused tutor says since when and why, and Resume asks the server', async () => {
    answerWith(
      http.post('/api/tutors/22/resume', () =>
        answer(tutorRecordSchema, { ...DEV, tutor_paused_at: null, tutor_paused_reason: null }),
      ),
    );
    await openTutors();
    await expand('Dev Patel');
    const dev = card('Dev Patel')!;
    expect(
      within(dev).getByText(
        'Paused since 02.01.2026: offered to no tutee until resumed. The tutor said they are not available.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dev).getByRole('button', { name: 'Resume' }));
    await waitFor(async () => expect(await requestsSent('POST', '/api/tutors/22/resume')).toHaveLength(1));
    await waitFor(async () => expect(await listQueries('active')).toHaveLength(2));
  });

  it('Deactivate and Activate send the tutor’s id; a confirmed address is activated without asking', async () => {
    answerWith(
      http.put('/api/tutors/changeStatus', async ({ request }) => {
        const { id } = (await request.json()) as { id: number };
        const tutor = [CARLA, DEV, EVE].find((candidate) => candidate.id === id)!;
        return answer(tutorRecordSchema, { ...tutor, active_tutor: !tutor.active_tutor });
      }),
    );
    await openTutors();
    answerWith(tutorsAnswer('active', [CARLA]), tutorsAnswer('deactive', [EVE, { ...DEV, active_tutor: false }]));
    fireEvent.click(within(panel()).getByRole('button', { name: named('Deactivate Dev Patel') }));
    expect(await within(panel()).findByText('1 pending tutor')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Deactivated Tutors' }));
    expect(await within(panel()).findByText('2 deactivated tutors')).toBeTruthy();
    fireEvent.click(within(panel()).getByRole('button', { name: named('Activate Eve Stone') }));
    await waitFor(async () =>
      expect((await requestsSent('PUT', '/api/tutors/changeStatus')).map((request) => request.body)).toEqual([
        { id: 22 },
        { id: 23 },
      ]),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says when the lists are empty, and when a search finds nobody', async () => {
    answerWith(tutorsAnswer('active', []), tutorsAnswer('deactive', []));
    await renderWithProviders(<TutorsPage />, { path: '/tutors' });
    expect(await within(panel()).findByText('There are no pending tutors.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name, email or school' }), {
      target: { value: 'mayo' },
    });
    expect(await within(panel()).findByText('No pending tutor matches your search.')).toBeTruthy();
    expect(within(panel()).getByText('0 pending tutors matching “mayo”')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Deactivated Tutors' }));
    expect(within(panel()).getByText('No deactivated tutor matches your search.')).toBeTruthy();
    expect((await listQueries('deactive')).at(-1)?.query).toEqual({ limit: '50', offset: '0', q: 'mayo' });
  });

  it('says the list could not be loaded, and Retry asks again', async () => {
    answerWith(http.get('/api/tutors/active', () => HttpResponse.error()));
    await renderWithProviders(<TutorsPage />, { path: '/tutors' });
    expect((await within(panel()).findByRole('alert')).textContent).toBe(
      'The tutors could not be loaded. Check your connection and try again.Retry',
    );
    answerWith(tutorsAnswer('active', [CARLA, DEV]));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByText('2 pending tutors')).toBeTruthy();
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });
});

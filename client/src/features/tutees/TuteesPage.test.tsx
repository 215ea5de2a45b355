import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { candidateGroupsSchema, tuteeListRecordSchema, type TuteeListRecord } from '@tutoring/common';
import { answer, listHeaders, refusal } from '../../test/answers';
import { named } from '../../test/accessibleName';
import { answerWith, requestsSent, serveApi } from '../../test/apiServer';
import { renderWithProviders } from '../../test/renderWithProviders';
import { card, names, panel } from '../../test/staffListCards';
import { tuteeListRecord } from '../../test/tuteeListRecord';
import TuteesPage from './TuteesPage';

const LOAD_FAILED = 'The tutees could not be loaded. Check your connection and try again.';

const CY = tuteeListRecord({
  id: 1,
  tutee_firstname: 'Cy',
  tutee_lastname: 'Family',
  tutee_grade: '11th',
  subject_1: 'ap_psyc',
  subject_2: 'ap_stats',
  subject_3: 'sat_prep',
  days_waiting: 12,
  best_group: null,
  candidate_count: 0,
});
const ASHA = tuteeListRecord({
  id: 2,
  tutee_firstname: 'Asha',
  tutee_lastname: 'Family',
  language_names: ['Somali'],
  tutee_language_somali: true,
  days_waiting: 1,
  best_group: 'A',
  candidate_count: 1,
});
const BEN = tuteeListRecord({
  id: 3,
  tutee_firstname: 'Ben',
  tutee_lastname: 'Ito',
  active_tutee: false,
  tutee_email_unconfirmed: true,
  tutee_email_confirmed_at: null,
  candidate_count: null,
  best_group: null,
});

/** GET /api/tutees/{list} answering these rows, with this total. */
const tuteesAnswer = (list: 'active' | 'deactive', rows: TuteeListRecord[], total = rows.length) =>
  http.get(`/api/tutees/${list}`, () => answer(tuteeListRecordSchema.array(), rows, { headers: listHeaders(total) }));
const statusChanged = (record: TuteeListRecord) =>
  http.put('/api/tutees/changeStatus', () =>
    answer(tuteeListRecordSchema, { ...record, active_tutee: !record.active_tutee }),
  );

serveApi(tuteesAnswer('active', [CY, ASHA]), tuteesAnswer('deactive', [BEN]));

/** The query of each list request, in order. */
const queries = async (list: 'active' | 'deactive') =>
  (await requestsSent('GET', `/api/tutees/${list}`)).map((request) => request.query);

async function openTutees(path = '/admin') {
  const rendered = await renderWithProviders(<TuteesPage />, { path });
  await within(panel()).findByText('2 pending tutees');
  return rendered;
}

describe('the Tutees page', () => {
  it('lists the pending tutees with their wait, subjects, languages and best group', async () => {
    await openTutees();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pending Tutees', 'Deactivated Tutees']);
    expect(names()).toEqual(['Cy Family', 'Asha Family']);
    const asha = card('Asha Family');
    expect(within(asha!).getByText('1 day')).toBeTruthy();
    expect(within(asha!).getByText('Group A')).toBeTruthy();
    expect(within(asha!).getByText('1 candidate')).toBeTruthy();
    expect(within(asha!).getByRole('img', { name: 'Language: Somali' })).toBeTruthy();
    const cy = card('Cy Family');
    expect(within(cy!).getByText('12 days')).toBeTruthy();
    expect(within(cy!).getByText('None')).toBeTruthy();
    expect(within(cy!).getByText('no candidate')).toBeTruthy();
    expect(
      within(cy!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['AP/Honors Psychology', 'AP/Honors Statistics', 'SAT Prep']);
    expect(within(cy!).getByRole('button', { name: named('Match Cy Family') })).toBeTruthy();
    expect(within(cy!).getByRole('button', { name: named('Deactivate Cy Family') })).toBeTruthy();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(await queries('active')).toEqual([{ limit: '50', offset: '0' }]);
    expect(await queries('deactive')).toEqual([{ limit: '50', offset: '0' }]);
  });

  it('the Deactivated tab lists the others, with Activate and no Match', async () => {
    await openTutees();
    fireEvent.click(screen.getByRole('tab', { name: 'Deactivated Tutees' }));
    expect(within(panel()).getByText('1 deactivated tutee')).toBeTruthy();
    expect(names()).toEqual(['Ben Ito']);
    expect(within(panel()).getByRole('button', { name: named('Activate Ben Ito') })).toBeTruthy();
    expect(within(panel()).queryByRole('button', { name: /^Match/ })).toBeNull();
  });

  it('says when a list is empty', async () => {
    answerWith(tuteesAnswer('active', []), tuteesAnswer('deactive', []));
    await renderWithProviders(<TuteesPage />, { path: '/admin' });
    expect(await within(panel()).findByText('There are no pending tutees.')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Deactivated Tutees' }));
    expect(within(panel()).getByText('There are no deactivated tutees.')).toBeTruthy();
  });

  it('sorts and filters the Pending list on the server, which answers the rows shown', async () => {
    await openTutees();
    answerWith(tuteesAnswer('active', [ASHA, CY]));
    fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'best_group' } });
    await waitFor(() => expect(names()).toEqual(['Asha Family', 'Cy Family']));

    answerWith(tuteesAnswer('active', [CY]));
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'none' } });
    await waitFor(() => expect(names()).toEqual(['Cy Family']));
    expect(within(panel()).getByText('1 pending tutee')).toBeTruthy();
    // The Deactivated list is reloaded too, without the Pending list's order and filter.
    expect(await queries('active')).toEqual([
      { limit: '50', offset: '0' },
      { limit: '50', offset: '0', sort: 'best_group' },
      { limit: '50', offset: '0', sort: 'best_group', candidates: 'none' },
    ]);
    expect(await queries('deactive')).toEqual([
      { limit: '50', offset: '0' },
      { limit: '50', offset: '0' },
      { limit: '50', offset: '0' },
    ]);
  });

  it('searches both lists and the unconfirmed filter narrows them, saying when nothing matches', async () => {
    await openTutees();
    answerWith(tuteesAnswer('active', [ASHA]));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name, email or school' }), {
      target: { value: 'somali' },
    });
    expect(await within(panel()).findByText('1 pending tutee matching “somali”')).toBeTruthy();
    expect(names()).toEqual(['Asha Family']);

    answerWith(tuteesAnswer('active', []));
    fireEvent.click(screen.getByLabelText('Only applications whose email is not confirmed'));
    expect(await within(panel()).findByText('No pending tutee matches your search.')).toBeTruthy();
    expect((await queries('active')).slice(1)).toEqual([
      { limit: '50', offset: '0', q: 'somali' },
      { limit: '50', offset: '0', q: 'somali', unconfirmed: 'true' },
    ]);
    expect((await queries('deactive')).at(-1)).toEqual({ limit: '50', offset: '0', q: 'somali', unconfirmed: 'true' });
  });

  it('opens on the first subject and grade an overview link names, and shows every tutee again on request', async () => {
    await renderWithProviders(<TuteesPage />, { path: '/admin?subject=K5_Math&grade=7th' });
    expect(await screen.findByText('First choice K-5 Math, grade 7th')).toBeTruthy();
    await within(panel()).findByText('2 pending tutees');
    fireEvent.click(screen.getByRole('button', { name: 'Show every subject and grade' }));
    await waitFor(() => expect(screen.queryByText('First choice K-5 Math, grade 7th')).toBeNull());
    // The list is loaded filtered at once, never first in full.
    expect(await queries('active')).toEqual([
      { limit: '50', offset: '0', subject: 'K5_Math', grade: '7th' },
      { limit: '50', offset: '0' },
    ]);
  });

  it('Deactivate sends the tutee’s id and both lists are read again', async () => {
    answerWith(statusChanged(CY));
    await openTutees();
    answerWith(tuteesAnswer('active', [ASHA]), tuteesAnswer('deactive', [BEN, { ...CY, active_tutee: false }]));
    fireEvent.click(screen.getByRole('button', { name: named('Deactivate Cy Family') }));
    expect(await within(panel()).findByText('1 pending tutee')).toBeTruthy();
    expect(names()).toEqual(['Asha Family']);
    expect((await requestsSent('PUT', '/api/tutees/changeStatus')).map((request) => request.body)).toEqual([{ id: 1 }]);
    await waitFor(async () => expect(await queries('deactive')).toHaveLength(2));
  });

  it('a refused status change says so above the lists and leaves the tutee where it was', async () => {
    answerWith(http.put('/api/tutees/changeStatus', () => new HttpResponse(null, { status: 500 })));
    await openTutees();
    fireEvent.click(screen.getByRole('button', { name: named('Deactivate Cy Family') }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The status of Cy Family could not be changed. Please try again.',
    );
    expect(names()).toEqual(['Cy Family', 'Asha Family']);
  });

  it('Activate asks first when the email address is not confirmed, and Cancel changes nothing', async () => {
    answerWith(statusChanged(BEN));
    await openTutees();
    fireEvent.click(screen.getByRole('tab', { name: 'Deactivated Tutees' }));
    fireEvent.click(within(panel()).getByRole('button', { name: named('Activate Ben Ito') }));
    let dialog = await screen.findByRole('dialog', { name: 'Activate Ben Ito?' });
    expect(
      within(dialog).getByText(
        'This email address has not been confirmed. Activate only if you have confirmed it another way, for example by phone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await requestsSent('PUT', '/api/tutees/changeStatus')).toEqual([]);

    fireEvent.click(within(panel()).getByRole('button', { name: named('Activate Ben Ito') }));
    dialog = await screen.findByRole('dialog', { name: 'Activate Ben Ito?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Activate' }));
    await waitFor(async () =>
      expect((await requestsSent('PUT', '/api/tutees/changeStatus')).map((request) => request.body)).toEqual([
        { id: 3 },
      ]),
    );
  });

  it('Match takes the tutee to the match page, which asks for its candidates', async () => {
    answerWith(http.get('/api/matches/groups', () => answer(candidateGroupsSchema, { A: [], B: [], C: [], D: [] })));
    await renderWithProviders(
      <Routes>
        <Route path="/admin" element={<TuteesPage />} />
        <Route path="/match" element={<p>The match page</p>} />
      </Routes>,
      { path: '/admin' },
    );
    fireEvent.click(await screen.findByRole('button', { name: named('Match Asha Family') }));
    expect(await screen.findByText('The match page')).toBeTruthy();
    await waitFor(async () =>
      expect((await requestsSent('GET', '/api/matches/groups')).map((request) => request.query)).toEqual([
        { subject1: 'math_alg2', subject2: 'sci_chem', subject3: 'hist_us', grade: '7th', tuteeId: '2' },
      ]),
    );
  });

  it('pages long lists: Load more asks for the rows after those shown', async () => {
    const page = Array.from({ length: 50 }, (_, index) =>
      tuteeListRecord({ id: 100 + index, tutee_firstname: 'Zed', tutee_lastname: `Number${index + 1}` }),
    );
    answerWith(tuteesAnswer('active', page, 52));
    await renderWithProviders(<TuteesPage />, { path: '/admin' });
    expect(await within(panel()).findByText('52 pending tutees')).toBeTruthy();
    expect(names()).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 52')).toBeTruthy();

    answerWith(tuteesAnswer('active', [CY, ASHA], 52));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 52 of 52')).toBeTruthy();
    expect(names().at(-1)).toBe('Asha Family');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect((await queries('active')).at(-1)).toEqual({ limit: '50', offset: '50' });
  });

  it('a capped count reads as its cap and a plus', async () => {
    const page = Array.from({ length: 50 }, (_, index) => tuteeListRecord({ id: 100 + index }));
    answerWith(
      http.get('/api/tutees/active', () =>
        answer(tuteeListRecordSchema.array(), page, { headers: listHeaders(51, true) }),
      ),
    );
    await renderWithProviders(<TuteesPage />, { path: '/admin' });
    expect(await within(panel()).findByText('51+ pending tutees')).toBeTruthy();
    expect(screen.getByText('Showing 50 of 51+')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  // A lost connection: the page says so in the list's place, and Retry asks again.
  it('says the list could not be loaded, and Retry asks again', async () => {
    answerWith(http.get('/api/tutees/active', () => HttpResponse.error()));
    await renderWithProviders(<TuteesPage />, { path: '/admin' });
    expect((await within(panel()).findByRole('alert')).textContent).toBe(`${LOAD_FAILED}Retry`);
    expect(within(panel()).queryByText(/pending tutees/)).toBeNull();

    fireEvent.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect((await within(panel()).findByRole('alert')).textContent).toBe(`${LOAD_FAILED}Retry`);
    expect(await queries('active')).toHaveLength(2);

    answerWith(tuteesAnswer('active', [CY, ASHA]));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Retry' }));
    expect(await within(panel()).findByText('2 pending tutees')).toBeTruthy();
    expect(within(panel()).queryByRole('alert')).toBeNull();
  });

  it('a server’s own reason replaces the connection message', async () => {
    answerWith(http.get('/api/tutees/active', () => refusal(403, 'Only coordinators may see the tutees.')));
    await renderWithProviders(<TuteesPage />, { path: '/admin' });
    expect((await within(panel()).findByRole('alert')).textContent).toBe('Only coordinators may see the tutees.Retry');
  });
});

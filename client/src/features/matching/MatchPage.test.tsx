import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  candidateGroupsSchema,
  MATCH_CANDIDATE_LIMIT,
  matchListItemSchema,
  matchRecordSchema,
  tuteeListRecordSchema,
  tuteeRecordSchema,
  tutorRecordSchema,
  type CandidateGroups,
  type TuteeListRecord,
} from '@tutoring/common';
import { answer, listHeaders, refusal } from '../../test/answers';
import { answerWith, requestsSent, serveApi } from '../../test/apiServer';
import { candidateRow } from '../../test/candidateRow';
import { matchRecord } from '../../test/matchRecord';
import { renderWithProviders } from '../../test/renderWithProviders';
import { tuteeListRecord } from '../../test/tuteeListRecord';
import { tuteeRecord } from '../../test/tuteeRecord';
import { tutorRecord } from '../../test/tutorRecord';
import MatchPage from './MatchPage';

const AMINA = tuteeRecord({ tutee_language_somali: true });
const DANA = candidateRow({ id: 21, tutor_first_name: 'Dana', tutor_last_name: 'Avery' });
const OMAR = candidateRow({ id: 22, tutor_first_name: 'Omar', tutor_last_name: 'Abdi', languages: ['somali'] });
const BEA = candidateRow({ id: 23, tutor_first_name: 'Bea', tutor_last_name: 'Brooks' });
const DEE = candidateRow({ id: 24, tutor_first_name: 'Dee', tutor_last_name: 'Diaz', languages: ['spanish'] });
const GROUPS: CandidateGroups = { A: [OMAR, DANA], B: [BEA], C: [], D: [DEE] };
const CONFLICT = 'This tutor is at capacity and cannot take another tutee now.';

const groupsAnswer = (groups: CandidateGroups) =>
  http.get('/api/matches/groups', () => answer(candidateGroupsSchema, groups));
/** GET /api/tutees/active: the waiting tutees the page goes on to. */
const waitingAnswer = (tutees: TuteeListRecord[]) =>
  http.get('/api/tutees/active', () =>
    answer(tuteeListRecordSchema.array(), tutees, { headers: listHeaders(tutees.length) }),
  );

serveApi(
  http.get('/api/matches/tutee/11', () => answer(tuteeRecordSchema, AMINA)),
  groupsAnswer(GROUPS),
  http.get('/api/tutors/21', () => answer(tutorRecordSchema, tutorRecord())),
  // Dana's one place is taken by the match.
  http.post('/api/matches', () =>
    answer(
      matchRecordSchema,
      matchRecord({ tutee_id: 11, tutor_id: 21, tutor_capacity: 1, tutor_current_matches: 1 }),
      {
        status: 201,
      },
    ),
  ),
  http.put('/api/matches/matchStatus', () => new HttpResponse(null, { status: 204 })),
  http.get('/api/matches', () => answer(matchListItemSchema.array(), [], { headers: listHeaders(0) })),
  waitingAnswer([]),
);

/** The tutor names each group shows, once every card is there. */
function groupNames(): Record<string, (string | null)[]> {
  return Object.fromEntries(
    ['A', 'B', 'C', 'D'].map((group) => [
      group,
      within(screen.getByRole('region', { name: new RegExp(`^Group ${group}`) }))
        .queryAllByRole('button', { expanded: false })
        .map((button) => button.textContent),
    ]),
  );
}

async function openMatchPage() {
  await renderWithProviders(<MatchPage />, { path: '/match?tutee=11' });
  await screen.findByRole('button', { name: 'Complete Match with Dee Diaz' });
}

async function openDialogWithDana() {
  await openMatchPage();
  fireEvent.click(screen.getByRole('button', { name: 'Complete Match with Dana Avery' }));
  const dialog = await screen.findByRole('dialog', { name: 'Match Confirmation' });
  await within(dialog).findByRole('tab', { name: 'Email to Tutor' });
  return dialog;
}

describe('the match page', () => {
  it('reads the tutee named in the address and shows its candidates by group, each saying why', async () => {
    await openMatchPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Match Tutee' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Amina Hassan' })).toBeTruthy();
    expect(groupNames()).toEqual({ A: ['Omar Abdi', 'Dana Avery'], B: ['Bea Brooks'], C: [], D: ['Dee Diaz'] });
    expect(screen.getByText('No available tutors in Group C.')).toBeTruthy();
    const groupA = screen.getByRole('region', { name: /^Group A/ });
    expect(within(groupA).getByText(/Teaches all three subjects · Speaks Somali · /)).toBeTruthy();
    expect(await requestsSent('GET', '/api/matches/tutee/11')).toHaveLength(1);
    expect((await requestsSent('GET', '/api/matches/groups')).map((request) => request.query)).toEqual([
      { subject1: 'math_alg2', subject2: 'sci_chem', subject3: 'hist_us', grade: '7th', tuteeId: '11' },
    ]);
  });

  it('the language filter offers the languages alphabetically, then Other, and keeps only their speakers', async () => {
    await openMatchPage();
    const filter = screen.getByLabelText<HTMLSelectElement>('Filter by Language');
    expect([...filter.options].map((option) => option.textContent)).toEqual([
      'View All',
      'Arabic',
      'Chinese',
      'French',
      'Hmong',
      'Somali',
      'Spanish',
      'Tagalog',
      'Vietnamese',
      'Other',
    ]);
    fireEvent.change(filter, { target: { value: 'spanish' } });
    expect(groupNames()).toEqual({ A: [], B: [], C: [], D: ['Dee Diaz'] });
    expect(screen.getByText('No tutors in Group A speak this language.')).toBeTruthy();
    fireEvent.change(filter, { target: { value: '' } });
    expect(groupNames().A).toEqual(['Omar Abdi', 'Dana Avery']);
    // Filtering happens in the page: the candidates are not asked for again.
    expect(await requestsSent('GET', '/api/matches/groups')).toHaveLength(1);
  });

  it('says when no tutor teaches the first subject', async () => {
    answerWith(groupsAnswer({ A: [], B: [], C: [], D: [] }));
    await renderWithProviders(<MatchPage />, { path: '/match?tutee=11' });
    expect(
      await screen.findByText('No available tutors teach this tutee’s first subject at this grade yet.'),
    ).toBeTruthy();
  });

  it('Complete Match reads the tutor’s full record for the emails; Cancel sends nothing', async () => {
    const dialog = await openDialogWithDana();
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Email to Tutor', 'Email to Guardian']);
    expect(within(dialog).getByText('dana@school.example.org')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>('Email text').value).toContain('Name: Amina Hassan');
    expect(await requestsSent('GET', '/api/tutors/21')).toHaveLength(1);
    // Both addresses are confirmed: no warning.
    expect(within(dialog).queryByText(/has not confirmed their email address/)).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await requestsSent('POST', '/api/matches')).toEqual([]);
  });

  it('warns in the dialog about a family whose email address is not confirmed', async () => {
    answerWith(
      http.get('/api/matches/tutee/11', () =>
        answer(tuteeRecordSchema, { ...AMINA, tutee_email_unconfirmed: true, tutee_email_confirmed_at: null }),
      ),
    );
    const dialog = await openDialogWithDana();
    expect(
      within(dialog).getByText(
        'Amina Hassan has not confirmed their email address, so the emails may not reach them. Match only if you have reached them another way, by phone for example.',
      ),
    ).toBeTruthy();
  });

  it('Confirm Match saves the pair, marks it matched and says so; nobody else waits', async () => {
    const dialog = await openDialogWithDana();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match' }));
    expect(
      await screen.findByText('Matched Amina Hassan with Dana Avery. No other tutee is waiting.', { exact: false }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to records' }).getAttribute('href')).toBe('/records');
    expect(screen.getByRole('link', { name: 'Back to Pending Tutees' }).getAttribute('href')).toBe('/admin');
    expect((await requestsSent('POST', '/api/matches')).map((request) => request.body)).toEqual([
      { tutor_id: 21, tutee_id: 11, sendEmails: true },
    ]);
    expect((await requestsSent('PUT', '/api/matches/matchStatus')).map((request) => request.body)).toEqual([
      { tutor_id: 21, tutee_id: 11 },
    ]);
    expect(await requestsSent('GET', '/api/matches')).toHaveLength(1);
  });

  it('goes on to the next waiting tutee, and leaves the emails to staff when the box is unticked', async () => {
    const ben = tuteeListRecord({ id: 12, tutee_firstname: 'Ben', tutee_lastname: 'Ito' });
    answerWith(waitingAnswer([ben]));
    const dialog = await openDialogWithDana();
    fireEvent.click(within(dialog).getByLabelText('Send these emails from the app'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match' }));
    expect(
      await screen.findByText('Matched Amina Hassan with Dana Avery. Next waiting tutee: Ben Ito.', { exact: false }),
    ).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Ben Ito' })).toBeTruthy();
    expect((await requestsSent('POST', '/api/matches'))[0]?.body).toEqual({
      tutor_id: 21,
      tutee_id: 11,
      sendEmails: false,
    });
  });

  it('shows the next tutee’s candidates read while the match was saved, without the tutor it filled', async () => {
    answerWith(waitingAnswer([tuteeListRecord({ id: 12, tutee_firstname: 'Ben', tutee_lastname: 'Ito' })]));
    const dialog = await openDialogWithDana();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match' }));
    await screen.findByText(/^Matched Amina Hassan with Dana Avery\. Next waiting tutee: Ben Ito\./);
    await screen.findByRole('button', { name: 'Complete Match with Omar Abdi' });
    expect(groupNames()).toEqual({ A: ['Omar Abdi'], B: ['Bea Brooks'], C: [], D: ['Dee Diaz'] });
    expect((await requestsSent('GET', '/api/matches/groups')).map((request) => request.query.tuteeId)).toEqual([
      '11',
      '12',
    ]);
  });

  it('reads the next tutee’s candidates again when the tutor it filled left a group cut at its limit', async () => {
    answerWith(waitingAnswer([tuteeListRecord({ id: 12, tutee_firstname: 'Ben', tutee_lastname: 'Ito' })]));
    const others = Array.from({ length: MATCH_CANDIDATE_LIMIT - 1 }, (_, i) => candidateRow({ id: 100 + i }));
    const dialog = await openDialogWithDana();
    answerWith(groupsAnswer({ ...GROUPS, D: [DANA, ...others] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match' }));
    await screen.findByText(/^Matched Amina Hassan with Dana Avery\. Next waiting tutee: Ben Ito\./);
    await waitFor(async () =>
      expect((await requestsSent('GET', '/api/matches/groups')).map((request) => request.query.tuteeId)).toEqual([
        '11',
        '12',
        '12',
      ]),
    );
  });

  it('goes on to the next tutee while the confirming call is still on its way', async () => {
    const ben = tuteeListRecord({ id: 12, tutee_firstname: 'Ben', tutee_lastname: 'Ito' });
    answerWith(waitingAnswer([ben]));
    let answerConfirm = () => {};
    answerWith(
      http.put(
        '/api/matches/matchStatus',
        () => new Promise<Response>((resolve) => (answerConfirm = () => resolve(new Response(null, { status: 204 })))),
      ),
    );
    const dialog = await openDialogWithDana();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match' }));
    expect(
      await screen.findByText(/^Matched Amina Hassan with Dana Avery\. Next waiting tutee: Ben Ito\./),
    ).toBeTruthy();
    await waitFor(async () =>
      expect((await requestsSent('GET', '/api/matches/groups')).map((request) => request.query.tuteeId)).toEqual([
        '11',
        '12',
      ]),
    );
    expect(await requestsSent('PUT', '/api/matches/matchStatus')).toHaveLength(1);
    answerConfirm();
  });

  it('a failed confirming call is no failed match: the match was made, so the page goes on', async () => {
    answerWith(http.put('/api/matches/matchStatus', () => refusal(500, 'Server down')));
    const dialog = await openDialogWithDana();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match' }));
    expect(await screen.findByText(/^Matched Amina Hassan with Dana Avery\. No other tutee is waiting\./)).toBeTruthy();
    expect(screen.queryByText('The match could not be saved. Please try again.')).toBeNull();
  });

  it('a refused match says why and shows the candidates still available', async () => {
    answerWith(http.post('/api/matches', () => refusal(409, CONFLICT)));
    const dialog = await openDialogWithDana();
    answerWith(groupsAnswer({ ...GROUPS, A: [OMAR] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Match' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONFLICT);
    await waitFor(() => expect(groupNames().A).toEqual(['Omar Abdi']));
    expect(await requestsSent('PUT', '/api/matches/matchStatus')).toEqual([]);
    expect(screen.queryByText(/^Matched Amina Hassan/)).toBeNull();
  });

  it('says when the candidates could not be loaded, and Try again asks again', async () => {
    answerWith(http.get('/api/matches/groups', () => HttpResponse.error()));
    await renderWithProviders(<MatchPage />, { path: '/match?tutee=11' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The available tutors could not be loaded. Please try again.',
    );
    answerWith(groupsAnswer(GROUPS));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Complete Match with Dee Diaz' })).toBeTruthy();
  });

  it('opened without a tutee while nobody waits, says so and leads back to the tutees', async () => {
    await renderWithProviders(<MatchPage />, { path: '/match' });
    expect((await screen.findByRole('alert')).textContent).toBe('No tutee is waiting to be matched.');
    expect(screen.getByRole('link', { name: 'Back to Pending Tutees' }).getAttribute('href')).toBe('/admin');
  });

  it('a tutee already matched offers no candidates', async () => {
    answerWith(http.get('/api/matches/tutee/11', () => answer(tuteeRecordSchema, { ...AMINA, tutee_matched: true })));
    await renderWithProviders(<MatchPage />, { path: '/match?tutee=11' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Amina Hassan is already matched with a tutor. Choose another tutee on the Tutees page.',
    );
    expect(screen.queryByRole('button', { name: /^Complete Match/ })).toBeNull();
  });
});

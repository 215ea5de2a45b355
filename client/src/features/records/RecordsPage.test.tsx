import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { matchListItemSchema, matchRecordSchema, type MatchListItem } from '@tutoring/common';
import { answer, listHeaders, refusal } from '../../test/answers';
import { answerWith, requestsSent, serveApi } from '../../test/apiServer';
import { matchListItem, matchRecord } from '../../test/matchRecord';
import { renderWithProviders } from '../../test/renderWithProviders';
import RecordsPage from './RecordsPage';
import { recordsRequested } from './recordsSlice';

const AMINA = matchListItem();
const BEN = matchListItem({
  match_id: 32,
  match_timestamp: '2025-09-14T10:00:00.000Z',
  ended_at: '2026-01-20T12:00:00.000Z',
  end_reason: 'finished',
  tutee_id: 12,
  tutee_firstname: 'Ben',
  tutee_lastname: 'Ito',
  tutor_first_name: 'Omar',
  tutor_last_name: 'Abdi',
  tutee_matched: false,
  contact_status: 'met',
});

/** GET /api/matches answering these rows, with this total. */
const matchesAnswer = (rows: MatchListItem[], total = rows.length, capped = false) =>
  http.get('/api/matches', () => answer(matchListItemSchema.array(), rows, { headers: listHeaders(total, capped) }));

serveApi(matchesAnswer([AMINA, BEN]));

const rowNames = () => screen.queryAllByRole('button', { expanded: false }).map((button) => button.textContent);
const search = () => screen.getByRole('searchbox', { name: 'Search by tutee or tutor name' });

async function openRecords() {
  const rendered = await renderWithProviders(<RecordsPage />, { path: '/records' });
  await screen.findByText('2 matches');
  return rendered;
}

describe('the Records page', () => {
  it('lists the matches with their names, dates and status, asking for the first page of all of them', async () => {
    await openRecords();
    expect(screen.getByRole('heading', { level: 1, name: 'Records' })).toBeTruthy();
    expect(rowNames()).toEqual(['Amina Hassan', 'Ben Ito']);
    const [amina, ben] = screen.getAllByRole('listitem');
    expect(within(amina!).getByText('Dana Avery')).toBeTruthy();
    expect(within(amina!).getByText('02.03.2026')).toBeTruthy();
    expect(within(amina!).getByText('Contact: awaiting check-ins')).toBeTruthy();
    expect(within(amina!).getByRole('button', { name: 'End match of Amina Hassan with Dana Avery' })).toBeTruthy();
    // An ended match whose tutee waits again offers a new tutor instead.
    expect(within(ben!).getByText('Ended 01.20.2026')).toBeTruthy();
    expect(within(ben!).getByText('School year or goals finished')).toBeTruthy();
    expect(within(ben!).getByRole('button', { name: 'Find a new tutor for Ben Ito' })).toBeTruthy();
    expect(within(ben!).queryByRole('button', { name: /^End match/ })).toBeNull();
    expect(screen.getByText('Showing 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect((await requestsSent('GET', '/api/matches')).map((request) => request.query)).toEqual([
      { limit: '50', offset: '0', status: 'all' },
    ]);
  });

  it('opened while the reload after a confirmed match is on its way, waits for it instead of asking again', async () => {
    await renderWithProviders(<RecordsPage />, {
      path: '/records',
      before: (store) => store.dispatch(recordsRequested()),
    });
    expect(await screen.findByText('2 matches')).toBeTruthy();
    expect(await requestsSent('GET', '/api/matches')).toHaveLength(1);
  });

  it('says when there are no matches yet, with nothing to export', async () => {
    answerWith(matchesAnswer([]));
    await renderWithProviders(<RecordsPage />, { path: '/records' });
    expect(await screen.findByText('No matches yet.')).toBeTruthy();
    expect(screen.getByText('0 matches')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(true);
  });

  it('asks the server again for each status, year and name, and says what found nothing', async () => {
    await openRecords();
    answerWith(matchesAnswer([]));
    fireEvent.change(screen.getByLabelText('Filter by Status'), { target: { value: 'ended' } });
    expect(await screen.findByText('No matches with this status.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Filter by Year'), { target: { value: '2021' } });
    expect(await screen.findByText('No matches in 2021.')).toBeTruthy();

    fireEvent.change(search(), { target: { value: '  brooks ' } });
    expect(await screen.findByText('No match has a tutee or tutor of that name.')).toBeTruthy();
    expect((await requestsSent('GET', '/api/matches')).map((request) => request.query)).toEqual([
      { limit: '50', offset: '0', status: 'all' },
      { limit: '50', offset: '0', status: 'ended' },
      { limit: '50', offset: '0', status: 'ended', year: '2021' },
      { limit: '50', offset: '0', status: 'ended', year: '2021', q: 'brooks' },
    ]);
  });

  it('shows a capped count, and Load more asks for the rows after those shown', async () => {
    const page = Array.from({ length: 50 }, (_, index) =>
      matchListItem({ match_id: 100 + index, tutee_firstname: `Zed${index}` }),
    );
    answerWith(matchesAnswer(page, 51, true));
    await renderWithProviders(<RecordsPage />, { path: '/records' });
    expect(await screen.findByText('51+ matches')).toBeTruthy();
    expect(screen.getByText('Showing 50 of 51+')).toBeTruthy();

    answerWith(matchesAnswer([AMINA], 51));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 51 of 51')).toBeTruthy();
    expect(screen.getByText('51 matches')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect((await requestsSent('GET', '/api/matches')).at(-1)?.query).toEqual({
      limit: '50',
      offset: '50',
      status: 'all',
    });
  });

  it('says why the list could not be loaded, and Try again asks again', async () => {
    answerWith(http.get('/api/matches', () => refusal(500, 'The database is not answering.')));
    await renderWithProviders(<RecordsPage />, { path: '/records' });
    expect((await screen.findByRole('alert')).textContent).toBe('The database is not answering.');
    expect(screen.queryByRole('list')).toBeNull();

    answerWith(matchesAnswer([AMINA, BEN]));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 matches')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a row opens on both full profiles, read from the server when first opened', async () => {
    answerWith(http.get('/api/matches/31', () => answer(matchRecordSchema, matchRecord())));
    await openRecords();
    fireEvent.click(screen.getByRole('button', { name: 'Amina Hassan' }));
    expect(await screen.findByRole('heading', { name: 'Tutee General Information' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Tutor General Information' })).toBeTruthy();
    expect(screen.getByText('No emails were sent from the app for this match.')).toBeTruthy();
    expect(screen.getByText('dana@school.example.org')).toBeTruthy();
    expect(await requestsSent('GET', '/api/matches/31')).toHaveLength(1);
  });

  it('End match sends the date, reason and what becomes of the tutee, then shows the match as ended', async () => {
    const ended = matchRecord({ ended_at: '2026-02-20T12:00:00.000Z', end_reason: 'no_contact', tutee_matched: false });
    answerWith(http.post('/api/matches/31/end', () => answer(matchRecordSchema, ended)));
    await openRecords();
    fireEvent.click(screen.getByRole('button', { name: 'End match of Amina Hassan with Dana Avery' }));
    const dialog = await screen.findByRole('dialog', { name: 'End match' });
    expect(within(dialog).getByText('Amina Hassan and Dana Avery')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('End date'), { target: { value: '2026-02-20' } });
    fireEvent.click(within(dialog).getByLabelText('No contact / no-show'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'End match' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [amina] = screen.getAllByRole('listitem');
    expect(within(amina!).getByText('Ended 02.20.2026')).toBeTruthy();
    expect(within(amina!).getByText('No contact / no-show')).toBeTruthy();
    expect(within(amina!).getByRole('button', { name: 'Find a new tutor for Amina Hassan' })).toBeTruthy();
    expect((await requestsSent('POST', '/api/matches/31/end')).map((request) => request.body)).toEqual([
      { endedOn: '2026-02-20', reason: 'no_contact', returnTutee: true },
    ]);
  });

  it('a refused End match keeps the dialog open with the server’s reason, and the match current', async () => {
    answerWith(http.post('/api/matches/31/end', () => refusal(409, 'This match has already ended.')));
    await openRecords();
    fireEvent.click(screen.getByRole('button', { name: 'End match of Amina Hassan with Dana Avery' }));
    const dialog = await screen.findByRole('dialog', { name: 'End match' });
    fireEvent.click(within(dialog).getByLabelText('Tutor no longer available'));
    fireEvent.click(within(dialog).getByLabelText('Close the application (deactivate the tutee)'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'End match' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('This match has already ended.');
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Current')).toBeTruthy();
    expect((await requestsSent('POST', '/api/matches/31/end'))[0]?.body).toMatchObject({
      reason: 'tutor_unavailable',
      returnTutee: false,
    });
  });
});

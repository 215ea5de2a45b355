import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MATCH_CANDIDATE_LIMIT, type CandidateRow } from '@tutoring/common';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CandidateGroupList } from './CandidateGroupList';
import { tuteeRecord } from '../../test/tuteeRecord';

const tutee = tuteeRecord({
  id: 7,
  tutee_language_somali: true,
  tutee_language_other: null,
  tutee_availability: [],
});

const candidate = (id: number, first: string, fields: Partial<CandidateRow> = {}): CandidateRow => ({
  id,
  tutor_first_name: first,
  tutor_last_name: 'Ali',
  tutor_submission_timestamp: new Date(Date.now() - 23 * 86_400_000).toISOString(),
  special_subjects: [],
  languages: ['somali'],
  language_other: null,
  free_places: 2,
  tutor_last_confirmed_at: null,
  availability: [],
  ...fields,
});

function renderGroup(props: Partial<Parameters<typeof CandidateGroupList>[0]> = {}) {
  const handlers = { onCompleteMatch: vi.fn(), onDoNotPair: vi.fn() };
  const tutors = props.tutors ?? [candidate(1, 'Ayaan'), candidate(2, 'Hodan', { languages: [] })];
  const rendered = renderWithProviders(
    <CandidateGroupList
      group="B"
      tutee={tutee}
      tutors={tutors}
      total={tutors.length}
      filtered={false}
      {...handlers}
      {...props}
    />,
  );
  return { handlers, rendered };
}

describe('CandidateGroupList', () => {
  it('heads the group and says, on each card, why the tutor is there', async () => {
    await renderGroup().rendered;
    const group = screen.getByRole('region', { name: /Group B/ });
    const card = (name: string) => within(group).getByRole('button', { name }).closest('li')!;
    expect(within(card('Ayaan Ali')).getByText(/Speaks Somali/).textContent).toBe(
      'Why this tutor is here: Teaches the 1st and 2nd choice · Speaks Somali · Waiting 23 days · 2 places free',
    );
    expect(within(card('Hodan Ali')).queryByText(/Speaks/)).toBeNull();
  });

  it('hands the chosen tutor to Complete Match and to Do not pair', async () => {
    const { handlers, rendered } = renderGroup();
    await rendered;
    fireEvent.click(screen.getByRole('button', { name: 'Complete Match with Hodan Ali' }));
    expect(handlers.onCompleteMatch).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    fireEvent.click(screen.getByRole('button', { name: 'Do not pair with Ayaan Ali' }));
    expect(handlers.onDoNotPair).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(handlers.onCompleteMatch).toHaveBeenCalledTimes(1);
  });

  it('says when a group has no tutor at all', async () => {
    await renderGroup({ tutors: [], total: 0 }).rendered;
    expect(screen.getByText('No available tutors in Group B.')).toBeTruthy();
  });

  it('says when a language filter emptied the group', async () => {
    await renderGroup({ tutors: [], total: 3, filtered: true }).rendered;
    expect(screen.getByText('No tutors in Group B speak this language.')).toBeTruthy();
  });

  it('notes the limit when the server answered a full group', async () => {
    const tutors = Array.from({ length: 3 }, (_, index) => candidate(index + 1, `Tutor${index}`));
    await renderGroup({ tutors, total: MATCH_CANDIDATE_LIMIT }).rendered;
    expect(screen.getByText(`Showing the first ${MATCH_CANDIDATE_LIMIT} tutors of this group.`)).toBeTruthy();
  });
});

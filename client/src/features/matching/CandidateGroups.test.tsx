import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MATCH_CANDIDATE_LIMIT, type CandidateRow } from '@tutoring/common';
import { candidateRow } from '../../test/candidateRow';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CandidateGroups } from './CandidateGroups';
import { FIRST_ROWS } from './useRowsShown';
import { tuteeRecord } from '../../test/tuteeRecord';

const tutee = tuteeRecord({
  id: 7,
  tutee_language_other: null,
  tutee_availability: [],
});

const candidates = (first: number, count: number): CandidateRow[] =>
  Array.from({ length: count }, (_, index) =>
    candidateRow({ id: first + index, tutor_first_name: `Tutor${first + index}` }),
  );

const groups = { A: candidates(1, 15), B: candidates(101, MATCH_CANDIDATE_LIMIT), C: [], D: candidates(301, 10) };

const cardNames = (group: string) =>
  within(screen.getByRole('region', { name: new RegExp(`^Group ${group}`) }))
    .queryAllByRole('button', { name: /^Tutor\d+ Ali$/ })
    .map((button) => button.textContent);

describe('CandidateGroups', () => {
  it('shows every heading and a screenful of cards in reading order first, then every card', async () => {
    await renderWithProviders(
      <CandidateGroups
        tutee={tutee}
        candidates={groups}
        listed={groups}
        filtered={false}
        onCompleteMatch={() => undefined}
        onDoNotPair={() => undefined}
      />,
    );
    // The first frame: Group A whole, Group B up to the screenful, the others' headings (C says it is empty).
    expect(cardNames('A')).toHaveLength(15);
    expect(cardNames('B')).toEqual(groups.B.slice(0, FIRST_ROWS - 15).map((t) => `${t.tutor_first_name} Ali`));
    expect(cardNames('D')).toEqual([]);
    expect(screen.getByText('No available tutors in Group C.')).toBeTruthy();
    expect(screen.queryByText(`Showing the first ${MATCH_CANDIDATE_LIMIT} tutors of this group.`)).toBeNull();

    await waitFor(() => expect(cardNames('D')).toHaveLength(10));
    expect(cardNames('B')).toEqual(groups.B.map((t) => `${t.tutor_first_name} Ali`));
    expect(cardNames('A')).toHaveLength(15);
    expect(screen.getByText(`Showing the first ${MATCH_CANDIDATE_LIMIT} tutors of this group.`)).toBeTruthy();
  });
});

import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_ROW_FIELDS, MATCH_GROUPS, type CandidateRow } from '@tutoring/common';
import { CandidateGroupList } from './CandidateGroupList';
import { languageFilterOptions, speaksFilteredLanguage } from './candidates';
import { tuteeRecord } from '../../test/tuteeRecord';

const tutee = tuteeRecord({
  id: 7,
  subject_1: 'math_alg2',
  subject_2: 'sci_chem',
  subject_3: 'hist_us',
  tutee_language_somali: true,
  tutee_language_other: 'Oromo',
  tutee_availability: ['thu_evening'],
});

const row: CandidateRow = {
  id: 12,
  tutor_first_name: 'Ayaan',
  tutor_last_name: 'Ali',
  tutor_submission_timestamp: '2026-01-01T08:00:00.000Z',
  special_subjects: ['ap_bio'],
  languages: ['somali', 'arabic'],
  language_other: 'Oromo',
  free_places: 2,
  tutor_last_confirmed_at: '2026-01-10T08:00:00.000Z',
  availability: ['tue_evening', 'thu_evening'],
};

/** The row as the page sees it, noting every field read. */
function tracked(reads: Set<string>): CandidateRow {
  return new Proxy(row, {
    get(target, key, receiver) {
      if (typeof key === 'string') reads.add(key);
      return Reflect.get(target, key, receiver);
    },
  });
}

// The server answers exactly CANDIDATE_ROW_FIELDS (server/src/matches/candidateRows.test.ts); here the page must read
// exactly those: a field the page stops using, or starts reading from elsewhere, fails one side or the other.
describe('the match page reads exactly the fields of a candidate row', () => {
  it('rendering every group and applying every language filter reads each field of the shared schema, and nothing else', () => {
    const reads = new Set<string>();
    for (const group of MATCH_GROUPS) {
      const html = renderToStaticMarkup(
        createElement(CandidateGroupList, {
          group,
          tutee,
          tutors: [tracked(reads)],
          total: 1,
          filtered: false,
          onCompleteMatch: () => undefined,
          onDoNotPair: () => undefined,
        }),
      );
      expect(html).toContain('Ayaan Ali');
      expect(html).toContain('Speaks Somali and Oromo');
      expect(html).toContain('2 places free');
      expect(html).toMatch(/Confirmed \d+ days ago/);
      expect(html).toContain('Both free Thu evening');
    }
    for (const option of ['', ...languageFilterOptions().map((o) => o.value)])
      speaksFilteredLanguage(tracked(reads), option);
    expect([...reads].sort()).toEqual([...CANDIDATE_ROW_FIELDS].sort());
  });
});

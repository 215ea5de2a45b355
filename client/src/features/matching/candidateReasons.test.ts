import { describe, expect, it } from 'vitest';
import { candidateRow } from '../../test/candidateRow';
import { candidateReasons } from './candidateReasons';
import { tuteeRecord } from '../../test/tuteeRecord';

const tutee = tuteeRecord({
  tutee_language_somali: true,
  tutee_language_arabic: true,
  tutee_language_other: ' Oromo ',
  tutee_availability: ['tue_evening', 'thu_morning', 'thu_evening', 'sat_morning'],
});
const tutor = candidateRow;

describe('candidate reasons', () => {
  const now = new Date('2026-01-24T09:00:00.000Z');

  it('names the group, the shared languages, the wait and the free places', () => {
    expect(candidateReasons(tutee, tutor({ languages: ['somali'], language_other: 'oromo' }), 'A', now)).toEqual([
      'Teaches all three subjects',
      'Speaks Somali and Oromo',
      'Waiting 23 days',
      '1 place free',
    ]);
  });

  it('leaves out the language when none is shared, and counts a wait under a day as today', () => {
    expect(
      candidateReasons(
        tutee,
        tutor({ languages: ['spanish'], free_places: 3, tutor_submission_timestamp: '2026-01-24T01:00:00.000Z' }),
        'D',
        now,
      ),
    ).toEqual(['Teaches the 1st choice', 'Applied today', '3 places free']);
    expect(
      candidateReasons(tutee, tutor({ tutor_submission_timestamp: '2026-01-23T08:00:00.000Z' }), 'B', now)[1],
    ).toBe('Waiting 1 day');
  });

  it('names the times both are free, grouped by time of day, after the language', () => {
    expect(
      candidateReasons(
        tutee,
        tutor({ languages: ['somali'], availability: ['tue_evening', 'thu_evening', 'sat_morning', 'sun_evening'] }),
        'B',
        now,
      ),
    ).toEqual([
      'Teaches the 1st and 2nd choice',
      'Speaks Somali',
      'Both free Sat morning, Tue and Thu evenings',
      'Waiting 23 days',
      '1 place free',
    ]);
    expect(candidateReasons(tutee, tutor({ availability: ['thu_evening'] }), 'D', now)[1]).toBe(
      'Both free Thu evening',
    );
    expect(candidateReasons(tutee, tutor({ availability: ['mon_morning'] }), 'D', now)).toHaveLength(3);
  });

  it('says when the tutor last confirmed being available, when they did', () => {
    expect(candidateReasons(tutee, tutor({ tutor_last_confirmed_at: '2026-01-21T08:00:00.000Z' }), 'C', now)).toEqual([
      'Teaches the 1st and 3rd choice',
      'Waiting 23 days',
      'Confirmed 3 days ago',
      '1 place free',
    ]);
    expect(candidateReasons(tutee, tutor({ tutor_last_confirmed_at: now.toISOString() }), 'C', now)[2]).toBe(
      'Confirmed today',
    );
  });
});

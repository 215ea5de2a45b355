import { describe, expect, it } from 'vitest';
import type { AvailableTutor, WaitingTutee } from './arcs.js';
import { assignInWorker } from './assignInWorker.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const tutee = (id: number, waitingDays: number): WaitingTutee => ({
  id,
  subject_1: 'math',
  subject_2: 'english',
  subject_3: 'science',
  grade: '7th',
  languages: [],
  language_other: null,
  submitted_at: daysAgo(waitingDays),
  availability: [],
});

const tutor: AvailableTutor = {
  id: 9,
  subjects: ['math', 'english'],
  grade_levels: ['7th'],
  languages: [],
  language_other: null,
  submitted_at: daysAgo(10),
  last_confirmed_at: null,
  availability: [],
  free_places: 1,
};

describe('assignInWorker', () => {
  it('answers the proposal computed on a worker thread: the one place goes to the longer-waiting tutee', async () => {
    const { pairs, byGroup, placed, allowed } = await assignInWorker({
      tutees: JSON.stringify([tutee(1, 3), tutee(2, 30)]),
      tutors: JSON.stringify([tutor]),
      barred: [],
      now: NOW,
    });
    expect(JSON.parse(pairs)).toEqual([
      {
        tuteeId: 2,
        tutorId: 9,
        group: 'B',
        score: 4,
        reasons: expect.objectContaining({ tutee_waiting_days: 30, tutor_waiting_days: 10, free_places: 1 }),
      },
    ]);
    expect(byGroup).toEqual({ B: 1 });
    expect([...placed]).toEqual([0, 1]);
    expect([...allowed]).toEqual([1, 1]);
  });

  it('leaves a barred pair out: that tutee has no allowed pair', async () => {
    const { placed, allowed } = await assignInWorker({
      tutees: JSON.stringify([tutee(1, 3), tutee(2, 30)]),
      tutors: JSON.stringify([tutor]),
      barred: ['2:9'],
      now: NOW,
    });
    expect([...placed]).toEqual([1, 0]);
    expect([...allowed]).toEqual([1, 0]);
  });

  it('passes a failure in the worker on as a rejection', async () => {
    const broken = { ...tutee(1, 3), languages: undefined } as unknown as WaitingTutee;
    await expect(
      assignInWorker({
        tutees: JSON.stringify([broken]),
        tutors: JSON.stringify([tutor]),
        barred: [],
        now: NOW,
      }),
    ).rejects.toThrow(/the proposal solver failed/);
  });
});

/** Every text of the Overview page, in one place. */
export const overviewMessages = {
  title: 'Overview',
  schoolYear: (label: string) => `School year ${label}`,
  loading: 'Loading the overview…',
  loadFailed: 'The overview could not be loaded. Please try again.',
  retry: 'Try again',
  pendingHeading: 'Waiting for a match',
  pendingTutees: 'Pending tutees',
  pendingTutors: 'Tutors with a free place',
  matchesHeading: 'Matches',
  currentMatches: 'Current',
  startedThisYear: 'Started this school year',
  endedThisYear: 'Ended this school year',
  waitHeading: 'How long tutees wait',
  medianWait: 'Median wait',
  longestWait: 'Longest wait',
  days: (n: number | null) => (n === null ? '—' : `${n} ${n === 1 ? 'day' : 'days'}`),
  gapHeading: 'Supply gap',
  gapIntro:
    'Subjects and grades that tutees are waiting for (their first choice), with the tutors who have a free place and teach them. The largest shortfall comes first: these are the tutors to recruit.',
  gapEmpty: 'No tutee is waiting.',
  columns: {
    subject: 'Subject',
    grade: 'Grade',
    waiting: 'Tutees waiting',
    available: 'Tutors available',
    shortfall: 'Shortfall',
  },
  /** the same columns in a phone's width */
  shortColumns: { waiting: 'Waiting', available: 'Tutors', shortfall: 'Gap' },
  showAll: (n: number) => `Show all ${n}`,
  showFewer: 'Show fewer',
} as const;

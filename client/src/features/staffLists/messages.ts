/** Texts shared by the Tutees and Tutors review pages. */
export const staffListMessages = {
  search: 'Search by name, email or school',
  searchPlaceholder: 'Name, email or school',
  columns: {
    name: 'Name',
    submitted: 'Submission Date',
    grade: 'Grade',
    flags: 'Special Subjects & Languages',
    action: 'Action',
  },
  activate: 'Activate',
  deactivate: 'Deactivate',
  match: 'Match',
  retry: 'Retry',
  loadMore: 'Load more',
  loading: 'Loading…',
  showing: (shown: number, total: number, capped: boolean) =>
    `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}${capped ? '+' : ''}`,
  /** a count the server capped: "10,000+ pending tutees" */
  atLeast: (total: number, plural: string) => `${total.toLocaleString('en-US')}+ ${plural}`,
  matchingSearch: (q: string) => ` matching “${q}”`,
  loadFailed: (noun: string) => `The ${noun} could not be loaded. Check your connection and try again.`,
  changeFailed: (name: string) => `The status of ${name} could not be changed. Please try again.`,
} as const;

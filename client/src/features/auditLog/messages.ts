/** Every text of the Audit log page, in one place. */
export const auditMessages = {
  title: 'Audit log',
  intro:
    'Who did what, and when: sign-ins, staff account changes, reads and changes of records. The log cannot be changed from the app.',
  filtersHeading: 'Filters',
  who: 'Staff member',
  anyone: 'Anyone',
  action: 'Action',
  anyAction: 'Any action',
  from: 'From',
  to: 'To',
  apply: 'Apply filters',
  clear: 'Clear',
  download: 'Download CSV',
  columns: { time: 'Time', who: 'Staff member', action: 'Action', record: 'Record', details: 'Details' },
  nobody: '—',
  empty: 'No audit entries match these filters.',
  loadFailed: 'The audit log could not be loaded. Please try again.',
  previous: 'Previous',
  next: 'Next',
  range: (first: number, last: number, total: number, capped: boolean) =>
    `${first}–${last} of ${capped ? 'more than ' : ''}${total.toLocaleString('en-US')}`,
  pagerLabel: 'Audit log pages',
  tableLabel: 'Audit entries',
} as const;

import { countLabel } from '@tutoring/common';
import { staffListMessages } from '../staffLists';

/** Every text of the Tutors page (spec section 2, Admin Tutors page), in one place. */
export const tutorsMessages = {
  title: 'Tutors',
  capacity: {
    label: 'Places for tutees',
    option: (n: number) => (n === 0 ? '0 (paused)' : String(n)),
    save: 'Save places',
  },
  tabs: {
    active: {
      tab: 'Pending Tutors',
      heading: 'Pending Tutors',
      count: (n: number, capped: boolean) =>
        capped ? staffListMessages.atLeast(n, 'pending tutors') : countLabel(n, 'pending tutor'),
      empty: 'There are no pending tutors.',
      emptySearch: 'No pending tutor matches your search.',
    },
    deactive: {
      tab: 'Deactivated Tutors',
      heading: 'Deactivated Tutors',
      count: (n: number, capped: boolean) =>
        capped ? staffListMessages.atLeast(n, 'deactivated tutors') : countLabel(n, 'deactivated tutor'),
      empty: 'There are no deactivated tutors.',
      emptySearch: 'No deactivated tutor matches your search.',
    },
  },
} as const;

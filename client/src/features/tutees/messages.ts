import { countLabel } from '@tutoring/common';
import { staffListMessages } from '../staffLists';

/** Every text of the Tutees page (spec section 2, Admin Tutees page), in one place. */
export const tuteesMessages = {
  title: 'Tutees',
  tabs: {
    active: {
      tab: 'Pending Tutees',
      heading: 'Pending Tutees',
      count: (n: number, capped: boolean) =>
        capped ? staffListMessages.atLeast(n, 'pending tutees') : countLabel(n, 'pending tutee'),
      empty: 'There are no pending tutees.',
      emptySearch: 'No pending tutee matches your search.',
    },
    deactive: {
      tab: 'Deactivated Tutees',
      heading: 'Deactivated Tutees',
      count: (n: number, capped: boolean) =>
        capped ? staffListMessages.atLeast(n, 'deactivated tutees') : countLabel(n, 'deactivated tutee'),
      empty: 'There are no deactivated tutees.',
      emptySearch: 'No deactivated tutee matches your search.',
    },
  },
} as const;

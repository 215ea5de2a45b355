import { staffMessages } from '../../i18n/staffText';

/** Every text of the Tutors page, from the staff catalogue. */
export const tutorsMessages = staffMessages((t) => ({
  title: t('tutors.title'),
  capacity: {
    label: t('tutors.capacity.label'),
    option: (n: number) => t('tutors.capacity.option', { n }),
    save: t('tutors.capacity.save'),
  },
  tabs: {
    active: {
      tab: t('tutors.tabs.active.tab'),
      heading: t('tutors.tabs.active.heading'),
      count: (n: number, capped: boolean) =>
        t(capped ? 'tutors.tabs.active.countCapped' : 'tutors.tabs.active.count', { n }),
      empty: t('tutors.tabs.active.empty'),
      emptySearch: t('tutors.tabs.active.emptySearch'),
    },
    deactive: {
      tab: t('tutors.tabs.deactive.tab'),
      heading: t('tutors.tabs.deactive.heading'),
      count: (n: number, capped: boolean) =>
        t(capped ? 'tutors.tabs.deactive.countCapped' : 'tutors.tabs.deactive.count', { n }),
      empty: t('tutors.tabs.deactive.empty'),
      emptySearch: t('tutors.tabs.deactive.emptySearch'),
    },
  },
}));

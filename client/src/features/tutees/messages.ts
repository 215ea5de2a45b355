import { staffMessages } from '../../i18n/staffText';

/** Every text of the Tutees page, from the staff catalogue. */
export const tuteesMessages = staffMessages((t) => ({
  title: t('tutees.title'),
  tabs: {
    active: {
      tab: t('tutees.tabs.active.tab'),
      heading: t('tutees.tabs.active.heading'),
      count: (n: number, capped: boolean) =>
        t(capped ? 'tutees.tabs.active.countCapped' : 'tutees.tabs.active.count', { n }),
      empty: t('tutees.tabs.active.empty'),
      emptySearch: t('tutees.tabs.active.emptySearch'),
    },
    deactive: {
      tab: t('tutees.tabs.deactive.tab'),
      heading: t('tutees.tabs.deactive.heading'),
      count: (n: number, capped: boolean) =>
        t(capped ? 'tutees.tabs.deactive.countCapped' : 'tutees.tabs.deactive.count', { n }),
      empty: t('tutees.tabs.deactive.empty'),
      emptySearch: t('tutees.tabs.deactive.emptySearch'),
    },
  },
}));

import { staffMessages } from '../../i18n/staffText';
/** Texts shared by the Tutees and Tutors review pages. */
export const staffListMessages = staffMessages((t) => ({
  search: t('staffList.search'),
  searchPlaceholder: t('staffList.searchPlaceholder'),
  columns: {
    name: t('staffList.columns.name'),
    submitted: t('staffList.columns.submitted'),
    grade: t('staffList.columns.grade'),
    flags: t('staffList.columns.flags'),
    action: t('staffList.columns.action'),
  },
  unconfirmedOnly: t('staffList.unconfirmedOnly'),
  activate: t('staffList.activate'),
  deactivate: t('staffList.deactivate'),
  activateUnconfirmed: {
    title: (name: string) => t('staffList.activateUnconfirmed.title', { name }),
    warning: t('staffList.activateUnconfirmed.warning'),
    cancel: t('staffList.activateUnconfirmed.cancel'),
    confirm: t('staffList.activateUnconfirmed.confirm'),
  },
  match: t('staffList.match'),
  retry: t('staffList.retry'),
  loadMore: t('staffList.loadMore'),
  loading: t('staffList.loading'),
  showing: (shown: number, total: number, capped: boolean) =>
    t(capped ? 'staffList.showingCapped' : 'staffList.showing', { shown, total }),
  matchingSearch: (q: string) => t('staffList.matchingSearch', { q }),
  changeFailed: (name: string) => t('staffList.changeFailed', { name }),
}));

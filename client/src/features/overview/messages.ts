import { staffMessages } from '../../i18n/staffText';
/** Every text of the Overview page, from the staff catalogue. */
export const overviewMessages = staffMessages((t) => ({
  title: t('overview.title'),
  schoolYear: (label: string) => t('overview.schoolYear', { label }),
  loading: t('overview.loading'),
  loadFailed: t('overview.loadFailed'),
  retry: t('overview.retry'),
  pendingHeading: t('overview.pendingHeading'),
  pendingTutees: t('overview.pendingTutees'),
  pendingTutors: t('overview.pendingTutors'),
  matchesHeading: t('overview.matchesHeading'),
  currentMatches: t('overview.currentMatches'),
  startedThisYear: t('overview.startedThisYear'),
  endedThisYear: t('overview.endedThisYear'),
  waitHeading: t('overview.waitHeading'),
  medianWait: t('overview.medianWait'),
  longestWait: t('overview.longestWait'),
  followUpHeading: t('overview.followUpHeading'),
  metShare: t('overview.metShare'),
  noContactShare: t('overview.noContactShare'),
  medianDaysToContact: t('overview.medianDaysToContact'),
  averageRating: t('overview.averageRating'),
  share: (share: number | null, n: number) =>
    share === null ? t('overview.none') : t('overview.share', { percent: Math.round(share * 100), n }),
  rating: (rating: number | null, n: number) =>
    rating === null ? t('overview.none') : t('overview.rating', { rating, n }),
  days: (n: number | null) => (n === null ? t('overview.noDays') : t('overview.days', { n })),
  gapHeading: t('overview.gapHeading'),
  gapIntro: t('overview.gapIntro'),
  gapEmpty: t('overview.gapEmpty'),
  columns: {
    subject: t('overview.columns.subject'),
    grade: t('overview.columns.grade'),
    waiting: t('overview.columns.waiting'),
    available: t('overview.columns.available'),
    shortfall: t('overview.columns.shortfall'),
  },
  /** the same columns in a phone's width */
  shortColumns: {
    waiting: t('overview.shortColumns.waiting'),
    available: t('overview.shortColumns.available'),
    shortfall: t('overview.shortColumns.shortfall'),
  },
  showAll: (n: number) => t('overview.showAll', { n }),
  showFewer: t('overview.showFewer'),
}));

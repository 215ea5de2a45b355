import { staffMessages } from '../../i18n/staffText';

/** Fallback texts of the matching saga: in their own module because the saga is in the public bundle and the page is loaded lazily. */
export const matchFailureMessages = staffMessages((t) => ({
  recoveryFailed: t('match.failed.recovery'),
  candidatesFailed: t('match.failed.candidates'),
  confirmFailed: t('match.failed.confirm'),
  noneWaiting: t('match.failed.noneWaiting'),
}));

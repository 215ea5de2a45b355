import { staffMessages } from '../../i18n/staffText';

/** The records saga's fallback texts: in their own module because the saga is in the public bundle and the page is loaded lazily. */
export const recordsFailureMessages = staffMessages((t) => ({
  loadFailed: t('records.failed.load'),
  detailsFailed: t('records.failed.details'),
}));

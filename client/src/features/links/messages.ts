import type { Translate } from '@tutoring/common';

/** The texts every emailed link's page shares, from the active language's catalogue. */
export const linkMessages = (t: Translate) => ({
  gone: { used: t('link.used'), expired: t('link.expired') },
  goneText: (supportEmail: string) => t('link.goneText', { supportEmail }),
  failed: t('link.failed'),
  loading: t('link.loading'),
});

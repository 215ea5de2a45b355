import { staffMessages } from '../../i18n/staffText';
/** Every text of the list of one's own sessions on /account, from the staff catalogue. */
export const ownSessionsMessages = staffMessages((t) => ({
  heading: t('ownSessions.heading'),
  intro: t('ownSessions.intro'),
  thisBrowser: t('ownSessions.thisBrowser'),
  unknownBrowser: t('ownSessions.unknownBrowser'),
  unknownAddress: t('ownSessions.unknownAddress'),
  lastActive: (time: string) => t('ownSessions.lastActive', { time }),
  end: t('ownSessions.end'),
  endLabel: (browser: string, time: string) => t('ownSessions.endLabel', { browser, time }),
  ended: (browser: string) => t('ownSessions.ended', { browser }),
  loadFailed: t('ownSessions.loadFailed'),
  endFailed: t('ownSessions.endFailed'),
}));

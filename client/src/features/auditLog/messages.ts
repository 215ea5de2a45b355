import { AUDIT_ACTIONS, type AuditAction } from '@tutoring/common';
import { staffMessages } from '../../i18n/staffText';

const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);
/** Every text of the Audit log page, from the staff catalogue. */
export const auditMessages = staffMessages((t) => ({
  title: t('audit.title'),
  intro: t('audit.intro'),
  filtersHeading: t('audit.filtersHeading'),
  who: t('audit.who'),
  anyone: t('audit.anyone'),
  action: t('audit.action'),
  anyAction: t('audit.anyAction'),
  from: t('audit.from'),
  to: t('audit.to'),
  apply: t('audit.apply'),
  clear: t('audit.clear'),
  download: t('audit.download'),
  columns: {
    time: t('audit.columns.time'),
    who: t('audit.columns.who'),
    action: t('audit.columns.action'),
    record: t('audit.columns.record'),
    details: t('audit.columns.details'),
  },
  nobody: t('audit.nobody'),
  empty: t('audit.empty'),
  loadFailed: t('audit.loadFailed'),
  previous: t('audit.previous'),
  next: t('audit.next'),
  range: (first: number, last: number, total: number, capped: boolean) =>
    t(capped ? 'audit.rangeCapped' : 'audit.range', { first, last, total }),
  pagerLabel: t('audit.pagerLabel'),
  tableLabel: t('audit.tableLabel'),
  /** an action the filter lists by its name; any other as it is stored */
  actionLabel: (action: string) => (isAuditAction(action) ? t(`auditAction.${action}`) : action),
  staffRecord: (username: string) => t('audit.staffRecord', { username }),
}));

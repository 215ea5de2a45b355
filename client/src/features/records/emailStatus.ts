import type { MatchEmailState } from '@tutoring/common';
import { staffLocale } from '../../i18n/staffText';
import { recordsMessages } from './messages';

const m = recordsMessages.emails;

const when = (iso: string) => new Date(iso).toLocaleString(staffLocale(), { dateStyle: 'medium', timeStyle: 'short' });

/** Queued (with the failed tries so far), Sent with its time, or Failed with its time. */
export function emailStatusText(email: Pick<MatchEmailState, 'status' | 'sent_at' | 'failed_at' | 'attempts'>): string {
  if (email.status === 'sent' && email.sent_at) return m.sent(when(email.sent_at));
  if (email.status === 'failed' && email.failed_at) return m.failed(when(email.failed_at));
  return email.attempts > 0 ? m.queuedRetrying(email.attempts) : m.queued;
}

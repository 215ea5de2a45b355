import { addBusinessDays, CHECKIN_KIND, checkinEmail } from '@tutoring/common';
import type { Queryable } from '../db/db.js';
import { issueConcernLink } from '../concerns/index.js';
import { matchRecipients } from '../links/matchRecipients.js';
import { TRANSLATORS } from '../mail/translators.js';
import { readSettings } from '../settings/service.js';
import { issueLinkToken } from '../links/tokens.js';
import type { TuteeRow } from '../records/tuteeRecord.js';
import type { TutorRow } from '../records/tutorRecord.js';
import { NO_ANSWER_BUSINESS_DAYS, type CheckinSettings } from './settings.js';

function checkinUrl(settings: CheckinSettings, token: string, answer: 'yes' | 'no', language: string): string {
  return `${settings.publicUrl}/checkin/${token}?answer=${answer}&lang=${encodeURIComponent(language)}`;
}

/**
 * Queues the two "Did you meet?" check-ins of a new match in the caller's transaction (the one creating the match):
 * each an outbox row due so many business days after the match (the outbox's next_attempt_at holds it back until
 * then), its link token, and its match_checkin row. The family's is in the family's form language, the tutor's in
 * the tutor's, with the English text below when that is not English. Each names both people (the tutor's names the
 * student), so erasing either removes both.
 */
export async function scheduleCheckins(
  tx: Queryable,
  match: { id: number; created_at: Date | string },
  tutee: TuteeRow,
  tutor: TutorRow,
  settings: CheckinSettings,
): Promise<void> {
  const createdAt = new Date(match.created_at);
  const { orgName, supportEmail } = await readSettings(tx, settings.organisationDefaults);
  const businessDays = { tutee: settings.familyBusinessDays, tutor: settings.tutorBusinessDays };
  for (const recipient of matchRecipients(tutee, tutor)) {
    if (recipient.to === null) continue;
    const { side, language } = recipient;
    const dueAt = addBusinessDays(createdAt, businessDays[side], settings.holidays);
    const subject = { matchId: match.id, side };
    const token = await issueLinkToken(tx, 'checkin', subject, dueAt, settings.linkDays);
    const email = checkinEmail(
      TRANSLATORS[language],
      language === 'en' ? null : TRANSLATORS.en,
      { orgName, supportEmail },
      {
        side,
        firstName: recipient.firstName,
        studentFirstName: tutee.first_name,
        yesUrl: checkinUrl(settings, token, 'yes', language),
        noUrl: checkinUrl(settings, token, 'no', language),
        concernUrl: await issueConcernLink(tx, subject, dueAt, language, settings),
        linkDays: settings.linkDays,
      },
    );
    await tx.query(
      `WITH queued AS (
         INSERT INTO email_outbox (kind, to_address, subject, body, tutee_id, tutor_id, requested_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, $6, now(), $7) RETURNING id
       )
       INSERT INTO match_checkin (match_id, side, outbox_id, due_at, answer_by)
       SELECT $8, $9, id, $7, $10 FROM queued`,
      [
        CHECKIN_KIND,
        recipient.to,
        email.subject,
        email.text,
        tutee.id,
        tutor.id,
        dueAt,
        match.id,
        side,
        addBusinessDays(dueAt, NO_ANSWER_BUSINESS_DAYS, settings.holidays),
      ],
    );
  }
}

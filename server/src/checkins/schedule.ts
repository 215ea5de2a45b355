import { addBusinessDays, CHECKIN_KIND, checkinEmail, isLocaleCode, isStudentSubmitter } from '@tutoring/common';
import { allTranslators } from '@tutoring/common/i18n/all';
import type { Queryable } from '../db/db.js';
import { issueLinkToken } from '../links/tokens.js';
import type { TuteeRow } from '../records/tuteeRecord.js';
import type { TutorRow } from '../records/tutorRecord.js';
import { NO_ANSWER_BUSINESS_DAYS, type CheckinSettings } from './settings.js';

const TRANSLATORS = allTranslators();

type Side = 'tutee' | 'tutor';

interface Recipient {
  side: Side;
  to: string | null;
  language: string;
  firstName: string | null;
  businessDays: number;
}

/**
 * The family's address as its confirmation went (the student's when a student applied, else the guardian's), and
 * the name to greet: the student's, or none for a guardian.
 */
export function familyContact(tutee: Pick<TuteeRow, 'submitter' | 'email_student' | 'email_guardian' | 'first_name'>): {
  to: string | null;
  firstName: string | null;
} {
  const student = isStudentSubmitter(tutee.submitter);
  const own = student ? tutee.email_student : tutee.email_guardian;
  const other = student ? tutee.email_guardian : tutee.email_student;
  return { to: own?.trim() || other?.trim() || null, firstName: student ? tutee.first_name : null };
}

function familyRecipient(tutee: TuteeRow, settings: CheckinSettings): Recipient {
  return {
    side: 'tutee',
    ...familyContact(tutee),
    language: tutee.preferred_language,
    businessDays: settings.familyBusinessDays,
  };
}

function checkinUrl(settings: CheckinSettings, token: string, answer: 'yes' | 'no', language: string): string {
  return `${settings.publicUrl}/checkin/${token}?answer=${answer}&lang=${encodeURIComponent(language)}`;
}

/**
 * Queues the two "Did you meet?" check-ins of a new match in the caller's transaction (the one creating the match):
 * each an outbox row due so many business days after the match (the outbox's next_attempt_at holds it back until
 * then), its link token, and its match_checkin row. The family's is in the family's form language, the tutor's in
 * the tutor's, with the English text below when that is not English.
 */
export async function scheduleCheckins(
  tx: Queryable,
  match: { id: number; created_at: Date | string },
  tutee: TuteeRow,
  tutor: TutorRow,
  settings: CheckinSettings,
): Promise<void> {
  const createdAt = new Date(match.created_at);
  const recipients: Recipient[] = [
    familyRecipient(tutee, settings),
    {
      side: 'tutor',
      to: tutor.email.trim() || null,
      language: tutor.preferred_language,
      firstName: tutor.first_name,
      businessDays: settings.tutorBusinessDays,
    },
  ];
  for (const recipient of recipients) {
    if (recipient.to === null) continue;
    const dueAt = addBusinessDays(createdAt, recipient.businessDays, settings.holidays);
    const token = await issueLinkToken(
      tx,
      'checkin',
      { matchId: match.id, side: recipient.side },
      dueAt,
      settings.linkDays,
    );
    const language = isLocaleCode(recipient.language) ? recipient.language : 'en';
    const email = checkinEmail(
      TRANSLATORS[language],
      language === 'en' ? null : TRANSLATORS.en,
      { orgName: settings.orgName, supportEmail: settings.supportEmail },
      {
        side: recipient.side,
        firstName: recipient.firstName,
        studentFirstName: tutee.first_name,
        yesUrl: checkinUrl(settings, token, 'yes', language),
        noUrl: checkinUrl(settings, token, 'no', language),
        linkDays: settings.linkDays,
      },
    );
    await tx.query(
      `WITH queued AS (
         INSERT INTO email_outbox (kind, to_address, subject, body, ${recipient.side}_id, requested_at, next_attempt_at)
         VALUES ($1, $2, $3, $4, $5, now(), $6) RETURNING id
       )
       INSERT INTO match_checkin (match_id, side, outbox_id, due_at, answer_by)
       SELECT $7, $8, id, $6, $9 FROM queued`,
      [
        CHECKIN_KIND,
        recipient.to,
        email.subject,
        email.text,
        recipient.side === 'tutee' ? tutee.id : tutor.id,
        dueAt,
        match.id,
        recipient.side,
        addBusinessDays(dueAt, NO_ANSWER_BUSINESS_DAYS, settings.holidays),
      ],
    );
  }
}

import { surveyEmail, SURVEY_KIND } from '@tutoring/common';
import type { CheckinSettings } from '../checkins/index.js';
import { issueConcernLink } from '../concerns/index.js';
import type { Queryable } from '../db/db.js';
import { matchRecipients } from '../links/matchRecipients.js';
import { issueLinkToken } from '../links/tokens.js';
import { TRANSLATORS } from '../mail/translators.js';
import type { TuteeRow } from '../records/tuteeRecord.js';
import type { TutorRow } from '../records/tutorRecord.js';
import { readSettings } from '../settings/service.js';

/**
 * Queues "How did it go?" to both sides of a match that has just ended, in the caller's transaction (the one ending
 * it): each an outbox row released at once, its survey link, its concern link and its match_survey row, in the
 * recipient's language with the English text below when that is not English. Each names both people (the tutor's
 * names the student), so erasing either removes both.
 */
export async function queueSurveys(
  tx: Queryable,
  matchId: number,
  tutee: TuteeRow,
  tutor: TutorRow,
  settings: CheckinSettings,
): Promise<void> {
  const now = new Date();
  const { orgName, supportEmail } = await readSettings(tx, settings.organisationDefaults);
  for (const recipient of matchRecipients(tutee, tutor)) {
    if (recipient.to === null) continue;
    const { side, language } = recipient;
    const subject = { matchId, side };
    const token = await issueLinkToken(tx, 'survey', subject, now, settings.linkDays);
    const email = surveyEmail(
      TRANSLATORS[language],
      language === 'en' ? null : TRANSLATORS.en,
      { orgName, supportEmail },
      {
        side,
        firstName: recipient.firstName,
        studentFirstName: tutee.first_name,
        surveyUrl: `${settings.publicUrl}/survey/${token}?lang=${encodeURIComponent(language)}`,
        concernUrl: await issueConcernLink(tx, subject, now, language, settings),
        linkDays: settings.linkDays,
      },
    );
    await tx.query(
      `WITH queued AS (
         INSERT INTO email_outbox (kind, to_address, subject, body, tutee_id, tutor_id, requested_at)
         VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id
       )
       INSERT INTO match_survey (match_id, side, outbox_id) SELECT $7, $8, id FROM queued`,
      [SURVEY_KIND, recipient.to, email.subject, email.text, tutee.id, tutor.id, matchId, side],
    );
  }
}

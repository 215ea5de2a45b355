// The match emails the app sends when staff confirm a match with "Send these emails from the app": the same texts
// the Match Confirmation dialog shows (buildMatchEmails), queued in the outbox in the match's own transaction.
import { buildMatchEmails, isLocaleCode, type MatchEmail, type MatchEmailConfig } from '@tutoring/common';
import type { Config } from '../config.js';
import type { Queryable } from '../db/db.js';
import { TRANSLATORS } from '../mail/translators.js';
import { toTuteeRecord, type TuteeRow } from '../records/tuteeRecord.js';
import { toTutorRecord, type TutorRow } from '../records/tutorRecord.js';
import { insertMatchEmail, type MatchOutboxEmail } from './emailRepo.js';

/** Between the family's own language and the English text below it. */
export const ENGLISH_BELOW = '\n\n----------\n\n';

export function matchEmailConfig(config: Config): MatchEmailConfig {
  return {
    orgName: config.ORG_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    tutorGuideUrl: config.TUTOR_GUIDE_URL,
    tutorTrainingUrl: config.TUTOR_TRAINING_URL,
    tuteeGuideUrl: config.TUTEE_GUIDE_URL,
  };
}

type Outgoing = Omit<MatchOutboxEmail, 'matchId' | 'tuteeId' | 'tutorId'>;

function outgoing(email: MatchEmail, role: MatchOutboxEmail['role'], language: string, body: string): Outgoing[] {
  // A family without an address on file (the form requires one, older rows may lack it) gets nothing to bounce.
  if (email.to.length === 0) return [];
  return [{ role, language, to: email.to.join(', '), cc: email.cc, subject: email.subject, body }];
}

/**
 * The tutor's email and the family's: the family's in the language their form was filled in, with the English text
 * below it when that is not English (English is the binding text). The tutor's text exists in English only, so it
 * goes in English whatever the tutor's form language.
 */
export function matchOutboxEmails(tutee: TuteeRow, tutor: TutorRow, config: MatchEmailConfig): Outgoing[] {
  const { id: _tuteeId, ...tuteeFacts } = toTuteeRecord(tutee);
  const { id: _tutorId, ...tutorFacts } = toTutorRecord(tutor);
  const familyLanguage = isLocaleCode(tutee.preferred_language) ? tutee.preferred_language : 'en';
  const emails = buildMatchEmails(tuteeFacts, tutorFacts, config, {
    english: TRANSLATORS.en,
    family: { language: familyLanguage, t: TRANSLATORS[familyLanguage] },
  });
  const translated = emails.familyTranslated;
  const family = translated
    ? outgoing(translated, 'family', translated.language, `${translated.body}${ENGLISH_BELOW}${emails.family.body}`)
    : outgoing(emails.family, 'family', 'en', emails.family.body);
  return [...outgoing(emails.tutor, 'tutor', 'en', emails.tutor.body), ...family];
}

/** Queues the match's emails inside its transaction: they commit, or roll back, with the match. */
export async function queueMatchEmails(
  tx: Queryable,
  match: { id: number },
  tutee: TuteeRow,
  tutor: TutorRow,
  config: MatchEmailConfig,
): Promise<void> {
  for (const email of matchOutboxEmails(tutee, tutor, config)) {
    await insertMatchEmail(tx, { ...email, matchId: match.id, tuteeId: tutee.id, tutorId: tutor.id });
  }
}

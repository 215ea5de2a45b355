// The match emails the app sends when staff confirm a match with "Send these emails from the app": the same texts
// the Match Confirmation dialog shows (buildMatchEmails), queued in the outbox in the match's own transaction.
import {
  buildMatchEmails,
  concernLine,
  isLocaleCode,
  tutorMatchEmail,
  type LocaleCode,
  type MatchEmail,
  type MatchEmailConfig,
} from '@tutoring/common';
import { issueConcernLink, type ConcernLinkSettings } from '../concerns/index.js';
import type { Queryable } from '../db/db.js';
import { TRANSLATORS } from '../mail/translators.js';
import { toTuteeRecord, type TuteeRow } from '../records/tuteeRecord.js';
import { toTutorRecord, type TutorRow } from '../records/tutorRecord.js';
import { insertMatchEmail, type MatchOutboxEmail } from './emailRepo.js';

/** Between the family's own language and the English text below it. */
export const ENGLISH_BELOW = '\n\n----------\n\n';

type Outgoing = Omit<MatchOutboxEmail, 'matchId' | 'tuteeId' | 'tutorId'>;

/**
 * One recipient's email: in their language with the English text below when that is not English (English is the
 * binding text), else in English alone.
 */
function outgoing(
  role: MatchOutboxEmail['role'],
  english: MatchEmail,
  translated: { language: LocaleCode; email: MatchEmail } | null,
): Outgoing[] {
  // A family without an address on file (the form requires one, older rows may lack it) gets nothing to bounce.
  if (english.to.length === 0) return [];
  const shown = translated?.email ?? english;
  const body = translated ? `${translated.email.body}${ENGLISH_BELOW}${english.body}` : english.body;
  const language = translated?.language ?? 'en';
  return [{ role, language, to: shown.to.join(', '), cc: shown.cc, subject: shown.subject, body }];
}

const formLanguage = (code: string): LocaleCode => (isLocaleCode(code) ? code : 'en');

/**
 * The tutor's email and the family's, each in the language its recipient's form was filled in (the English text
 * below it when that is not English): the texts the Match Confirmation dialog shows.
 */
function matchOutboxEmails(tutee: TuteeRow, tutor: TutorRow, config: MatchEmailConfig): Outgoing[] {
  const { id: _tuteeId, ...tuteeFacts } = toTuteeRecord(tutee);
  const { id: _tutorId, ...tutorFacts } = toTutorRecord(tutor);
  const familyLanguage = formLanguage(tutee.preferred_language);
  const tutorLanguage = formLanguage(tutor.preferred_language);
  const emails = buildMatchEmails(tuteeFacts, tutorFacts, config, {
    english: TRANSLATORS.en,
    family: { language: familyLanguage, t: TRANSLATORS[familyLanguage] },
  });
  const family = emails.familyTranslated;
  const tutorTranslated =
    tutorLanguage === 'en'
      ? null
      : { language: tutorLanguage, email: tutorMatchEmail(tuteeFacts, tutorFacts, config, TRANSLATORS[tutorLanguage]) };
  return [
    ...outgoing('tutor', emails.tutor, tutorTranslated),
    ...outgoing('family', emails.family, family ? { language: family.language, email: family } : null),
  ];
}

/** The "Report a concern" line in the email's language, and in English below it when that is not English. */
function concernFooter(language: string, url: string): string {
  const own = concernLine(TRANSLATORS[formLanguage(language)], url);
  return language === 'en' ? own : `${own}\n${concernLine(TRANSLATORS.en, url)}`;
}

/**
 * Queues the match's emails inside its transaction: they commit, or roll back, with the match. Each ends with its
 * recipient's "Report a concern" link.
 */
export async function queueMatchEmails(
  tx: Queryable,
  match: { id: number },
  tutee: TuteeRow,
  tutor: TutorRow,
  config: MatchEmailConfig,
  links: ConcernLinkSettings,
): Promise<void> {
  for (const email of matchOutboxEmails(tutee, tutor, config)) {
    const side = email.role === 'tutor' ? 'tutor' : 'tutee';
    const url = await issueConcernLink(tx, { matchId: match.id, side }, new Date(), email.language, links);
    await insertMatchEmail(tx, {
      ...email,
      body: `${email.body}\n\n${concernFooter(email.language, url)}`,
      matchId: match.id,
      tuteeId: tutee.id,
      tutorId: tutor.id,
    });
  }
}

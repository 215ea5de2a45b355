import {
  isLocaleCode,
  RECONFIRM_KIND,
  RECONFIRM_REMINDER_KIND,
  reconfirmEmail,
  type ReconfirmAnswer,
  type ReconfirmationQueued,
  type ReconfirmationRoundInput,
  type ReconfirmPage,
} from '@tutoring/common';
import { allTranslators } from '@tutoring/common/i18n/all';
import { recordAudit } from '../audit/service.js';
import { familyContact } from '../links/matchRecipients.js';
import type { Db, Queryable } from '../db/db.js';
import type { LinkResult } from '../links/answers.js';
import { consumeLinkToken, issueApplicationLinkTokens, peekLinkToken } from '../links/tokens.js';
import {
  askees,
  closeExpired,
  closeOpen,
  deactivateTutees,
  insertQuestions,
  languageOf,
  lockRounds,
  markConfirmed,
  pauseTutors,
  type Askee,
  type Role,
  type RoundTimes,
} from './repo.js';
import type { ReconfirmSettings } from './settings.js';

const TRANSLATORS = allTranslators();
const DAY_MS = 86_400_000;

/** People asked per statement: thousands in one round stay a few statements, each of bounded size. */
const BATCH = 500;

function reconfirmUrl(settings: ReconfirmSettings, token: string, answer: ReconfirmAnswer, language: string): string {
  return `${settings.publicUrl}/reconfirm/${token}?answer=${answer}&lang=${encodeURIComponent(language)}`;
}

/** Whom the email goes to and whom it greets: a tutee's family as its confirmation went, or the tutor. */
function contactOf(role: Role, askee: Askee): { to: string | null; firstName: string | null } {
  if (role === 'tutor') return { to: askee.email?.trim() || null, firstName: askee.first_name };
  return familyContact({
    submitter: askee.submitter ?? '',
    email_student: askee.email_student ?? null,
    email_guardian: askee.email_guardian ?? null,
    first_name: askee.first_name,
  });
}

/** The question (or its reminder) to one person in their language, its links carrying their token. */
function writeEmail(
  settings: ReconfirmSettings,
  role: Role,
  askee: Askee,
  firstName: string | null,
  token: string,
  reminder: boolean,
): { subject: string; body: string } {
  const language = isLocaleCode(askee.preferred_language) ? askee.preferred_language : 'en';
  const email = reconfirmEmail(
    TRANSLATORS[language],
    language === 'en' ? null : TRANSLATORS.en,
    { orgName: settings.orgName, supportEmail: settings.supportEmail },
    {
      role,
      reminder,
      firstName,
      studentFirstName: askee.first_name,
      yesUrl: reconfirmUrl(settings, token, 'yes', language),
      noUrl: reconfirmUrl(settings, token, 'no', language),
      daysLeft: reminder ? settings.expireDays - settings.remindDays : settings.expireDays,
    },
  );
  return { subject: email.subject, body: email.text };
}

/**
 * Asks a batch of people of one role: a link token each, valid until the round expires, and the question due at
 * askedAt with its reminder due at remindAt, both carrying the same token. The database keeps only the token's hash,
 * so the reminder's text is written now, while the token is at hand; the reminder is deleted when the person answers.
 * People with no address on file are skipped (nothing to ask them with). Answers how many were asked.
 */
async function askBatch(
  tx: Queryable,
  settings: ReconfirmSettings,
  round: RoundTimes,
  role: Role,
  askees: readonly Askee[],
): Promise<number> {
  const reachable = askees.flatMap((askee) => {
    const { to, firstName } = contactOf(role, askee);
    return to === null ? [] : [{ askee, to, firstName }];
  });
  const ids = reachable.map(({ askee }) => askee.id);
  const tokens = await issueApplicationLinkTokens(tx, 'reconfirm', role, ids, round.askedAt, settings.expireDays);
  await insertQuestions(
    tx,
    role,
    round,
    reachable.map(({ askee, to, firstName }, i) => ({
      id: askee.id,
      to,
      question: writeEmail(settings, role, askee, firstName, tokens[i]!, false),
      reminder: writeEmail(settings, role, askee, firstName, tokens[i]!, true),
    })),
  );
  return reachable.length;
}

/**
 * Starts a round (POST /api/reconfirmations) in one transaction: every waiting tutee's family and every available
 * tutor, as chosen, without an open question already, is asked at sendAt (now when omitted). Audited with the counts.
 */
export async function startRound(
  db: Db,
  settings: ReconfirmSettings,
  staffUserId: number,
  input: ReconfirmationRoundInput,
): Promise<ReconfirmationQueued> {
  const askedAt = input.sendAt === undefined ? new Date() : new Date(input.sendAt);
  const round: RoundTimes = {
    createdBy: staffUserId,
    askedAt,
    remindAt: new Date(askedAt.getTime() + settings.remindDays * DAY_MS),
    expiresAt: new Date(askedAt.getTime() + settings.expireDays * DAY_MS),
    questionKind: RECONFIRM_KIND,
    reminderKind: RECONFIRM_REMINDER_KIND,
  };
  return db.transaction(async (tx) => {
    await lockRounds(tx);
    const asked = { tutee: 0, tutor: 0 };
    for (const role of ['tutee', 'tutor'] as const) {
      if (!(role === 'tutee' ? input.tutees : input.tutors)) continue;
      const everyone = await askees(tx, role);
      for (let i = 0; i < everyone.length; i += BATCH) {
        asked[role] += await askBatch(tx, settings, round, role, everyone.slice(i, i + BATCH));
      }
    }
    const queued: ReconfirmationQueued = {
      tutees: asked.tutee,
      tutors: asked.tutor,
      send_at: round.askedAt.toISOString(),
      remind_at: round.remindAt.toISOString(),
      expires_at: round.expiresAt.toISOString(),
    };
    await recordAudit(tx, { staffUserId, action: 'reconfirmation.start', entity: 'reconfirmation', details: queued });
    return queued;
  });
}

/**
 * A tutee matched while its question is open is no longer asked: the question closes as matched and its reminder
 * (or the question itself, before sendAt) is not sent. Called in the match's transaction.
 */
export async function closeOnMatch(tx: Queryable, tuteeId: number): Promise<void> {
  await closeOpen(tx, { role: 'tutee', id: tuteeId }, 'matched');
}

/** What a reconfirmation link's page shows; reads only (mail scanners open links). */
export async function readReconfirm(db: Db, token: string): Promise<LinkResult<ReconfirmPage>> {
  const found = await peekLinkToken(db, 'reconfirm', token);
  if (!found.ok) return found;
  return { ok: true, value: { role: found.subject.role, language: await languageOf(db, found.subject) } };
}

/**
 * Records the answer in one transaction with using the token up: a yes stamps last_confirmed_at; a no takes a tutee
 * off the waiting list (deactivated, reason answered_no) or pauses a tutor. Closes the open question and deletes its
 * reminder if not sent yet. Audited without a staff member, as the public's act.
 */
export async function answerReconfirm(
  db: Db,
  token: string,
  answer: ReconfirmAnswer,
): Promise<LinkResult<{ answer: ReconfirmAnswer }>> {
  return db.transaction(async (tx) => {
    const found = await consumeLinkToken(tx, 'reconfirm', token);
    if (!found.ok) return found;
    const ref = found.subject;
    await closeOpen(tx, ref, answer);
    let changed = false;
    if (answer === 'yes') await markConfirmed(tx, ref);
    else if (ref.role === 'tutee') changed = (await deactivateTutees(tx, [ref.id], 'answered_no')).length > 0;
    else changed = (await pauseTutors(tx, [ref.id], 'answered_no')).length > 0;
    await recordAudit(tx, {
      staffUserId: null,
      action: 'reconfirmation.answer',
      entity: ref.role,
      entityId: ref.id,
      details: { answer, ...(answer === 'no' ? { [ref.role === 'tutee' ? 'deactivated' : 'paused']: changed } : {}) },
    });
    return { ok: true, value: { answer } };
  });
}

/**
 * Applies the expiry of every question left unanswered past RECONFIRM_EXPIRE_DAYS: the tutee is deactivated with the
 * reason did_not_confirm, the tutor paused; both audited, both reversible by staff. Safe to run in every process at
 * once: each question is closed by one of them (closeExpired). Answers how many were deactivated and paused.
 */
export async function expireReconfirmations(db: Db): Promise<{ tutees: number; tutors: number }> {
  return db.transaction(async (tx) => {
    const expired = await closeExpired(tx);
    const tutees = await deactivateTutees(tx, expired.tuteeIds, 'did_not_confirm');
    const tutors = await pauseTutors(tx, expired.tutorIds, 'did_not_confirm');
    for (const [entity, ids] of [
      ['tutee', tutees],
      ['tutor', tutors],
    ] as const) {
      for (const id of ids) {
        await recordAudit(tx, {
          staffUserId: null,
          action: entity === 'tutee' ? 'tutee.deactivate' : 'tutor.pause',
          entity,
          entityId: id,
          details: { reason: 'did_not_confirm' },
        });
      }
    }
    return { tutees: tutees.length, tutors: tutors.length };
  });
}

import crypto from 'node:crypto';
import type { Response } from 'express';
import {
  CONFIRM_CHANGED_KIND,
  confirmChangedEmail,
  ERASURE_REQUEST_KIND,
  isLocaleCode,
  MANAGE_LINK_KIND,
  manageLinkEmail,
  type ApplicantApplication,
  type ApplicantApplications,
} from '@tutoring/common';
import { recordAudit } from '../audit/service.js';
import type { AppContext } from '../context.js';
import type { Queryable } from '../db/db.js';
import { AppError, conflict, notFound } from '../http/errors.js';
import type { LinkResult } from '../links/answers.js';
import { consumeLinkToken, hashToken, issueLinkToken, peekLinkToken, type ApplicationRef } from '../links/tokens.js';
import { TRANSLATORS } from '../mail/translators.js';
import { erasePerson } from '../personData/service.js';
import { PERSON_TABLE, readPersonExport, type PersonExport } from '../personData/index.js';
import { applicationOfAddress, applicationsOfAddress, firstApplicationOfAddress } from './applicantRepo.js';
import { openApplicantSession, type ApplicantSession } from './applicantSession.js';
import { cancelConfirmReminder } from './confirmEmail.js';
import { applicantUrl, CONFIRM_LINK_DAYS, newConfirmLink } from './confirmLink.js';

type Deps = Pick<AppContext, 'db' | 'config' | 'mail'>;

/** A manage link works for one hour, once. */
const MANAGE_LINK_MINUTES = 60;
/** At most this many manage links go to one address an hour, whoever asks: the form cannot flood a mailbox. */
export const MANAGE_LINKS_PER_ADDRESS_PER_HOUR = 3;

export const MANAGE_MESSAGES = {
  inCurrentMatch: 'This application is in a current match. Please write to us to end it first.',
  notFound: 'No application of yours has that id.',
  noSession: 'Your session has ended. Ask for a new link on the Manage my application page.',
} as const;

const language = (code: string) => (isLocaleCode(code) ? code : 'en');
const orgOf = ({ config }: Pick<Deps, 'config'>) => ({ orgName: config.ORG_NAME, supportEmail: config.SUPPORT_EMAIL });

/**
 * Counts a manage link for the address (hashed, as the confirmations' counter) in rate_limit; false past the hourly
 * cap. Counted whether or not the address has applications, so the cap says nothing about them either.
 */
async function withinAddressCap(tx: Queryable, address: string): Promise<boolean> {
  const key = `manage:${crypto.createHash('sha256').update(address).digest('hex')}`;
  const { rows } = await tx.query<{ hits: number }>(
    `INSERT INTO rate_limit (key, hits, reset_at) VALUES ($1, 1, now() + interval '1 hour')
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limit.reset_at <= now() THEN 1 ELSE rate_limit.hits + 1 END,
       reset_at = CASE WHEN rate_limit.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limit.reset_at END
     RETURNING hits`,
    [key],
  );
  return (rows[0]?.hits ?? 0) <= MANAGE_LINKS_PER_ADDRESS_PER_HOUR;
}

/**
 * Emails a manage link to the address when it has applications and is under its hourly cap; does nothing otherwise.
 * The caller answers the same in every case. The link's token names the newest application of the address and keeps
 * the address (lower case): the session it opens sees that address's applications only.
 */
export async function sendManageLink(deps: Deps, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const queued = await deps.db.transaction(async (tx) => {
    if (!(await withinAddressCap(tx, address))) return false;
    const first = await firstApplicationOfAddress(tx, address);
    if (!first) return false;
    const token = await issueLinkToken(tx, 'manage', { role: first.role, id: first.id }, new Date(), 1);
    await tx.query(
      `UPDATE link_token SET address = $2, expires_at = now() + make_interval(mins => $3::int) WHERE token_hash = $1`,
      [hashToken(token), address, MANAGE_LINK_MINUTES],
    );
    const lang = language(first.language);
    const message = manageLinkEmail(
      TRANSLATORS[lang],
      orgOf(deps),
      applicantUrl(deps.config, `/manage/${token}`, lang),
    );
    await tx.query(
      `INSERT INTO email_outbox (kind, to_address, subject, body, ${first.role}_id, requested_at)
       VALUES ($1, $2, $3, $4, $5, now())`,
      [MANAGE_LINK_KIND, email.trim(), message.subject, message.text, first.id],
    );
    return true;
  });
  if (queued) deps.mail.wake();
}

/** Whether a manage link still works; reads only (mail scanners open links). */
export async function readManageLink(deps: Deps, token: string): Promise<LinkResult<{ language: string }>> {
  const found = await peekLinkToken(deps.db, 'manage', token);
  if (!found.ok) return found;
  const { rows } = await deps.db.query<{ language: string }>(
    `SELECT preferred_language AS language FROM ${PERSON_TABLE[found.subject.role]} WHERE id = $1`,
    [found.subject.id],
  );
  return { ok: true, value: { language: rows[0]?.language ?? 'en' } };
}

/** Uses the manage link up and opens the applicant session of its address, answering its applications. */
export async function openManageLink(
  deps: Deps,
  token: string,
  res: Response,
): Promise<LinkResult<ApplicantApplications>> {
  return deps.db.transaction(async (tx) => {
    const found = await consumeLinkToken(tx, 'manage', token);
    if (!found.ok) return found;
    const { rows } = await tx.query<{ address: string | null }>(
      'SELECT address FROM link_token WHERE token_hash = $1',
      [hashToken(token)],
    );
    const address = rows[0]?.address;
    if (!address) return { ok: false, state: 'expired' };
    const expiresAt = await openApplicantSession(tx, deps.config, res, address);
    return { ok: true, value: { applications: await applicationsOfAddress(tx, address), expiresAt } };
  });
}

export async function listOwnApplications(deps: Deps, session: ApplicantSession): Promise<ApplicantApplications> {
  return { applications: await applicationsOfAddress(deps.db, session.address), expiresAt: session.expiresAt };
}

/** The application, locked, when it holds the session's address; 404 otherwise (another's looks absent). */
async function owned(tx: Queryable, session: ApplicantSession, ref: ApplicationRef): Promise<ApplicantApplication> {
  const application = await applicationOfAddress(tx, session.address, ref);
  if (!application) throw notFound(MANAGE_MESSAGES.notFound);
  return application;
}

const audit = (tx: Queryable, action: Parameters<typeof recordAudit>[1]['action'], ref: ApplicationRef, details = {}) =>
  recordAudit(tx, {
    staffUserId: null,
    action,
    entity: ref.role,
    entityId: ref.id,
    details: { by: 'applicant', ...details },
  });

/**
 * Corrects the phone number and/or the email address. A new address must be confirmed again: the application is
 * marked unconfirmed, the old reminder is cancelled, and the new address gets a fresh confirmation link. The
 * application then leaves this session, whose address it no longer holds.
 */
export async function updateContact(
  deps: Deps,
  session: ApplicantSession,
  ref: ApplicationRef,
  change: { phone?: string; email?: string },
): Promise<{ application: ApplicantApplication | null; confirmationSent: boolean }> {
  const { result, sent } = await deps.db.transaction(async (tx) => {
    const before = await owned(tx, session, ref);
    const table = PERSON_TABLE[ref.role];
    if (change.phone !== undefined)
      await tx.query(`UPDATE ${table} SET phone = $2 WHERE id = $1`, [ref.id, change.phone]);
    const newAddress = change.email !== undefined && change.email.toLowerCase() !== session.address;
    if (newAddress && change.email !== undefined) await changeAddress(deps, tx, session, before, change.email);
    const fields = [...(change.phone !== undefined ? ['phone'] : []), ...(newAddress ? ['email'] : [])];
    await audit(tx, 'application.update', ref, { fields });
    const application = (await applicationOfAddress(tx, session.address, ref)) ?? null;
    return { result: { application, confirmationSent: newAddress }, sent: newAddress };
  });
  if (sent) deps.mail.wake();
  return result;
}

async function changeAddress(
  deps: Deps,
  tx: Queryable,
  session: ApplicantSession,
  before: ApplicantApplication,
  email: string,
): Promise<void> {
  const ref = { role: before.role, id: before.id };
  if (ref.role === 'tutee') {
    await tx.query(
      `UPDATE tutees SET
         email_guardian = CASE WHEN lower(email_guardian) = $2 THEN $3 ELSE email_guardian END,
         email_student = CASE WHEN lower(email_student) = $2 THEN $3 ELSE email_student END
       WHERE id = $1`,
      [ref.id, session.address, email],
    );
  } else {
    await tx.query('UPDATE tutors SET email = $2 WHERE id = $1', [ref.id, email]);
  }
  const { rows } = await tx.query<{ language: string }>(
    `UPDATE ${PERSON_TABLE[ref.role]} SET email_confirmed_at = NULL, email_confirm_asked_at = now() WHERE id = $1
     RETURNING preferred_language AS language`,
    [ref.id],
  );
  await cancelConfirmReminder(tx, ref);
  const lang = language(rows[0]?.language ?? 'en');
  const token = await issueLinkToken(tx, 'confirm_email', ref, new Date(), CONFIRM_LINK_DAYS);
  const link = newConfirmLink(deps.config, lang);
  const facts = { ...link.facts, url: applicantUrl(deps.config, `/confirm-email/${token}`, lang) };
  const message = confirmChangedEmail(TRANSLATORS[lang], orgOf(deps), before.reference ?? '', facts);
  await tx.query(
    `INSERT INTO email_outbox (kind, to_address, subject, body, ${ref.role}_id, requested_at)
     VALUES ($1, $2, $3, $4, $5, now())`,
    [CONFIRM_CHANGED_KIND, email, message.subject, message.text, ref.id],
  );
}

/** Withdraws the application: deactivated at once (it leaves the staff lists), marked withdrawn by the applicant. */
export async function withdraw(
  deps: Deps,
  session: ApplicantSession,
  ref: ApplicationRef,
): Promise<ApplicantApplication> {
  return deps.db.transaction(async (tx) => {
    const application = await owned(tx, session, ref);
    if (application.status === 'matched') throw conflict(MANAGE_MESSAGES.inCurrentMatch);
    await tx.query(
      `UPDATE ${PERSON_TABLE[ref.role]} SET active = false, withdrawn_at = coalesce(withdrawn_at, now()) WHERE id = $1`,
      [ref.id],
    );
    await cancelConfirmReminder(tx, ref);
    await audit(tx, 'application.withdraw', ref);
    return (await applicationOfAddress(tx, session.address, ref)) ?? application;
  });
}

/** The same document as the staff export, audited as the applicant's. */
export async function exportOwn(deps: Deps, session: ApplicantSession, ref: ApplicationRef): Promise<PersonExport> {
  return deps.db.transaction(async (tx) => {
    await owned(tx, session, ref);
    const document = await readPersonExport(tx, ref.role, ref.id);
    if (!document) throw notFound(MANAGE_MESSAGES.notFound);
    await audit(tx, 'application.export', ref);
    return document;
  });
}

/**
 * Erases the application at once when it is in no current match. In a current match (ending one has its own steps)
 * the request goes to the organisation's support address, naming the application by id and reference only.
 */
export async function eraseOwn(
  deps: Deps,
  session: ApplicantSession,
  ref: ApplicationRef,
): Promise<{ outcome: 'erased' | 'requested' }> {
  const requested = await deps.db.transaction(async (tx) => {
    const application = await owned(tx, session, ref);
    if (application.status !== 'matched') return false;
    const name = ref.role === 'tutee' ? 'tutee' : 'tutor';
    await tx.query(
      `INSERT INTO email_outbox (kind, to_address, subject, body, ${ref.role}_id, requested_at)
       VALUES ($1, $2, $3, $4, $5, now())`,
      [
        ERASURE_REQUEST_KIND,
        deps.config.SUPPORT_EMAIL,
        `Erasure requested: ${name} ${application.reference ?? `#${ref.id}`}`,
        `The applicant of ${name} ${application.reference ?? ''} (id ${ref.id}) asked, from Manage my application, ` +
          'for their data to be erased. The application is in a current match: end the match, then erase the ' +
          `${name} from its card (Export and erase).\n`,
        ref.id,
      ],
    );
    await audit(tx, 'application.erase_requested', ref);
    return true;
  });
  if (requested) {
    deps.mail.wake();
    return { outcome: 'requested' };
  }
  try {
    await erasePerson(deps.db, deps.mail, ref.role, ref.id, null, null);
  } catch (error) {
    // A match made between the two steps: the applicant asks again and the request goes to the team.
    if (error instanceof AppError && error.status === 409) throw conflict(MANAGE_MESSAGES.inCurrentMatch);
    throw error;
  }
  return { outcome: 'erased' };
}

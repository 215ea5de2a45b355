import {
  CONFIRM_REMINDER_KIND,
  confirmReminderEmail,
  CONFIRMATION_KIND,
  type ReferenceKind,
  confirmationEmail,
  type ApplicationReceived,
  type ConfirmationOrg,
  type ConfirmationRecipient,
  type LocaleCode,
  type NewTutee,
  type NewTutor,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import { TRANSLATORS } from '../mail/translators.js';
import { readSettings } from '../settings/service.js';
import type { ExpectedWait } from './expectedWait.js';
import type { EmailConfirmationRequest, QueuedEmail } from '../mail/repo.js';
import { applicantUrl, CONFIRM_REMINDER_DAYS, guardianConsentRequest, newConfirmLink } from '../applications/index.js';
import { newReference, withFreshReference, type NewReference } from './reference.js';
import { insertTutee, insertTutor, REFERENCE_CONSTRAINTS, type StoredApplication } from './repo.js';

export type Deps = Pick<AppContext, 'db' | 'config'> & {
  expectedWait: ExpectedWait;
  /** tests pass a generator that repeats itself, to see a collision retried */
  newReference?: NewReference;
};

/** Who hears back about a tutee application: the student or the guardian, as the submitter chose. */
function tuteeConfirmation(tutee: NewTutee): { to: string; recipient: ConfirmationRecipient } {
  if (tutee.submitter === 'Student') {
    return { to: tutee.emailStudent ?? '', recipient: { applicant: 'student', firstName: tutee.firstName } };
  }
  return { to: tutee.emailGuardian ?? '', recipient: { applicant: 'guardian', studentFirstName: tutee.firstName } };
}

interface Confirmation {
  kind: ReferenceKind;
  language: LocaleCode;
  to: string;
  recipient: ConfirmationRecipient;
  expectedWaitDays: number | null;
}

type Insert = (
  reference: string,
  confirmation: QueuedEmail,
  confirm: EmailConfirmationRequest,
  org: ConfirmationOrg,
) => Promise<StoredApplication>;

/**
 * Stores an application under a fresh reference, with its confirmation email (the reference, the expected wait and
 * the "Confirm your email address" link, in the language the form was filled in) and the reminder to confirm, due
 * CONFIRM_REMINDER_DAYS later with the same link; `insert` is the table's one statement.
 */
async function storeConfirmed(
  deps: Deps,
  { kind, language, to, recipient, expectedWaitDays }: Confirmation,
  insert: Insert,
): Promise<ApplicationReceived> {
  const org = await readSettings(deps.db, deps.config);
  const t = TRANSLATORS[language];
  const stored = await withFreshReference(
    kind,
    REFERENCE_CONSTRAINTS[kind],
    (reference) => {
      const link = newConfirmLink(deps.config, language);
      const manageUrl = applicantUrl(deps.config, '/manage', language);
      const facts = { reference, expectedWaitDays, confirm: link.facts, manageUrl };
      const email = confirmationEmail(t, org, recipient, facts);
      const reminder = confirmReminderEmail(t, org, reference, link.facts);
      return insert(
        reference,
        { kind: CONFIRMATION_KIND, to, subject: email.subject, body: email.text },
        {
          tokenHash: link.tokenHash,
          linkDays: link.facts.linkDays,
          reminder: { kind: CONFIRM_REMINDER_KIND, to, subject: reminder.subject, body: reminder.text },
          reminderDays: CONFIRM_REMINDER_DAYS,
        },
        org,
      );
    },
    deps.newReference ?? newReference,
  );
  return { ...stored, expectedWaitDays };
}

/**
 * Stores a tutee application with its confirmation email. A repeated idempotency key answers the first application's
 * id and reference and queues nothing.
 */
export async function submitTutee(
  deps: Deps,
  tutee: NewTutee,
  idempotencyKey: string | null,
): Promise<ApplicationReceived> {
  const expectedWaitDays = await deps.expectedWait(tutee.subjects[0], tutee.grade);
  const confirmation = {
    kind: 'tutee',
    language: tutee.preferredLanguage,
    expectedWaitDays,
    ...tuteeConfirmation(tutee),
  } as const;
  return storeConfirmed(deps, confirmation, (reference, email, confirm, org) =>
    insertTutee(
      deps.db,
      { ...tutee, idempotencyKey },
      reference,
      email,
      confirm,
      guardianConsentRequest(deps.config, org, tutee, reference),
    ),
  );
}

/** Stores a tutor application with its confirmation email, as submitTutee; a volunteer's wait is not estimated. */
export async function submitTutor(
  deps: Deps,
  tutor: NewTutor,
  idempotencyKey: string | null,
): Promise<ApplicationReceived> {
  const recipient = { applicant: 'tutor', firstName: tutor.firstName } as const;
  const confirmation = {
    kind: 'tutor',
    language: tutor.preferredLanguage,
    to: tutor.email,
    recipient,
    expectedWaitDays: null,
  } as const;
  return storeConfirmed(deps, confirmation, (reference, email, confirm) =>
    insertTutor(deps.db, { ...tutor, idempotencyKey }, reference, email, confirm),
  );
}

import {
  CONFIRMATION_KIND,
  confirmationEmail,
  type ApplicationReceived,
  type ConfirmationRecipient,
  type NewTutee,
  type NewTutor,
} from '@tutoring/common';
import { allTranslators } from '@tutoring/common/i18n/all';
import type { AppContext } from '../context.js';
import type { ExpectedWait } from './expectedWait.js';
import { newReference, withFreshReference, type NewReference } from './reference.js';
import { insertTutee, insertTutor, REFERENCE_CONSTRAINTS } from './repo.js';

export type Deps = Pick<AppContext, 'db' | 'config'> & {
  expectedWait: ExpectedWait;
  /** tests pass a generator that repeats itself, to see a collision retried */
  newReference?: NewReference;
};

/** Every language's catalogue, compiled once at start: the confirmation is written in the form's language. */
const TRANSLATORS = allTranslators();

function orgOf({ config }: Deps) {
  return { orgName: config.ORG_NAME, supportEmail: config.SUPPORT_EMAIL };
}

/** Who hears back about a tutee application: the student or the guardian, as the submitter chose. */
function tuteeConfirmation(tutee: NewTutee): { to: string; recipient: ConfirmationRecipient } {
  if (tutee.submitter === 'Student') {
    return { to: tutee.emailStudent ?? '', recipient: { applicant: 'student', firstName: tutee.firstName } };
  }
  return { to: tutee.emailGuardian ?? '', recipient: { applicant: 'guardian', studentFirstName: tutee.firstName } };
}

/**
 * Stores a tutee application with its confirmation email (its reference and expected wait, in the language the form
 * was filled in). A repeated idempotency key answers the first application's id and reference and queues nothing.
 */
export async function submitTutee(
  deps: Deps,
  tutee: NewTutee,
  idempotencyKey: string | null,
): Promise<ApplicationReceived> {
  const { to, recipient } = tuteeConfirmation(tutee);
  const expectedWaitDays = await deps.expectedWait(tutee.subjects[0], tutee.grade);
  const stored = await withFreshReference(
    'tutee',
    REFERENCE_CONSTRAINTS.tutees,
    (reference) => {
      const email = confirmationEmail(TRANSLATORS[tutee.preferredLanguage], orgOf(deps), recipient, {
        reference,
        expectedWaitDays,
      });
      const confirmation = { kind: CONFIRMATION_KIND, to, subject: email.subject, body: email.text };
      return insertTutee(deps.db, { ...tutee, idempotencyKey }, reference, confirmation);
    },
    deps.newReference ?? newReference,
  );
  return { ...stored, expectedWaitDays };
}

/** Stores a tutor application with its confirmation email, as submitTutee; a volunteer's wait is not estimated. */
export async function submitTutor(
  deps: Deps,
  tutor: NewTutor,
  idempotencyKey: string | null,
): Promise<ApplicationReceived> {
  const recipient = { applicant: 'tutor', firstName: tutor.firstName } as const;
  const stored = await withFreshReference(
    'tutor',
    REFERENCE_CONSTRAINTS.tutors,
    (reference) => {
      const email = confirmationEmail(TRANSLATORS[tutor.preferredLanguage], orgOf(deps), recipient, {
        reference,
        expectedWaitDays: null,
      });
      const confirmation = { kind: CONFIRMATION_KIND, to: tutor.email, subject: email.subject, body: email.text };
      return insertTutor(deps.db, { ...tutor, idempotencyKey }, reference, confirmation);
    },
    deps.newReference ?? newReference,
  );
  return { ...stored, expectedWaitDays: null };
}

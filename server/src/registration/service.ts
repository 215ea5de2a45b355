import {
  CONFIRMATION_KIND,
  confirmationEmail,
  type ConfirmationRecipient,
  type NewTutee,
  type NewTutor,
} from '@tutoring/common';
import type { AppContext } from '../context.js';
import { TRANSLATORS } from '../mail/translators.js';
import { insertTutee, insertTutor } from './repo.js';

type Deps = Pick<AppContext, 'db' | 'config'>;

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
 * Stores a tutee application with its confirmation email, in the language the form was filled in.
 * A repeated idempotency key returns the first application's id and queues nothing more.
 */
export async function submitTutee(deps: Deps, tutee: NewTutee, idempotencyKey: string | null): Promise<number> {
  const { to, recipient } = tuteeConfirmation(tutee);
  const email = confirmationEmail(TRANSLATORS[tutee.preferredLanguage], orgOf(deps), recipient);
  const confirmation = { kind: CONFIRMATION_KIND, to, subject: email.subject, body: email.text };
  return insertTutee(deps.db, { ...tutee, idempotencyKey }, confirmation);
}

/** Stores a tutor application with its confirmation email, as submitTutee. */
export async function submitTutor(deps: Deps, tutor: NewTutor, idempotencyKey: string | null): Promise<number> {
  const recipient = { applicant: 'tutor', firstName: tutor.firstName } as const;
  const email = confirmationEmail(TRANSLATORS[tutor.preferredLanguage], orgOf(deps), recipient);
  const confirmation = { kind: CONFIRMATION_KIND, to: tutor.email, subject: email.subject, body: email.text };
  return insertTutor(deps.db, { ...tutor, idempotencyKey }, confirmation);
}

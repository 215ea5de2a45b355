import { CONFIRMATION_KIND } from '@tutoring/common';
import type { AppContext } from '../context.js';
import { requestQueuedEmail } from './repo.js';

// The client asks right after submitting; an older unrequested confirmation is not sent on anyone's say-so.
const CONFIRMATION_WINDOW_MINUTES = 60;

/** Releases the confirmation queued for an application that just came in from this address, if any. */
export async function requestConfirmation({ db, mail }: Pick<AppContext, 'db' | 'mail'>, address: string): Promise<void> {
  const requested = await requestQueuedEmail(db, CONFIRMATION_KIND, address, CONFIRMATION_WINDOW_MINUTES);
  if (requested) mail.wake();
}

/**
 * Whether a tutee's family cannot be reached by email, as SQL on the tutee alias given: an email to the family (any
 * outbox row of the tutee but a match email to the tutor) failed for good (MAIL_MAX_ATTEMPTS) and none has been sent
 * to the family since. Such a tutee is not "waiting" for proposals and reconfirmation: a pair proposed to them, or a
 * question asked, would reach no one. A later email that goes through (a resend after staff fix the address) ends it.
 * Probes email_outbox_failed_tutee_idx, which holds only failed rows, and email_outbox_sent_tutee_idx when one exists.
 */
export function familyEmailBouncing(tutee: string): string {
  return `EXISTS (SELECT 1 FROM email_outbox f
     WHERE f.tutee_id = ${tutee}.id AND f.failed_at IS NOT NULL AND f.role IS DISTINCT FROM 'tutor'
       AND NOT EXISTS (SELECT 1 FROM email_outbox s
                       WHERE s.tutee_id = ${tutee}.id AND s.sent_at > f.failed_at AND s.role IS DISTINCT FROM 'tutor'))`;
}

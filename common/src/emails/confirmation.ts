// The "application received" email queued with every public application.

export interface ConfirmationOrg {
  orgName: string;
  supportEmail: string;
}

export type ConfirmationRecipient =
  | { applicant: 'tutor'; firstName: string }
  | { applicant: 'student'; firstName: string }
  | { applicant: 'guardian'; studentFirstName: string };

export interface EmailText {
  subject: string;
  text: string;
}

export const CONFIRMATION_KIND = 'application_received';

function greetingAndThanks(org: ConfirmationOrg, recipient: ConfirmationRecipient): string[] {
  switch (recipient.applicant) {
    case 'tutor':
      return [`Hello ${recipient.firstName},`, `Thank you for applying to volunteer as a tutor with ${org.orgName}. We have received your application.`];
    case 'student':
      return [`Hello ${recipient.firstName},`, `Thank you for requesting free tutoring from ${org.orgName}. We have received your application.`];
    case 'guardian':
      return ['Hello,', `Thank you for requesting free tutoring for ${recipient.studentFirstName} from ${org.orgName}. We have received your application.`];
  }
}

export function confirmationEmail(org: ConfirmationOrg, recipient: ConfirmationRecipient): EmailText {
  const paragraphs = [
    ...greetingAndThanks(org, recipient),
    'A member of our team will review it. You will be notified by email once a match is found.',
    `If you have any questions, write to us at ${org.supportEmail}.`,
    org.orgName,
  ];
  return {
    subject: `${org.orgName}: we received your application`,
    text: `${paragraphs.join('\n\n')}\n`,
  };
}

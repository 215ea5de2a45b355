// The application bodies' error messages, apart from their schemas: the wizards show them too, and importing
// them from submissions.ts would build the server's request schemas in every family's browser.
export const SUBMISSION_MESSAGES = {
  required: 'This field is required.',
  text: 'Must be text.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  email: 'Enter a valid email address, for example name@example.com.',
  phone: 'Enter a phone number with its area code, or an international number starting with + and the country code.',
  school: 'Enter the name of the school (at least 2 letters).',
  singleLine: 'Remove line breaks, tabs and hidden formatting characters (such as text-direction marks).',
  guardianEmail: "Enter the parent or guardian's email address.",
  studentEmail: "Enter the student's email address.",
  submitter: 'Choose whether you are the student or a parent or guardian.',
  grade: 'Choose a grade.',
  subject: 'Choose a subject.',
  distinctSubjects: 'Choose three different subjects.',
  gradeLevels: 'Choose at least one grade level.',
  subjects: 'Choose at least one subject.',
  flag: 'Must be true or false.',
  terms: 'Please accept the current terms before submitting.',
  language: 'Choose a language the form offers.',
  availability: 'Choose meeting times from the form’s grid, each at most once.',
} as const;

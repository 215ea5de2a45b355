// Terms shown to applicants. Each application stores the version it accepted and when (the consent record),
// so changing a text means adding a new version here, never editing a published one.

export interface TermsText {
  version: string;
  paragraphs: readonly string[];
}

const SHARED_TERMS = [
  'This is a free service run by volunteers. We do not run background checks on tutors or tutees, and we do not guarantee the quality of tutoring.',
  'By using this service you assume all risks that come with it. The volunteers and directors of the organisation are not liable for anything that happens in or because of tutoring sessions.',
];

export const STUDENT_TERMS: TermsText = {
  version: 'student-2026-11-01',
  paragraphs: [
    ...SHARED_TERMS,
    "Once you are matched, your tutor may receive the student's background information from this form (grade, school, subjects and the help needed) and your contact details (name, email and phone number).",
    'Tutoring happens online; we recommend video sessions with a parent or guardian nearby for younger students.',
  ],
};

export const TUTOR_TERMS: TermsText = {
  version: 'tutor-2026-11-01',
  paragraphs: [
    ...SHARED_TERMS,
    'Once you are matched, your phone number and email address may be shared with your tutee and their parent or guardian so that you can arrange sessions.',
    'You agree to treat your tutee with respect, to keep their information private, and to tell us if you can no longer tutor.',
  ],
};

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

// Added with confirmed email addresses: the period itself is configured (RETAIN_UNCONFIRMED_DAYS), so the terms point
// to the retention notice shown under them, which states it.
const CONFIRMATION_TERM =
  'We email you a link to confirm your email address. An application whose email address is never confirmed is deleted after the period given under "How long we keep your information".';

/** Published and no longer current: kept so a consent record's version still names its text (the export shows it). */
export const STUDENT_TERMS_2026_11_01: TermsText = {
  version: 'student-2026-11-01',
  paragraphs: [
    ...SHARED_TERMS,
    "Once you are matched, your tutor may receive the student's background information from this form (grade, school, subjects and the help needed) and your contact details (name, email and phone number).",
    'Tutoring happens online; we recommend video sessions with a parent or guardian nearby for younger students.',
  ],
};

export const TUTOR_TERMS_2026_11_01: TermsText = {
  version: 'tutor-2026-11-01',
  paragraphs: [
    ...SHARED_TERMS,
    'Once you are matched, your phone number and email address may be shared with your tutee and their parent or guardian so that you can arrange sessions.',
    'You agree to treat your tutee with respect, to keep their information private, and to tell us if you can no longer tutor.',
  ],
};

export const STUDENT_TERMS: TermsText = {
  version: 'student-2026-11-26',
  paragraphs: [...STUDENT_TERMS_2026_11_01.paragraphs, CONFIRMATION_TERM],
};

export const TUTOR_TERMS: TermsText = {
  version: 'tutor-2026-11-26',
  paragraphs: [...TUTOR_TERMS_2026_11_01.paragraphs, CONFIRMATION_TERM],
};

/** Every version ever published, current ones first: the export finds an application's accepted text here. */
export const PUBLISHED_TERMS: readonly TermsText[] = [
  STUDENT_TERMS,
  TUTOR_TERMS,
  STUDENT_TERMS_2026_11_01,
  TUTOR_TERMS_2026_11_01,
];

/** Every text of the landing page (spec sections 1 and 2), in one place. */
export const homeMessages = {
  eyebrow: 'Free online tutoring for K-12 students',
  title: (orgName: string) => `Welcome to ${orgName}`,
  intro:
    'We match K-12 students with volunteer student tutors for free, one-on-one tutoring over video. No fees, no travel: just a patient tutor and a time that works for your family.',
  studentCardTitle: 'Looking for a tutor?',
  studentCardText: 'Students, parents and guardians: tell us what the student needs help with, and we will find a volunteer who fits.',
  studentButton: 'Receive tutoring',
  tutorCardTitle: 'Want to help?',
  tutorCardText: 'High school and college students: share what you know, build experience, and make a difference for a younger student.',
  tutorButton: 'Become a volunteer tutor',
  howTitle: 'How it works',
  howSteps: [
    { title: 'Apply', text: 'Fill out a short form. It takes about five minutes.' },
    { title: 'Get matched', text: 'A team member reviews your application and finds a good match by subject, grade and language.' },
    { title: 'Start learning', text: 'We email both sides. Tutor and student agree on times and meet online, for example on Zoom, Google Meet or Skype.' },
  ],
  free: 'Tutoring is always free of charge.',
} as const;

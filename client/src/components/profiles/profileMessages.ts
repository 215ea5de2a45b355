import { staffList } from '../../i18n/staffNames';
import { staffMessages } from '../../i18n/staffText';
/** Every text of the profile cards, flags and legend, from the staff catalogue. */
export const profileMessages = staffMessages((t) => ({
  tuteeGeneral: t('profile.tuteeGeneral'),
  tuteeSubjects: t('profile.tuteeSubjects'),
  tutorGeneral: t('profile.tutorGeneral'),
  tutorSubjects: t('profile.tutorSubjects'),
  additional: t('profile.additional'),
  name: t('profile.name'),
  guardianEmail: t('profile.guardianEmail'),
  studentEmail: t('profile.studentEmail'),
  email: t('profile.email'),
  phone: t('profile.phone'),
  grade: t('profile.grade'),
  school: t('profile.school'),
  places: t('profile.places'),
  languages: t('profile.languages'),
  tutorLanguages: t('profile.tutorLanguages'),
  /** the language the application form was filled in */
  formLanguage: t('profile.formLanguage'),
  /** the application's T- or V- reference, which the family quotes when they write */
  reference: t('profile.reference'),
  emailUnconfirmed: t('profile.emailUnconfirmed'),
  guardianConsentPending: t('profile.guardianConsentPending'),
  withdrawn: t('profile.withdrawn'),
  /** when the person last answered yes to a reconfirmation ("still need a tutor", "still available") */
  lastConfirmed: t('profile.lastConfirmed'),
  /** the "When can you meet?" answer: "Tue and Thu evenings, Sat morning" */
  availability: t('profile.availability'),
  choices: [t('profile.choices.1'), t('profile.choices.2'), t('profile.choices.3')] as const,
  detailedNeeds: t('profile.detailedNeeds'),
  gradesTutored: t('profile.gradesTutored'),
  subjectsTutored: t('profile.subjectsTutored'),
  none: t('profile.none'),
  legendTitle: t('profile.legendTitle'),
  legendSpecial: t('profile.legendSpecial'),
  legendLanguage: t('profile.legendLanguage'),
  specialSubject: (label: string) => t('profile.specialSubject', { label }),
  specialSubjects: (labels: readonly string[]) =>
    t('profile.specialSubjects', { count: labels.length, labels: staffList(labels, 'unit') }),
  spokenLanguages: (labels: readonly string[]) =>
    t('profile.spokenLanguages', { count: labels.length, labels: staffList(labels, 'unit') }),
  placesTaken: (current: number, capacity: number) => t('profile.placesTaken', { current, capacity }),
  otherSubject: t('profile.otherSubject'),
}));

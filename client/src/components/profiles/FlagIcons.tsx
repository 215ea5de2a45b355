import {
  isSpecialSubject,
  tutorSubjectKeys,
  type MatchRecord,
  type TuteeRecord,
  type TutorRecord,
} from '@tutoring/common';
import { staffSpokenLanguages, staffSubjectName } from '../../i18n/staffNames';
import { FlagIcon, LanguageIcon } from './icons';
import { profileMessages } from './profileMessages';

/** One flag for the special subjects among the keys (named in its accessible name); nothing when none is special. */
export function SpecialFlag({ subjectKeys }: { subjectKeys: readonly string[] }) {
  const labels = subjectKeys.filter((key) => isSpecialSubject(key)).map(staffSubjectName);
  if (labels.length === 0) return null;
  return <FlagIcon label={profileMessages.specialSubjects(labels)} className="flag-special" />;
}

/** One language icon naming every language spoken besides English; nothing when none. */
export function LanguageFlag({ languages }: { languages: readonly string[] }) {
  if (languages.length === 0) return null;
  return <LanguageIcon label={profileMessages.spokenLanguages(languages)} className="flag-language" />;
}

/** The "Special Subjects & Languages" cell of a tutee: its special choices and its languages. */
export function TuteeFlags({ tutee }: { tutee: TuteeRecord | MatchRecord }) {
  return (
    <span className="flag-cell">
      <SpecialFlag subjectKeys={[tutee.subject_1, tutee.subject_2, tutee.subject_3]} />
      <LanguageFlag languages={staffSpokenLanguages(tutee, 'tutee')} />
    </span>
  );
}

/** The "Special Subjects & Languages" cell of a tutor: the special subjects taught and the languages. */
export function TutorFlags({ tutor }: { tutor: TutorRecord | MatchRecord }) {
  return (
    <span className="flag-cell">
      <SpecialFlag subjectKeys={tutorSubjectKeys(tutor)} />
      <LanguageFlag languages={staffSpokenLanguages(tutor, 'tutor')} />
    </span>
  );
}

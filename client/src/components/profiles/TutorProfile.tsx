import {
  formatDate,
  TUTOR_OTHER_SUBJECT,
  tutorGradeKeys,
  tutorSubjectKeys,
  type MatchRecord,
  type TutorRecord,
} from '@tutoring/common';
import { staffAvailability } from '../../i18n/staffAvailability';
import { staffGradeName, staffLocaleName, staffSpokenLanguages, staffTutorGradeName } from '../../i18n/staffNames';
import { Pill, PillList, SubjectPill } from './Pill';
import { emailLink, FactList, fullName, ProfileSection, Quote, type HeadingLevel } from './ProfileSection';
import { profileMessages as m } from './profileMessages';

export interface TutorProfileProps {
  /** a tutor record, or a match record (which carries every tutor field) */
  tutor: TutorRecord | MatchRecord;
  /** level of the section headings; 3 inside a page with h1 and h2 */
  headingLevel?: HeadingLevel;
}

/** A tutor's full profile: general information, subject and grade preference, additional information. */
export function TutorProfile({ tutor, headingLevel = 3 }: TutorProfileProps) {
  const subjectPills = tutorSubjectKeys(tutor).map((key) => <SubjectPill key={key} subjectKey={key} />);
  if (tutor.tutor_other) subjectPills.push(<Pill key={TUTOR_OTHER_SUBJECT.key}>{m.otherSubject}</Pill>);
  return (
    <div className="profile">
      <ProfileSection title={m.tutorGeneral} level={headingLevel}>
        <FactList
          facts={[
            { label: m.name, value: fullName(tutor.tutor_first_name, tutor.tutor_last_name, tutor.tutor_pronouns) },
            // Absent (null) for applications from before references.
            { label: m.reference, value: tutor.tutor_reference },
            // Absent until the tutor answers yes to a reconfirmation.
            {
              label: m.lastConfirmed,
              value: tutor.tutor_last_confirmed_at && formatDate(tutor.tutor_last_confirmed_at),
            },
            { label: m.email, value: emailLink(tutor.tutor_email) },
            { label: m.phone, value: tutor.tutor_phone },
            { label: m.grade, value: staffTutorGradeName(tutor.tutor_grade) },
            // Left out when not answered.
            {
              label: m.availability,
              value: staffAvailability(tutor.tutor_availability),
            },
            { label: m.school, value: tutor.tutor_school },
            { label: m.places, value: m.placesTaken(tutor.tutor_current_matches, tutor.tutor_capacity) },
            {
              label: m.tutorLanguages,
              value: (
                <PillList
                  items={staffSpokenLanguages(tutor, 'tutor').map((l) => (
                    <Pill key={l}>{l}</Pill>
                  ))}
                />
              ),
            },
            {
              label: m.formLanguage,
              value: staffLocaleName(
                'preferred_language' in tutor ? tutor.preferred_language : tutor.tutor_preferred_language,
              ),
            },
          ]}
        />
      </ProfileSection>
      <ProfileSection title={m.tutorSubjects} level={headingLevel}>
        <FactList
          stacked
          facts={[
            {
              label: m.gradesTutored,
              value: (
                <PillList
                  items={tutorGradeKeys(tutor).map((key) => (
                    <Pill key={key}>{staffGradeName(key)}</Pill>
                  ))}
                />
              ),
            },
            { label: m.subjectsTutored, value: <PillList items={subjectPills} /> },
          ]}
        />
      </ProfileSection>
      {tutor.tutor_miscinfo && (
        <ProfileSection title={m.additional} level={headingLevel}>
          <Quote text={tutor.tutor_miscinfo} />
        </ProfileSection>
      )}
    </div>
  );
}

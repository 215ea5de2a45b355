import { formatDate, type MatchRecord, type TuteeRecord } from '@tutoring/common';
import { staffAvailability } from '../../i18n/staffAvailability';
import { staffGradeName, staffLocaleName, staffSpokenLanguages } from '../../i18n/staffNames';
import { Pill, PillList, SubjectPill } from './Pill';
import { emailLink, FactList, fullName, ProfileSection, Quote, type HeadingLevel } from './ProfileSection';
import { profileMessages as m } from './profileMessages';

export interface TuteeProfileProps {
  /** a tutee record, or a match record (which carries every tutee field) */
  tutee: TuteeRecord | MatchRecord;
  /** level of the section headings; 3 inside a page with h1 and h2 */
  headingLevel?: HeadingLevel;
}

/** A tutee's full profile: general information, subject preference, additional information. */
export function TuteeProfile({ tutee, headingLevel = 3 }: TuteeProfileProps) {
  const choices = [tutee.subject_1, tutee.subject_2, tutee.subject_3];
  return (
    <div className="profile">
      <ProfileSection title={m.tuteeGeneral} level={headingLevel}>
        <FactList
          facts={[
            { label: m.name, value: fullName(tutee.tutee_firstname, tutee.tutee_lastname, tutee.tutee_pronouns) },
            // Absent (null) for applications from before references.
            { label: m.reference, value: tutee.tutee_reference },
            // Absent until the family answers yes to a reconfirmation.
            {
              label: m.lastConfirmed,
              value: tutee.tutee_last_confirmed_at && formatDate(tutee.tutee_last_confirmed_at),
            },
            { label: m.guardianEmail, value: emailLink(tutee.email_guardian) },
            { label: m.studentEmail, value: emailLink(tutee.email_student) },
            { label: m.phone, value: tutee.tutee_phone },
            { label: m.grade, value: staffGradeName(tutee.tutee_grade) },
            { label: m.school, value: tutee.tutee_school },
            // Left out when not answered.
            {
              label: m.availability,
              value: staffAvailability(tutee.tutee_availability),
            },
            {
              label: m.languages,
              value: (
                <PillList
                  items={staffSpokenLanguages(tutee, 'tutee').map((l) => (
                    <Pill key={l}>{l}</Pill>
                  ))}
                />
              ),
            },
            {
              label: m.formLanguage,
              value: staffLocaleName(
                'preferred_language' in tutee ? tutee.preferred_language : tutee.tutee_preferred_language,
              ),
            },
          ]}
        />
      </ProfileSection>
      <ProfileSection title={m.tuteeSubjects} level={headingLevel}>
        <FactList
          facts={choices.map((key, index) => ({
            label: m.choices[index] ?? '',
            value: <SubjectPill subjectKey={key} />,
          }))}
        />
        {tutee.tutee_subject_details && (
          <>
            <p className="fact-label">{m.detailedNeeds}</p>
            <Quote text={tutee.tutee_subject_details} />
          </>
        )}
      </ProfileSection>
      {tutee.tutee_misc_info && (
        <ProfileSection title={m.additional} level={headingLevel}>
          <Quote text={tutee.tutee_misc_info} />
        </ProfileSection>
      )}
    </div>
  );
}

import { SUBJECT_GROUPS, SUBJECTS } from '@tutoring/common';
import { FormField, registrationMessages, StepForm, useWizardForm } from '../registration';
import { studentMessages } from './messages';
import { useT } from '../../i18n/I18nProvider';
import { subjectGroupName, subjectName } from '../../i18n/catalogNames';
import { STUDENT_FLOW } from './steps';

type ChoiceField = 'primarySubject' | 'secondarySubject' | 'tertiarySubject';
const CHOICE_FIELDS: readonly ChoiceField[] = ['primarySubject', 'secondarySubject', 'tertiarySubject'];

/** Catalogue subjects by group, without those already chosen in another slot (the three must differ). */
function SubjectOptions({ taken }: { taken: readonly string[] }) {
  const t = useT();
  const r = registrationMessages(t);
  return (
    <>
      <option value="">{r.choose}</option>
      {SUBJECT_GROUPS.map((group) => (
        <optgroup key={group} label={subjectGroupName(t, group)}>
          {SUBJECTS.filter((subject) => subject.group === group && !taken.includes(subject.key)).map((subject) => (
            <option key={subject.key} value={subject.key}>
              {subjectName(t, subject.key)}
            </option>
          ))}
        </optgroup>
      ))}
    </>
  );
}

export function StudentSubjectsStep() {
  const m = studentMessages(useT());
  const form = useWizardForm(STUDENT_FLOW, 'subjects', (rules) => rules.studentSubjectsSchema);
  const taken = (field: ChoiceField) => CHOICE_FIELDS.filter((other) => other !== field).map((o) => form.values[o]);

  return (
    <StepForm form={form} backTo={STUDENT_FLOW.paths.info} requiredNote>
      <fieldset className="wizard-fieldset">
        <legend className="wizard-legend">{m.subjectChoices}</legend>
        {CHOICE_FIELDS.map((field) => (
          <FormField key={field} form={form} name={field} type="select" label={m[field]} required>
            <SubjectOptions taken={taken(field)} />
          </FormField>
        ))}
      </fieldset>
      <FormField
        form={form}
        name="detailedNeeds"
        type="textarea"
        rows={5}
        label={m.detailedNeeds}
        hint={m.detailedNeedsHint}
        required
        maxLength={4000}
      />
    </StepForm>
  );
}

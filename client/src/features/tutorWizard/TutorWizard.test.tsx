import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { refusedStep } from '../../test/refusedStep';
import { checkedSteps, choose, control, fill, saveAndContinue, tick } from '../../test/wizardForm';
import TutorWizard from './TutorWizard';

const REQUIRED_ALERT = 'At least one required field was empty. Please fill in the required fields before continuing.';
const TITLE = 'Tutor application';

async function renderWizard() {
  document.title = TITLE;
  await renderWithProviders(
    <Routes>
      <Route path="/TutorInfo" element={<TutorWizard step="info" />} />
      <Route path="/tutorSubjects" element={<TutorWizard step="subjects" />} />
    </Routes>,
    { path: '/TutorInfo' },
  );
  await screen.findByRole('heading', { level: 2, name: 'About you' });
}

function fillTutorInfo() {
  fill('First name', 'Jonah');
  fill('Last name', 'Reyes');
  fill('Pronouns', 'he/him');
  fill('Email', 'jonah.reyes@example.org');
  fill('Phone number', '507-555-0199');
  choose('Current grade', "I'm in College");
  choose('School', 'Century High School');
}

const alertText = () => screen.getByRole('alert').textContent;

async function reachSubjects() {
  await renderWizard();
  fillTutorInfo();
  await saveAndContinue();
  await screen.findByRole('heading', { level: 2, name: 'What can you tutor?' });
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the tutor wizard', () => {
  it('refuses the info step: focus on the first invalid field, a summary whose links focus their fields, a message per field and "Error: " in the title', async () => {
    await renderWizard();
    expect(screen.getByText(/it is the main way we will contact you/)).toBeTruthy();
    await saveAndContinue();
    expect(alertText()).toBe(REQUIRED_ALERT);
    const messages = [
      'Enter your first name',
      'Enter your last name',
      'Enter your email address',
      'Enter your phone number',
      'Choose your current grade',
      'Choose your school',
    ];
    expect(refusedStep()).toEqual({
      focused: 'firstName',
      title: `Error: ${TITLE}`,
      links: messages,
      linkTargets: ['firstName', 'lastName', 'email', 'phone', 'grade', 'school'].map((id) => ({
        target: id,
        focused: id,
      })),
      invalidWithoutMessage: [],
      fieldMessages: messages,
    });

    // With Other chosen, the missing school is the School Name field's problem, and a malformed address its own.
    fillTutorInfo();
    fill('Email', 'jonah.example.org');
    choose('School', 'Other');
    await saveAndContinue();
    const other = refusedStep();
    expect(other.links).toEqual(['Enter an email address like name@example.com', 'Enter the name of your school']);
    expect(other.linkTargets).toEqual([
      { target: 'email', focused: 'email' },
      { target: 'schoolName', focused: 'schoolName' },
    ]);
    expect(other.invalidWithoutMessage).toEqual([]);
  });

  it('School: Other asks for the School Name, and the empty choice clears the school', async () => {
    await renderWizard();
    fillTutorInfo();
    expect(screen.queryByLabelText(/School Name/)).toBeNull();
    choose('School', 'Other');
    fill('School Name', 'Rochester Online Academy');
    fireEvent.change(control('School'), { target: { value: '' } });
    expect(screen.queryByLabelText(/School Name/)).toBeNull();
    await saveAndContinue();
    expect(alertText()).toBe(REQUIRED_ALERT);
    choose('School', 'Other');
    expect(control<HTMLInputElement>('School Name').value).toBe('');
    await saveAndContinue();
    expect(alertText()).toBe(REQUIRED_ALERT);
    fill('School Name', 'Rochester Online Academy');
    await saveAndContinue();
    await screen.findByRole('heading', { level: 2, name: 'What can you tutor?' });
    expect(checkedSteps()).toEqual([true, false, false, false]);
  });

  it('refuses the subjects step until a grade and a subject are ticked, each linked to its first box', async () => {
    await reachSubjects();
    expect(document.title).toBe(TITLE);
    await saveAndContinue();
    expect(alertText()).toBe(REQUIRED_ALERT);
    const messages = ['Tick at least one grade you can tutor', 'Tick at least one subject you can tutor'];
    const subjects = refusedStep();
    expect(subjects).toEqual({
      focused: 'grade-level-prek_kindergarten',
      title: `Error: ${TITLE}`,
      links: messages,
      linkTargets: [
        { target: 'grade-level-prek_kindergarten', focused: 'grade-level-prek_kindergarten' },
        { target: subjects.linkTargets[1]?.target, focused: subjects.linkTargets[1]?.target },
      ],
      invalidWithoutMessage: [],
      fieldMessages: messages,
    });
    expect(subjects.linkTargets[1]?.target).toMatch(/^subject-.+-K5_Math$/);

    const boxesOf = (group: RegExp) => within(screen.getByRole('group', { name: group })).getAllByRole('checkbox');
    expect(boxesOf(/^Grade levels you are comfortable tutoring/)).toHaveLength(13);
    tick('Pre-K/Kindergarten');
    tick('8th');
    await saveAndContinue();
    expect(alertText()).toBe(REQUIRED_ALERT);
    expect(boxesOf(/^Subjects you are comfortable tutoring/)).toHaveLength(42);
  });

  it('offers the other language only while ticked, and forgets it when unticked', async () => {
    await reachSubjects();
    const otherText = control<HTMLInputElement>('Other language');
    const otherBox = document.getElementById('tutor-language-other') as HTMLInputElement;
    expect(otherText.disabled).toBe(true);
    otherBox.click();
    expect(otherText.disabled).toBe(false);
    fill('Other language', 'Karen');
    otherBox.click();
    expect(otherText.disabled).toBe(true);
    expect(otherText.value).toBe('');
  });
});

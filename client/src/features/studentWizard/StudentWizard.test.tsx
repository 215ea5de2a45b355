import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { refusedStep } from '../../test/refusedStep';
import { checkedSteps, choose, control, fill, saveAndContinue, tick } from '../../test/wizardForm';
import StudentWizard from './StudentWizard';
import { studentWizard } from './studentWizardState';

const REQUIRED_ALERT = 'At least one required field was empty. Please fill in the required fields before continuing.';
const TITLE = 'Student registration';

/** The four steps at their own addresses, as the app routes them. */
async function renderWizard(path = '/StudentInfo') {
  document.title = TITLE;
  const rendered = await renderWithProviders(
    <Routes>
      <Route path="/StudentInfo" element={<StudentWizard step="info" />} />
      <Route path="/StudentSubjects" element={<StudentWizard step="subjects" />} />
      <Route path="/StudentAdditional" element={<StudentWizard step="additional" />} />
      <Route path="/StudentTerms" element={<StudentWizard step="terms" />} />
    </Routes>,
    { path },
  );
  await screen.findByRole('heading', { level: 2 });
  return rendered;
}

function fillStudentInfo() {
  tick('I am a parent or guardian');
  fill("Student's first name", 'Amina');
  fill("Student's last name", 'Hassan');
  fill("Student's pronouns", 'she/her');
  fill('Phone number', '507-555-0142');
  fill('School', 'Riverside Central Elementary');
  choose('Grade', '7th');
}

function fillStudentSubjects() {
  choose('First choice', 'Algebra II');
  choose('Second choice', 'K-5 Science');
  choose('Third choice', 'ACT Prep');
  fill('What does the student need help with?', 'Word problems and test preparation.');
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

/** From an empty wizard to its Terms step with a guardian's answers, the optional step answered or not. */
async function reachTerms({ additional = false } = {}) {
  const rendered = await renderWizard();
  fillStudentInfo();
  fill('Parent or guardian email', 'parent@example.org');
  tick('Somali');
  await saveAndContinue();
  await stepHeading('What would the student like help with?');
  fillStudentSubjects();
  await saveAndContinue();
  await stepHeading('Anything else we should know?');
  if (additional) {
    tick('Thursday evening');
    fill('Additional information', 'Weekday evenings work best.');
  }
  await saveAndContinue();
  await stepHeading('Terms');
  return rendered;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the student wizard', () => {
  it('refuses the info step: focus on the first invalid field, a summary whose links focus their fields, a message per field and "Error: " in the title', async () => {
    await renderWizard();
    await saveAndContinue();
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED_ALERT);
    const messages = [
      'Choose whether you are the student or a parent or guardian',
      "Enter the student's first name",
      "Enter the student's last name",
      'Enter a phone number',
      "Enter the student's school",
      'Choose the grade',
    ];
    expect(refusedStep()).toEqual({
      focused: 'submitter-Student',
      title: `Error: ${TITLE}`,
      links: messages,
      linkTargets: ['submitter-Student', 'firstName', 'lastName', 'phone', 'school', 'grade'].map((id) => ({
        target: id,
        focused: id,
      })),
      invalidWithoutMessage: [],
      fieldMessages: messages,
    });

    // The submitter's own address is named on the next refusal, with the other problems at once, in a new alert.
    tick('I am a parent or guardian');
    fill("Student's first name", 'Amina');
    const firstAlert = screen.getByRole('alert');
    await saveAndContinue();
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED_ALERT);
    expect(screen.getByRole('alert')).not.toBe(firstAlert);
    const second = refusedStep();
    expect(second.focused).toBe('lastName');
    expect(second.links).toEqual([
      "Enter the student's last name",
      "Enter the parent or guardian's email address",
      'Enter a phone number',
      "Enter the student's school",
      'Choose the grade',
    ]);
    expect(second.invalidWithoutMessage).toEqual([]);
  });

  it("needs the submitter's own address: the guardian's, or the student's when the student applies", async () => {
    await renderWizard();
    fillStudentInfo();
    fill('Student email', 'amina@example.org');
    await saveAndContinue();
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED_ALERT);
    expect(control('Parent or guardian email').getAttribute('aria-invalid')).toBe('true');

    tick('I am the student');
    fill('Student email', '');
    fill('Parent or guardian email', 'parent@example.org');
    await saveAndContinue();
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED_ALERT);
    expect(refusedStep().links).toEqual(["Enter the student's email address"]);
    fill('Student email', 'kid@example.org');
    await saveAndContinue();
    await stepHeading('What would the student like help with?');
  });

  it('offers the other language only while ticked, and forgets it when unticked', async () => {
    await renderWizard();
    const otherText = control<HTMLInputElement>('Other language');
    expect(otherText.disabled).toBe(true);
    tick('Other');
    expect(otherText.disabled).toBe(false);
    fill('Other language', 'Oromo');
    tick('Other', false);
    expect(otherText.disabled).toBe(true);
    expect(otherText.value).toBe('');
  });

  it('refuses the subjects step the same way; a chosen subject is not offered again and a fixed field loses its message', async () => {
    await renderWizard();
    fillStudentInfo();
    fill('Parent or guardian email', 'parent@example.org');
    await saveAndContinue();
    await stepHeading('What would the student like help with?');
    expect(document.title).toBe(TITLE);
    expect(checkedSteps()).toEqual([true, false, false, false]);

    await saveAndContinue();
    expect(screen.getByRole('alert').textContent).toBe(REQUIRED_ALERT);
    const messages = [
      'Choose a first subject',
      'Choose a second subject',
      'Choose a third subject',
      'Enter what the student needs help with',
    ];
    expect(refusedStep()).toEqual({
      focused: 'primarySubject',
      title: `Error: ${TITLE}`,
      links: messages,
      linkTargets: ['primarySubject', 'secondarySubject', 'tertiarySubject', 'detailedNeeds'].map((id) => ({
        target: id,
        focused: id,
      })),
      invalidWithoutMessage: [],
      fieldMessages: messages,
    });

    choose('First choice', 'Algebra II');
    expect(within(screen.getByRole('group', { name: /problem/ })).getAllByRole('link')).toHaveLength(3);
    const second = control<HTMLSelectElement>('Second choice');
    expect([...second.options].map((option) => option.textContent)).not.toContain('Algebra II');
    // The 40 other subjects and the empty choice.
    expect(second.options).toHaveLength(41);
  });

  it('reviews every answer on Terms', async () => {
    await reachTerms();
    expect(checkedSteps()).toEqual([true, true, false, false]);
    const review = screen.getByRole('region', { name: 'Your answers' });
    const answers = [...review.querySelectorAll('dl')].map((list) =>
      [...list.querySelectorAll('dt')].map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`),
    );
    expect(answers).toEqual([
      [
        'Who is filling out this form?=I am a parent or guardian',
        "Student's first name=Amina",
        "Student's last name=Hassan",
        "Student's pronouns=she/her",
        'Parent or guardian email=parent@example.org',
        'Student email=Not answered',
        'Phone number=507-555-0142',
        'School=Riverside Central Elementary',
        'Grade=7th',
        'Languages spoken at home other than English=Somali',
      ],
      [
        'First choice=Algebra II',
        'Second choice=K-5 Science',
        'Third choice=ACT Prep',
        'What does the student need help with?=Word problems and test preparation.',
      ],
      ['When can you meet?=Not answered', 'Additional information=Not answered'],
    ]);
  });

  it('checks an answered optional step, and Submit waits for "I understand", which checks the last', async () => {
    await reachTerms({ additional: true });
    expect(checkedSteps()).toEqual([true, true, true, false]);
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit.getAttribute('aria-disabled')).toBe('true');
    tick('I understand');
    expect(submit.getAttribute('aria-disabled')).toBe('false');
    expect(checkedSteps()).toEqual([true, true, true, true]);
    tick('I understand', false);
    expect(submit.getAttribute('aria-disabled')).toBe('true');
  });

  it('Change leads to the step, and Save and Continue comes back to Terms with the new answer', async () => {
    await reachTerms();
    // Named by its text: jsdom joins the visually hidden part of the name to "Change" without the space.
    fireEvent.click(screen.getByRole('link', { name: (_, link) => link.textContent === 'Change Subjects' }));
    await stepHeading('What would the student like help with?');
    choose('Third choice', 'SAT Prep');
    await saveAndContinue();
    await stepHeading('Terms');
    const review = screen.getByRole('region', { name: 'Your answers' });
    expect(within(review).getByText('SAT Prep')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).getAttribute('aria-disabled')).toBe('true');
  });

  it("a server refusal's summary takes focus, and its link opens the field on its step, then returns to Terms", async () => {
    const { store } = await reachTerms();
    const alert = 'Your application could not be accepted. Please correct the following and submit again:';
    store.dispatch(
      studentWizard.actions.submitFailed({
        reason: 'rejected',
        fieldErrors: { emailGuardian: ['Enter a valid email address'] },
      }),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(alert));
    expect(document.activeElement?.className).toContain('wizard-error-summary');
    expect(document.title).toBe(`Error: ${TITLE}`);
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('link', { name: 'Parent or guardian email: Enter a valid email address' }));
    await stepHeading('About the student');
    await waitFor(() => expect(document.activeElement?.id).toBe('parentEmail'));
    await saveAndContinue();
    await stepHeading('Terms');
  });

  it('opened directly, Terms names the step still to complete and links to it', async () => {
    await renderWizard('/StudentTerms');
    tick('I understand');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Student Info'));
    fireEvent.click(screen.getByRole('link', { name: 'Go to Student Info' }));
    await stepHeading('About the student');
  });
});

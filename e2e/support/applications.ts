import type { Page } from 'playwright-core';
import { STUDENT_TERMS, TUTOR_TERMS } from '@tutoring/common';

/** A seventh-grader's application (math, chemistry, US history) that the staff-side browser tests match. */
export const AMINA_TUTEE = {
  firstName: 'Amina',
  lastName: 'Hassan',
  studentOrGuardian: 'ParentOrGuardian',
  emailGuardian: 'parent.hassan@example.org',
  emailStudent: '',
  phone: '507-555-0142',
  gradeLevel: '7th',
  school: 'Kellogg Middle School',
  subject1: 'math_alg2',
  subject2: 'sci_chem',
  subject3: 'hist_us',
  subjectDetails: 'Balancing equations and factoring.',
  termsVersion: STUDENT_TERMS.version,
};

/** A tutor for AMINA_TUTEE: seventh grade and her three subjects, as the tutor form's flags. */
export const AMINA_TUTOR_FLAGS = ['SeventhGrade', 'MathAlgebraII', 'ScienceChemistry', 'USHistory'];

/** What the student wizard sends when a guardian fills it in Spanish (`preferred_language` is the form's language). */
export const SPANISH_FAMILY = {
  studentOrGuardian: 'ParentOrGuardian',
  firstName: 'Lucía',
  lastName: 'García',
  pronouns: '',
  emailGuardian: 'familia.garcia@example.org',
  emailStudent: '',
  phone: '507-555-0110',
  school: 'Riverside Central',
  gradeLevel: '5th',
  subject1: 'K5_Math',
  subject2: 'K5_Reading',
  subject3: 'K5_Science',
  subjectDetails: 'Fracciones.',
  miscInfo: '',
  Spanish: true,
  termsVersion: STUDENT_TERMS.version,
  preferred_language: 'es',
};

/** The tutor form's flags of a volunteer for SPANISH_FAMILY: fifth grade and its three subjects. */
export const SPANISH_FAMILY_TUTOR_FLAGS = ['FifthGrade', 'K5Math', 'K5Reading', 'K5Science'];

/** A volunteer's application with the given form flags set (grades, subjects, languages). */
export function tutorApplication(
  firstName: string,
  lastName: string,
  flags: readonly string[] = AMINA_TUTOR_FLAGS,
): Record<string, unknown> {
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@school.example.org`,
    phone: '507-555-0100',
    grade: 'Junior',
    school: 'Mayo High School',
    termsVersion: TUTOR_TERMS.version,
    ...Object.fromEntries(flags.map((flag) => [flag, true])),
  };
}

/** Posts an application as the public forms do; anything but 201 fails the test with the server's answer. */
export async function submitApplication(
  baseUrl: string,
  path: '/api/tutees' | '/api/tutors',
  body: Record<string, unknown>,
): Promise<void> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
}

/** The message a field gets when the server refuses an application for it. */
export const INVALID_EMAIL = 'Enter a valid email address, for example name@example.com.';

/**
 * Makes the page's application posts answer as the server refuses one: 400 with a field error on `field`. Returns
 * what lets them through to the server again.
 */
export async function refuseApplications(
  page: Page,
  endpoint: '/api/tutees' | '/api/tutors',
  field: string,
): Promise<() => Promise<void>> {
  const pattern = `**${endpoint}`;
  await page.route(pattern, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ error: { message: 'Invalid application.', fieldErrors: { [field]: [INVALID_EMAIL] } } }),
    }),
  );
  return () => page.unroute(pattern);
}

/** Signs in on the page's /login screen and waits for the staff home (/admin). */
export async function signInOnPage(page: Page, staff: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(staff.username);
  await page.getByLabel('Password').fill(staff.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await page.waitForURL('**/admin');
}

/**
 * Signs out from the staff menu and waits for the sign-in screen: a navigation made sooner would cancel the sign-out
 * call, and the session it leaves open would take /login on to /admin.
 */
export async function signOutOnPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('heading', { name: 'Welcome back!' }).waitFor();
}

/** Fills the tutor wizard in English for Jordan Lee (College, 7th grade Geometry) and stops on its Terms step. */
export async function fillTutorWizardToTerms(page: Page): Promise<void> {
  const saveAndContinue = () => page.getByRole('button', { name: 'Save and Continue' }).click();
  await page.goto('/TutorInfo');
  await page.getByLabel('First name').fill('Jordan');
  await page.getByLabel('Last name').fill('Lee');
  await page.getByLabel('Pronouns').fill('they/them');
  await page.getByLabel('Email').fill('jordan.lee@example.org');
  await page.getByLabel('Phone number').fill('507-555-0199');
  await page.getByLabel('Current grade').selectOption({ label: "I'm in College" });
  await page.getByRole('combobox', { name: 'School', exact: true }).selectOption('Century High School');
  await saveAndContinue();
  await page.waitForURL('**/tutorSubjects');
  await page.getByLabel('7th', { exact: true }).check();
  await page.getByLabel('Geometry').check();
  await saveAndContinue();
  await page.waitForURL('**/TutorAdditional');
  await saveAndContinue();
  await page.waitForURL('**/TutorTerms');
}

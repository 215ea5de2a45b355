import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TuteeRecord, TutorRecord } from '@tutoring/common';
import { signInOnPage } from './support/applications.js';
import { axeViolations, DESKTOP, dialogShown, newContext, newPage, PHONE, screenshot } from './support/browser.js';
import { writtenEmail, type ReadEmail } from './support/eml.js';
import { useServerAndBrowser } from './support/fixture.js';
import { signInStaffViaApi, type StaffApi } from './support/staffApi.js';

const env = useServerAndBrowser({ ORG_NAME: 'Rochester Tutoring', SUPPORT_EMAIL: 'help@tutoring.example.org' });

const STAFF = { username: 'reviewer', password: 'a long staff password' };
let staffSession: Promise<StaffApi> | undefined;
const staffApi = () => (staffSession ??= signInStaffViaApi(env.server.url, STAFF.username, STAFF.password));
/** Every page behind the staff sign-in (the first-run staff account is an admin, so it sees them all). */
const STAFF_PAGES = ['/admin', '/tutors', '/match', '/records', '/overview', '/staff', '/audit', '/account'];

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
const alertText = (page: Page) => page.getByRole('alert').first().textContent();

/** The confirmation written as an .eml file for this address, once the outbox has sent it. */
const confirmationTo = (address: string): Promise<ReadEmail> =>
  writtenEmail(env.server.dataDir, (email) => email.to.includes(address));

describe('the public pages in the family’s language', () => {
  it('fills and submits the student wizard in Spanish (from a ?lang=es link): Spanish labels, alert, terms, record and confirmation', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/home?lang=es');
      await page.getByRole('heading', { level: 1, name: 'Bienvenido a Rochester Tutoring' }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'es', dir: 'ltr' });
      expect(new URL(page.url()).search).toBe('');
      expect(await page.getByRole('note').textContent()).toContain('help@tutoring.example.org');
      await page.getByRole('link', { name: 'Recibir tutoría' }).click();
      await page.waitForURL('**/StudentInfo');

      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      expect(await alertText(page)).toBe(
        'Al menos un campo obligatorio estaba vacío. Llene los campos obligatorios antes de continuar.',
      );
      expect(await page.getByRole('link', { name: 'Escriba el nombre del estudiante' }).count()).toBe(1);
      await page.getByLabel('Soy padre, madre o tutor legal').check();
      await page.getByLabel('Nombre del estudiante').fill('Lucía');
      await page.getByLabel('Apellido del estudiante').fill('García');
      await page.getByLabel('Correo electrónico del padre, madre o tutor legal').fill('familia.garcia@example.org');
      await page.getByLabel('Número de teléfono').fill('llámame');
      await page.getByRole('textbox', { name: 'Escuela', exact: true }).fill('Riverside Central');
      await page.getByRole('combobox', { name: 'Grado', exact: true }).selectOption({ label: '5.º' });
      await page.getByRole('checkbox', { name: 'Español', exact: true }).check();
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      // A phone that is no number is refused in Spanish, at the field and at the top of the step.
      expect(await page.locator('#phone-error').textContent()).toContain(
        'Escriba un número de teléfono con su código de área, o un número internacional que empiece con +',
      );
      expect(await alertText(page)).toBe(
        'Escriba un número de teléfono con su código de área, o un número internacional que empiece con + y el código del país.',
      );
      await page.getByLabel('Número de teléfono').fill('507-555-0110');
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();

      await page.waitForURL('**/StudentSubjects');
      await page.getByLabel('Primera opción').selectOption({ label: 'Matemáticas K-5' });
      await page.getByLabel('Segunda opción').selectOption({ label: 'Lectura K-5' });
      await page.getByLabel('Tercera opción').selectOption({ label: 'Ciencias K-5' });
      await page.getByLabel('¿En qué necesita ayuda el estudiante?').fill('Fracciones.');
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();
      await page.waitForURL('**/StudentAdditional');
      await page.getByRole('button', { name: 'Guardar y continuar' }).click();

      await page.waitForURL('**/StudentTerms');
      // The terms arrive with their own request: wait for them before counting.
      const bindingNote = page.getByText('El texto en inglés de estas condiciones es el que tiene validez legal.');
      await bindingNote.waitFor();
      expect(await bindingNote.count()).toBe(1);
      // The binding English text follows, marked as English for screen readers.
      expect(await page.locator('.wizard-terms details[lang="en"]').count()).toBe(1);
      await page.getByLabel('Entiendo').check();
      await page.getByRole('button', { name: 'Enviar' }).click();
      const dialog = page.getByRole('dialog', { name: '¡Gracias por su solicitud!' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The Submitted page in Spanish, with the reference the email quotes.
      await page.waitForURL('**/StudentSubmitted');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Solicitud enviada');
      const reference = (await page.locator('main .submitted-reference').textContent()) ?? '';
      expect(reference).toMatch(/^T-/);
      expect(await page.getByText('Todavía no lo sabemos. Le escribiremos.').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Inscribir a otro hijo' }).count()).toBe(1);
      await screenshot(page, 'submitted-es-375');
      expect(await axeViolations(page)).toEqual([]);

      const tutees = await (await staffApi()).get<TuteeRecord[]>('/api/tutees');
      expect(tutees.find((tutee) => tutee.tutee_firstname === 'Lucía')).toMatchObject({
        preferred_language: 'es',
        tutee_language_spanish: true,
        tutee_grade: '5th',
      });
      const email = await confirmationTo('familia.garcia@example.org');
      expect(email.subject).toBe('Rochester Tutoring: recibimos su solicitud');
      expect(email.text).toContain('Gracias por solicitar tutoría gratuita para Lucía a Rochester Tutoring.');
      expect(email.text).toContain(`Su número de referencia es ${reference}.`);
    } finally {
      await context.close();
    }
  });

  it('fills and submits the student wizard in Arabic, chosen from the menu: right to left, Arabic alert, record and confirmation', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/home');
      await page.getByLabel('Language').selectOption('ar');
      await page.getByRole('heading', { level: 1, name: 'مرحبًا بكم في Rochester Tutoring' }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      await page.getByRole('link', { name: 'احصل على دروس خصوصية' }).click();
      await page.waitForURL('**/StudentInfo');
      // Mirrored: the first step of the progress bar is the rightmost.
      const steps = await page
        .locator('.wizard-progress-step')
        .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().left));
      expect(steps).toEqual([...steps].sort((a, b) => b - a));
      await screenshot(page, 'student-info-ar-375');

      await page.getByRole('button', { name: 'حفظ ومتابعة' }).click();
      expect(await alertText(page)).toBe('حقل مطلوب واحد على الأقل فارغ. يرجى ملء الحقول المطلوبة قبل المتابعة.');
      expect(await axeViolations(page)).toEqual([]);
      await page.getByLabel('أنا الطالب').check();
      await page.getByLabel('الاسم الأول للطالب').fill('Omar');
      await page.getByLabel('اسم عائلة الطالب').fill('Haddad');
      await page.getByLabel('البريد الإلكتروني للطالب').fill('omar.haddad@example.org');
      await page.getByLabel('رقم الهاتف').fill('507-555-0111');
      await page.getByRole('textbox', { name: 'المدرسة', exact: true }).fill('Mayo High School');
      // Latin text typed on the Arabic form reads left to right: every text field takes its direction from its text.
      const textFieldDirs = await page
        .locator('.wizard-field input:not([type=radio]):not([type=checkbox]), .choice-other input')
        .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('dir')));
      expect(textFieldDirs.length).toBeGreaterThan(5);
      expect(new Set(textFieldDirs)).toEqual(new Set(['auto']));
      expect(
        await page.getByLabel('البريد الإلكتروني للطالب').evaluate((input) => getComputedStyle(input).direction),
      ).toBe('ltr');
      await page.getByRole('combobox', { name: 'الصف', exact: true }).selectOption({ label: 'الصف العاشر' });
      await page.getByRole('checkbox', { name: 'العربية', exact: true }).check();
      await page.getByRole('button', { name: 'حفظ ومتابعة' }).click();

      await page.waitForURL('**/StudentSubjects');
      await page.getByLabel('الاختيار الأول').selectOption({ label: 'الجبر 2' });
      await page.getByLabel('الاختيار الثاني').selectOption({ label: 'الكيمياء' });
      await page.getByLabel('الاختيار الثالث').selectOption({ label: 'الفيزياء' });
      await page.getByLabel('ما الذي يحتاج الطالب إلى المساعدة فيه؟').fill('المعادلات');
      expect(await page.getByLabel('ما الذي يحتاج الطالب إلى المساعدة فيه؟').getAttribute('dir')).toBe('auto');
      await page.getByRole('button', { name: 'حفظ ومتابعة' }).click();
      await page.waitForURL('**/StudentAdditional');
      await page.getByRole('button', { name: 'حفظ ومتابعة' }).click();

      await page.waitForURL('**/StudentTerms');
      // The review shows each answer in its own direction too (read once the review has drawn).
      await page.locator('.wizard-review-list dd').first().waitFor();
      const answerDirs = await page
        .locator('.wizard-review-list dd')
        .evaluateAll((answers) => answers.map((answer) => answer.getAttribute('dir')));
      expect(answerDirs.length).toBeGreaterThan(5);
      expect(new Set(answerDirs)).toEqual(new Set(['auto']));
      await page.getByLabel('أفهم ذلك').check();
      await page.getByRole('button', { name: 'إرسال' }).click();
      const dialog = page.getByRole('dialog', { name: 'شكرًا لك على تقديم طلبك!' });
      await dialogShown(dialog);
      await screenshot(page, 'submitted-dialog-ar-375', { fullPage: false });
      await dialog.getByRole('button', { name: 'إغلاق' }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The Submitted page right to left; the reference alone reads left to right.
      await page.waitForURL('**/StudentSubmitted');
      expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('تم إرسال الطلب');
      const reference = page.locator('main .submitted-reference');
      expect(await reference.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
      const referenceText = (await reference.textContent()) ?? '';
      expect(referenceText).toMatch(/^T-/);
      await screenshot(page, 'submitted-ar-375');
      expect(await axeViolations(page)).toEqual([]);

      const tutees = await (await staffApi()).get<TuteeRecord[]>('/api/tutees');
      expect(tutees.find((tutee) => tutee.tutee_firstname === 'Omar')).toMatchObject({
        preferred_language: 'ar',
        subject_1: 'math_alg2',
        tutee_language_arabic: true,
      });
      const email = await confirmationTo('omar.haddad@example.org');
      expect(email.subject).toBe('Rochester Tutoring: استلمنا طلبك');
      expect(email.text).toContain('مرحبًا Omar،');
      expect(email.text).toContain('شكرًا لطلبك دروسًا خصوصية مجانية من Rochester Tutoring.');
      expect(email.text).toContain(referenceText);
    } finally {
      await context.close();
    }
  });

  it('fills and submits the tutor wizard in Somali: Somali labels and alert, record and confirmation', async () => {
    const { page, context } = await newPage(env.browser, env.server.url, PHONE);
    try {
      await page.goto('/TutorInfo?lang=so');
      await page.getByRole('heading', { level: 2, name: 'Adiga kugu saabsan' }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'so', dir: 'ltr' });
      await page.getByRole('button', { name: 'Kaydi oo Sii wad' }).click();
      expect(await alertText(page)).toBe(
        'Ugu yaraan hal meel oo qasab ah ayaa bannaan. Fadlan buuxi meelaha qasabka ah ka hor intaadan sii wadin.',
      );
      await page.getByLabel('Magaca koowaad').fill('Hodan');
      await page.getByLabel('Magaca dambe').fill('Warsame');
      await page.getByRole('textbox', { name: 'Iimayl', exact: true }).fill('hodan.warsame@example.org');
      await page.getByLabel('Lambarka taleefanka').fill('507-555-0112');
      await page.getByLabel('Fasalka hadda').selectOption({ label: 'Waxaan ahay arday jaamacadeed' });
      await page.getByRole('combobox', { name: 'Dugsiga', exact: true }).selectOption('Century High School');
      await page.getByRole('button', { name: 'Kaydi oo Sii wad' }).click();

      await page.waitForURL(/\/tutorSubjects$/i);
      await page.getByRole('button', { name: 'Kaydi oo Sii wad' }).click();
      expect(await page.getByRole('link', { name: 'Calaamadee ugu yaraan hal fasal oo aad bari karto' }).count()).toBe(
        1,
      );
      await page.getByRole('checkbox', { name: 'Fasalka 7aad', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Aljebra II', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Soomaali', exact: true }).check();
      await page.getByRole('button', { name: 'Kaydi oo Sii wad' }).click();
      await page.waitForURL(/\/tutorAdditional$/i);
      await page.getByRole('button', { name: 'Kaydi oo Sii wad' }).click();

      await page.waitForURL(/\/tutorTerms$/i);
      // The review of the answers, in Somali (the step draws it once the terms have loaded).
      await page.getByText('Fasalka 7aad').first().waitFor();
      await page.getByLabel('Waan fahmay').check();
      await page.getByRole('button', { name: 'Dir', exact: true }).click();
      await page.getByRole('dialog', { name: 'Waad ku mahadsan tahay codsigaaga!' }).waitFor();

      const tutors = await (await staffApi()).get<TutorRecord[]>('/api/tutors');
      expect(tutors.find((tutor) => tutor.tutor_first_name === 'Hodan')).toMatchObject({
        preferred_language: 'so',
        tutor_grade: 'College',
        mentor_grade_7: true,
        tutor_math_alg2: true,
        tutor_language_somali: true,
      });
      const email = await confirmationTo('hodan.warsame@example.org');
      expect(email.subject).toBe('Rochester Tutoring: waan helnay codsigaaga');
      expect(email.text).toContain('Salaan Hodan,');
      expect(email.text).toContain(
        'Waad ku mahadsan tahay inaad codsatay inaad macallin tabaruc ah ka noqoto Rochester Tutoring.',
      );
    } finally {
      await context.close();
    }
  });

  it("starts in the browser's language, remembers a choice from the menu, and lets a ?lang= link override it", async () => {
    const context = await newContext(env.browser, { baseURL: env.server.url, viewport: DESKTOP, locale: 'fr-FR' });
    const page = await context.newPage();
    try {
      await page.goto('/home');
      await page.getByRole('heading', { level: 1, name: 'Bienvenue chez Rochester Tutoring' }).waitFor();
      expect(await documentLanguage(page)).toEqual({ lang: 'fr', dir: 'ltr' });
      const options = await page
        .locator('#language-menu option')
        .evaluateAll((items) => items.map((option) => `${option.getAttribute('lang')} ${option.textContent}`));
      expect(options).toEqual([
        'en English',
        'es Español',
        'so Soomaali',
        'ar العربية',
        'zh-Hans 中文（简体）',
        'tl Tagalog',
        'fr Français',
        'vi Tiếng Việt',
        'hmn Hmoob',
      ]);

      await page.getByLabel('Langue / Language').selectOption('vi');
      await page.getByRole('heading', { level: 1, name: 'Chào mừng bạn đến với Rochester Tutoring' }).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: 'Chào mừng bạn đến với Rochester Tutoring' }).waitFor();

      await page.goto('/home?lang=so');
      await page.getByRole('heading', { level: 1, name: 'Ku soo dhowow Rochester Tutoring' }).waitFor();
      await screenshot(page, 'home-so-1280');
      expect(await axeViolations(page)).toEqual([]);

      await page.goto('/StudentInfo?lang=hmn');
      await page.setViewportSize(PHONE);
      await page.getByRole('heading', { level: 2, name: 'Hais txog tus tub ntxhais kawm' }).waitFor();
      await screenshot(page, 'student-info-hmn-375');

      // Staff pages stay English, without the menu or the translation note (Hmong, still chosen, is a draft).
      await page.goto('/login');
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await page.locator('#language-menu').count()).toBe(0);
      expect(await page.locator('main [lang="en"]').count()).toBe(1);
      await staffApi();
      await signInOnPage(page, STAFF);
      const withMenuOrNote: string[] = [];
      for (const path of STAFF_PAGES) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        if ((await page.locator('#language-menu').count()) > 0) withMenuOrNote.push(`${path}: menu`);
        if ((await page.getByRole('note').count()) > 0) withMenuOrNote.push(`${path}: note`);
      }
      expect(withMenuOrNote).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

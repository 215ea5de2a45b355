import type { Translate } from '@tutoring/common';

/** Texts both registration wizards share, from the active language's catalogue. */
export const registrationMessages = (t: Translate) => ({
  formTitle: t('wizard.formTitle'),
  progressLabel: t('wizard.progressLabel'),
  stepCounter: (step: number, total: number) => t('wizard.stepCounter', { step, total }),
  stepCompleted: t('wizard.stepCompleted'),
  requiredNote: t('wizard.requiredNote'),
  requiredMark: t('wizard.requiredMark'),
  saveAndContinue: t('wizard.saveAndContinue'),
  back: t('wizard.back'),
  choose: t('wizard.choose'),
  otherLanguageBox: t('wizard.otherLanguageBox'),
  otherLanguageText: t('wizard.otherLanguageText'),
  termsIntro: t('wizard.termsIntro'),
  termsTitle: t('wizard.termsTitle'),
  iUnderstand: t('wizard.iUnderstand'),
  submit: t('wizard.submit'),
  submitting: t('wizard.submitting'),
  modalTitle: t('wizard.modalTitle'),
  ok: t('wizard.ok'),
  close: t('wizard.close'),
  submitFailed: t('wizard.submitFailed'),
  submitRejected: t('wizard.submitRejected'),
  incompleteStep: (step: string) => t('wizard.incompleteStep', { step }),
  goToStep: (step: string) => t('wizard.goToStep', { step }),
  errorTitle: (title: string) => t('wizard.errorTitle', { title }),
  errorSummaryTitle: t('wizard.errorSummaryTitle'),
  /** read before each field's message, which is otherwise only red text */
  errorPrefix: t('wizard.errorPrefix'),
  fieldProblem: (label: string, problem: string) => t('wizard.fieldProblem', { label, problem }),
  yourAnswers: t('wizard.yourAnswers'),
  change: t('wizard.change'),
  notAnswered: t('wizard.notAnswered'),
});
export type RegistrationMessages = ReturnType<typeof registrationMessages>;

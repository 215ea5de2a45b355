// The registration feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export { AdditionalInfoStep } from './AdditionalInfoStep';
export type { ReviewGroup, ReviewRow } from './AnswersReview';
export { LanguageFields, languageOtherTextId } from './LanguageFields';
export { StepForm } from './StepForm';
export { SubmittedPage } from './SubmittedPage';
export { TermsStep } from './TermsStep';
export { FROM_STEP, WizardPage } from './WizardPage';
export { CheckboxGroup, CheckboxTile, Field, QuestionGroup } from './fields';
export { registrationMessages } from './messages';
export { choiceNames, languagesAnswer } from './reviewText';
export { usePhoneCheck } from './phoneCheck';
export { useNextStep } from './useNextStep';
export { useKeptStep } from './useKeptStep';
export { useStartAgain } from './useStartAgain';
export { useSubmittedRedirect } from './useSubmittedRedirect';
export { useStepForm } from './useStepForm';
export { createWizardSaga } from './wizardSaga';
export { wizardSliceOptions } from './wizardSlice';

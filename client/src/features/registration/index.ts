// The registration feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
// It is the kit both wizards are built from: each passes its configuration (wizardConfig.ts).
export { answeredOn } from './apiFields';
export { availabilityTarget } from './AvailabilityGrid';
export type { ReviewGroup } from './AnswersReview';
export { LanguageFields, languageOtherTextId } from './LanguageFields';
export { StepForm } from './StepForm';
export { SubmittedPage } from './SubmittedPage';
export { FROM_STEP } from './WizardPage';
export { Wizard } from './Wizard';
export type { WizardFlow, WizardStep } from './wizardConfig';
export { createWizardState } from './wizardState';
export { createWizardSaga } from './wizardSaga';
export type { WizardState } from './wizardSlice';
export { wizardTexts } from './wizardTexts';
export { CheckboxGroup, CheckboxTile, Field, QuestionGroup } from './fields';
export { FormField, PersonFields } from './formFields';
export { registrationMessages } from './messages';
export { choiceNames, languagesAnswer } from './reviewText';
export { reviewGroups, typedAnswers } from './reviewRows';
export { usePhoneCheck } from './phoneCheck';
export { useWizardForm } from './useWizardForm';
export { wizardSliceOptions } from './wizardSlice';

// The tutorWizard feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export { TUTOR_STEP_PATHS } from './steps';
export { tutorWizardActions } from './tutorWizardState';

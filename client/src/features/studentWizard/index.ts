// The studentWizard feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export { STUDENT_STEP_PATHS } from './steps';
export { studentWizardActions } from './studentWizardState';

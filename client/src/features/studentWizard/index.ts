// The studentWizard feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export { STUDENT_FLOW } from './steps';

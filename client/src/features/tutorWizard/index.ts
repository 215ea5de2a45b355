// The tutorWizard feature's public entry: what other features may use of it (eslint.config.js keeps them to it).
export { TUTOR_FLOW } from './steps';

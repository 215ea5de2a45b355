export * from './catalog.js';
export * from './format.js';
export * from './schemas/auth.js';
export * from './schemas/errors.js';
export * from './schemas/submissions.js';
export * from './emails/confirmation.js';
export * from './terms.js';
export * from './records.js';

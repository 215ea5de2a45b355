import { allTranslators } from '@tutoring/common/i18n/all';

/** Every language's catalogue, compiled once at start: applicant emails are written in the applicant's language. */
export const TRANSLATORS = allTranslators();

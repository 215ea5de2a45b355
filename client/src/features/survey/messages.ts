import type { Translate } from '@tutoring/common';
import { linkMessages } from '../links';

/** Every text of the "How did it go?" page, from the active language's catalogue. */
export const surveyMessages = (t: Translate) => ({
  title: t('survey.title'),
  intro: t('survey.intro'),
  ratingLegend: t('survey.ratingLegend'),
  ratingHint: t('survey.ratingHint'),
  ratingRequired: t('survey.ratingRequired'),
  commentLabel: t('survey.commentLabel'),
  submit: t('survey.submit'),
  sent: t('survey.sent'),
  sentText: t('survey.sentText'),
  ...linkMessages(t),
});

// "How did it go?" (server/src/surveys): the two questions each side of a match is asked when the match ends.
import { z } from 'zod';
import { cleanMultiLine } from './plainText.js';

export const SURVEY_COMMENT_MAX = 1000;

export const SURVEY_FIELD_MESSAGES = {
  rating: 'Choose a rating from 1 to 5.',
  comment: `Use at most ${SURVEY_COMMENT_MAX} characters.`,
} as const;

export const surveyAnswerSchema = z
  .object({
    rating: z.number({ error: SURVEY_FIELD_MESSAGES.rating }).int(SURVEY_FIELD_MESSAGES.rating).min(1).max(5),
    comment: z
      .string({ error: SURVEY_FIELD_MESSAGES.comment })
      .transform(cleanMultiLine)
      .pipe(z.string().trim().max(SURVEY_COMMENT_MAX, SURVEY_FIELD_MESSAGES.comment))
      .optional(),
  })
  .meta({ id: 'SurveyAnswer' });
export type SurveyAnswerInput = z.infer<typeof surveyAnswerSchema>;

/** What a survey link's page needs: the side it asks and the language. Nothing about the match or the other person. */
export const surveyPageSchema = z
  .object({ side: z.enum(['tutee', 'tutor']), language: z.string() })
  .meta({ id: 'SurveyPage' });
export type SurveyPage = z.infer<typeof surveyPageSchema>;

/** One side's answers, on the match's record. */
export const surveyResultSchema = z
  .object({
    side: z.enum(['tutee', 'tutor']),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    answered_at: z.string(),
  })
  .meta({ id: 'SurveyResult' });
export type SurveyResult = z.infer<typeof surveyResultSchema>;

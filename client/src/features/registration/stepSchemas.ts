// What Save and Continue checks a step with: zod and the wizards' schemas, kept out of the public entry (stepRules.ts).
export {
  additionalInfoSchema,
  fieldProblems,
  planStudentSubmission,
  planTutorSubmission,
  studentInfoSchemaFor,
  studentSubjectsSchema,
  tutorInfoSchemaFor,
  tutorSubjectsSchema,
} from '@tutoring/common';

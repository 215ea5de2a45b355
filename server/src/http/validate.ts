import type { z } from 'zod';
import { badRequest, type FieldErrors } from './errors.js';

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || '_';
    (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}

/** Parses input with a shared schema; bad input becomes a 400 with a message and field errors. */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  message = 'Some fields are missing or not valid.',
): z.infer<Schema> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(message, fieldErrorsOf(result.error));
  return result.data;
}

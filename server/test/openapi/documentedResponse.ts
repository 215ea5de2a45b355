import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { Response } from 'supertest';
import { expect } from 'vitest';
import { openApiPath, type OpenApiDocument } from '../../src/openapi/document.js';

type JsonSchema = Record<string, unknown>;
interface DocumentedAnswer {
  content?: Record<string, { schema?: JsonSchema } | undefined>;
  headers?: Record<string, unknown>;
}

/** Checks real answers against an app's OpenAPI document, and remembers which routes it has checked. */
export function documentChecker(document: OpenApiDocument) {
  // The document's references point at components; a validator reads them as $defs of each compiled schema.
  const definitions = JSON.parse(
    JSON.stringify(document.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'),
  ) as Record<string, JsonSchema>;
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  const compiled = new Map<string, ValidateFunction>();
  /** Every route checked so far, as 'GET /api/matches/:match_id'. */
  const checkedRoutes = new Set<string>();

  function validatorFor(key: string, schema: JsonSchema): ValidateFunction {
    let validate = compiled.get(key);
    if (!validate) {
      const local = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"#/$defs/')) as JsonSchema;
      validate = ajv.compile({ ...local, $defs: definitions });
      compiled.set(key, validate);
    }
    return validate;
  }

  /**
   * Fails unless the real answer is one the OpenAPI document describes for this route: its status is listed, and a
   * JSON body validates against the documented schema (extra fields included: record schemas allow none), and the
   * documented list headers are there. `route` is written as method and declared path, e.g. 'GET /api/matches/:match_id'.
   */
  function expectDocumentedResponse(res: Response, route: string): void {
    const [method, path] = route.split(' ') as [string, string];
    const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()] as
      { responses: Record<string, DocumentedAnswer> } | undefined;
    expect(operation, `${route} is in the document`).toBeDefined();
    checkedRoutes.add(route);
    const answer = operation!.responses[String(res.status)];
    expect(answer, `${route} documents status ${res.status} (body ${res.text?.slice(0, 200)})`).toBeDefined();
    const mediaTypes = Object.keys(answer!.content ?? {});
    if (mediaTypes.length > 0)
      expect(mediaTypes, `${route} ${res.status} documents its media type`).toContain(res.type);
    const schema = answer!.content?.['application/json']?.schema;
    if (schema) {
      expect(res.type, `${route} answers JSON`).toBe('application/json');
      const validate = validatorFor(`${route} ${res.status}`, schema);
      const valid = validate(res.body);
      expect(valid ? [] : validate.errors, `${route} ${res.status} matches the documented schema`).toEqual([]);
    }
    for (const header of Object.keys(answer!.headers ?? {})) {
      if (header === 'X-Total-Count-Capped') continue; // only sent when the count stopped at the cap
      if (header === 'X-Total-Count' && !new URL(res.request.url).searchParams.has('limit')) continue; // paged answers only
      expect(res.headers[header.toLowerCase()], `${route} sends ${header}`).toBeDefined();
    }
  }

  return { expectDocumentedResponse, checkedRoutes };
}

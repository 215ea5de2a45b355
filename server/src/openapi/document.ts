import { z } from 'zod';
import { apiErrorSchema } from '@tutoring/common';
import type { RouteAccess } from '../auth/index.js';
import type { ApiOperation, ApiResponse } from '../http/apiRoute.js';

/** A route as the document describes it: what it does and who may call it (an ApiRoute is one). */
export type DocumentedOperation = ApiOperation & { access: RouteAccess };

type JsonSchema = Record<string, unknown>;

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: { name: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const SECURITY_SCHEME = 'staffSession';

const DESCRIPTION = [
  'The API of the tutoring-matching service. Requests and answers are JSON unless a route says otherwise.',
  '',
  '**Public routes** (the application forms, terms, public settings, sign-in) need nothing. **Every other route needs a staff session**: sign in with `POST /api/user/login` and send back the session cookie it sets; without it the answer is 401.',
  '',
  'Each staff route names the role it needs (`x-access` and the first line of its description): **coordinator** routes are open to every staff member (an admin is a coordinator too), **admin** routes to admins only; others get 403. A staff member whose one-time password is not yet changed gets 403 on every staff route until it is. `POST /api/user/register` (**setupOrAdmin**) takes no session only for the first-run setup; with one it is an admin route.',
  '',
  'State-changing requests (POST, PUT, DELETE) must be sent as `Content-Type: application/json` (a body of `{}` where a route reads none), or they answer 415; from a browser they must come from this site (its `Origin`), or they answer 403. Bad input answers 400 with `error.message` and `error.fieldErrors` (messages per field).',
].join('\n');

/** An Express path as OpenAPI writes it: /api/tutees/:id becomes /api/tutees/{id}. */
export function openApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

interface Conversion {
  root: JsonSchema;
  /** the schemas with an id that `root` refers to, by id */
  definitions: Record<string, JsonSchema>;
}

/**
 * Conversions by schema and direction: the schemas are module constants, and converting one costs a millisecond or
 * more, which every app built in a process (each API test builds its own) would otherwise pay again.
 */
const conversions = { input: new WeakMap<z.ZodType, Conversion>(), output: new WeakMap<z.ZodType, Conversion>() };

/** Drops the per-file keys zod writes ($schema, the id of .meta) and points $defs references at components. */
function clean(value: JsonSchema): JsonSchema {
  // A property named id is an object (its schema); only the .meta id keyword is a string.
  const text = JSON.stringify(value, (key, inner: unknown) =>
    key === '$schema' || (key === 'id' && typeof inner === 'string') ? undefined : inner,
  );
  return JSON.parse(text.replaceAll('"#/$defs/', '"#/components/schemas/')) as JsonSchema;
}

function conversionOf(schema: z.ZodType, io: 'input' | 'output'): Conversion {
  const known = conversions[io].get(schema);
  if (known) return known;
  const converted = z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'throw' }) as JsonSchema;
  const { $defs, ...root } = converted;
  const definitions = Object.fromEntries(
    Object.entries(($defs ?? {}) as Record<string, JsonSchema>).map(([id, definition]) => [id, clean(definition)]),
  );
  const conversion = { root: clean(root), definitions };
  conversions[io].set(schema, conversion);
  return conversion;
}

/** Turns zod schemas into JSON Schema, collecting every schema with an id once under components.schemas. */
class SchemaCollector {
  readonly components: Record<string, JsonSchema> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
    const { root, definitions } = conversionOf(schema, io);
    Object.assign(this.components, definitions);
    // A schema with its own id is referred to, not repeated.
    const id = z.globalRegistry.get(schema)?.id;
    if (typeof id !== 'string') return root;
    this.components[id] = root;
    return { $ref: `#/components/schemas/${id}` };
  }
}

function parameters(op: DocumentedOperation, schemas: SchemaCollector): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [location, schema] of [
    ['path', op.params],
    ['query', op.query],
  ] as const) {
    if (!schema) continue;
    const converted = schemas.convert(schema, 'input') as {
      properties?: Record<string, JsonSchema>;
      required?: string[];
    };
    for (const [name, property] of Object.entries(converted.properties ?? {})) {
      const required = location === 'path' || (converted.required ?? []).includes(name);
      list.push({ name, in: location, required, schema: property });
    }
  }
  if (op.idempotencyKey) {
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'A UUID chosen by the client: a retried submission with the same key creates one application and answers the same id.',
      schema: { type: 'string', format: 'uuid' },
    });
  }
  return list;
}

function response(answer: ApiResponse, schemas: SchemaCollector): JsonSchema {
  const content = answer.json
    ? { 'application/json': { schema: schemas.convert(answer.json, 'output') } }
    : answer.mediaType
      ? Object.fromEntries([answer.mediaType].flat().map((type) => [type, {}]))
      : undefined;
  const headers = answer.headers
    ? Object.fromEntries(
        answer.headers.map((name) => [
          name,
          name === 'X-Total-Count'
            ? { description: 'matching rows (paged answers)', schema: { type: 'integer' } }
            : {
                description: 'true when X-Total-Count is the cap, not the exact count',
                schema: { type: 'string', enum: ['true'] },
              },
        ]),
      )
    : undefined;
  return { description: answer.description, ...(content && { content }), ...(headers && { headers }) };
}

/** The answers every route of its kind may give, beside those the route lists. */
function commonResponses(op: DocumentedOperation, access: RouteAccess): Record<number, ApiResponse> {
  const answers: Record<number, ApiResponse> = {};
  const refusals: string[] = [];
  const needsAdmin = access === 'admin' || access === 'setupOrAdmin';
  if (access === 'coordinator' || needsAdmin) refusals.push('a one-time password not yet changed');
  if (needsAdmin) refusals.push('a role other than admin');
  if (op.method !== 'GET') refusals.push('sent from another site');
  if (op.params ?? op.query ?? op.body)
    answers[400] = { description: 'the input is not valid; fieldErrors says where', json: apiErrorSchema };
  if (access !== 'public' && access !== 'setupOrAdmin')
    answers[401] = { description: 'no staff session', json: apiErrorSchema };
  if (refusals.length > 0) answers[403] = { description: `refused: ${refusals.join(', or ')}`, json: apiErrorSchema };
  if (op.method !== 'GET') answers[415] = { description: 'not sent as JSON', json: apiErrorSchema };
  return answers;
}

const ACCESS_NOTES: Record<RouteAccess, string> = {
  public: 'Public.',
  signedIn: 'Needs a staff session (any role, also before a one-time password is changed).',
  coordinator: 'Needs a staff session: any staff member (role coordinator or admin).',
  admin: 'Needs a staff session with the admin role.',
  setupOrAdmin:
    'Signed out: only the first-run setup. Signed in: needs the admin role (and a changed one-time password), as admin routes do.',
};

function securityOf(access: RouteAccess): Record<string, string[]>[] {
  if (access === 'public') return [];
  const session = { [SECURITY_SCHEME]: [] };
  // The first-run setup is called without the cookie: there the session is optional (the empty requirement).
  return access === 'setupOrAdmin' ? [{}, session] : [session];
}

function operation(op: DocumentedOperation, schemas: SchemaCollector): JsonSchema {
  const { access } = op;
  const answers = { ...commonResponses(op, access), ...op.responses };
  const params = parameters(op, schemas);
  return {
    tags: [op.tag],
    summary: op.summary,
    description: [ACCESS_NOTES[access], op.description].filter(Boolean).join('\n\n'),
    operationId: `${op.method.toLowerCase()}${openApiPath(op.path).replace(/[^A-Za-z0-9]+(\w?)/g, (_m, next: string) => next.toUpperCase())}`,
    ...(params.length > 0 && { parameters: params }),
    ...(op.body && {
      requestBody: { required: true, content: { 'application/json': { schema: schemas.convert(op.body, 'input') } } },
    }),
    responses: Object.fromEntries(
      Object.entries(answers).map(([status, answer]) => [status, response(answer, schemas)]),
    ),
    security: securityOf(access),
    'x-access': access,
  };
}

/** The OpenAPI 3.1 document of the given routes, every schema generated from the zod schema the route parses with. */
export function buildOpenApiDocument(
  operations: readonly DocumentedOperation[],
  sessionCookie: string,
): OpenApiDocument {
  const schemas = new SchemaCollector();
  const paths: OpenApiDocument['paths'] = {};
  for (const op of operations) {
    (paths[openApiPath(op.path)] ??= {})[op.method.toLowerCase()] = operation(op, schemas);
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Tutoring matching API', version: '1', description: DESCRIPTION },
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(schemas.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: {
        [SECURITY_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: sessionCookie,
          description: 'The session cookie POST /api/user/login sets.',
        },
      },
    },
  };
}

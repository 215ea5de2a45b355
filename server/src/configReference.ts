import { z } from 'zod';
import { envSchema } from './config.js';
import { CONFIG_DESCRIPTIONS, CONFIG_SECTIONS } from './configDescriptions.js';

interface JsonSchemaProperty {
  type?: string;
  enum?: string[];
  default?: string | number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  format?: string;
  anyOf?: JsonSchemaProperty[];
}

const FLAG_VALUES = ['0', '1', 'true', 'false', ''];

/** The values a variable accepts, in words, from its JSON Schema (the schema's input side). */
function accepted(property: JsonSchemaProperty): string {
  const shape = property.anyOf?.[0] ?? property;
  if (shape.enum && FLAG_VALUES.every((value) => shape.enum!.includes(value)))
    return '`true` or `false`, also `1` or `0`';
  if (shape.enum) return `one of ${shape.enum.map((value) => `\`${value}\``).join(', ')}`;
  if (shape.format === 'uri') return 'a URL';
  if (shape.format === 'email') return 'an email address';
  if (shape.type === 'integer' || shape.type === 'number') {
    const kind = shape.type === 'integer' ? 'a whole number' : 'a number';
    const max = shape.maximum !== undefined && shape.maximum < Number.MAX_SAFE_INTEGER ? shape.maximum : undefined;
    if (shape.exclusiveMinimum === 0) return max === undefined ? `${kind} above 0` : `${kind} above 0, at most ${max}`;
    if (shape.minimum !== undefined && max !== undefined) return `${kind} from ${shape.minimum} to ${max}`;
    if (shape.minimum !== undefined) return `${kind}, at least ${shape.minimum}`;
    return kind;
  }
  if (shape.minLength !== undefined && shape.minLength > 1) return `text of at least ${shape.minLength} characters`;
  return 'text';
}

function defaultValue(property: JsonSchemaProperty): string {
  if (property.enum?.includes('true')) return '`false`';
  if (property.default === undefined) return 'unset';
  if (property.default === '') return 'empty';
  return `\`${String(property.default)}\``;
}

/** docs/configuration.md, written from the configuration schema and the descriptions beside it. */
export function configurationPage(): string {
  const properties = z.toJSONSchema(envSchema, { io: 'input', unrepresentable: 'any' }).properties as Record<
    string,
    JsonSchemaProperty
  >;
  const lines = [
    '# Configuration',
    '',
    '<!-- Written by `npm run docs:config` from server/src/config.ts and server/src/configDescriptions.ts. -->',
    '',
    'The server reads its configuration from the environment at start (a process manager, or `/etc/tutoring/tutoring.env`',
    'for the systemd units), and from a `.env` file in its working directory when there is one (`npm start` and the',
    '`npm run` tools run in the repository); a variable set in the environment wins over the file. It validates every',
    'value: a bad one stops the start with a message naming the variable. Every variable is optional for `npm start` on',
    'a developer machine; production needs the ones [operations.md](operations.md) names. `.env.example` lists the same',
    'variables with their defaults. The Organisation variables below (but `PHONE_REGION`) are only first defaults: an',
    "admin sets the organisation's own details on the Settings page (`/settings`), which the database keeps and every",
    'process reads at once; once saved there, the variables no longer change them. While a stored setting or',
    '`MAIL_FROM` still names the placeholder `example.org`, the server prints a warning naming them at every start,',
    'and staff pages show a banner.',
  ];
  for (const section of CONFIG_SECTIONS) {
    lines.push('', `## ${section}`, '');
    for (const [name, description] of Object.entries(CONFIG_DESCRIPTIONS)) {
      if (description.section !== section) continue;
      const property = properties[name]!;
      lines.push(`- \`${name}\` (${accepted(property)}; default ${defaultValue(property)}): ${description.text}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

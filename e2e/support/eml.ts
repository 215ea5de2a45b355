// Reads the .eml files the mail outbox writes when no SMTP server is set: headers unfolded, encoded-word subjects
// and quoted-printable or base64 bodies decoded, so a test can check a message in any language.

import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

export interface ReadEmail {
  to: string;
  /** '' when the message has no copies */
  cc: string;
  subject: string;
  text: string;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, encoding: string, data: string) =>
    encoding.toLowerCase() === 'b'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(
          data
            .replace(/_/g, ' ')
            .replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9a-f]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** One single-part text message as nodemailer writes it. */
export function readEml(raw: string): ReadEmail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => head.match(new RegExp(`^${name}: (.*)$`, 'im'))?.[1]?.trim() ?? '';
  return {
    to: header('To'),
    cc: header('Cc'),
    subject: decodeWords(header('Subject')),
    text: decodeBody(body, header('Content-Transfer-Encoding').toLowerCase()).replace(/\r\n/g, '\n'),
  };
}

/** The first message the outbox wrote under `<dataDir>/mail` that `wanted` accepts, waiting until it is there. */
export async function writtenEmail(dataDir: string, wanted: (email: ReadEmail) => boolean): Promise<ReadEmail> {
  const folder = path.join(dataDir, 'mail');
  const find = () =>
    (fs.existsSync(folder) ? fs.readdirSync(folder) : [])
      .map((name) => readEml(fs.readFileSync(path.join(folder, name), 'utf8')))
      .find(wanted);
  await expect.poll(() => find() !== undefined, { timeout: 20_000 }).toBe(true);
  return find()!;
}

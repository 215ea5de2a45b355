import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ToolConfig } from '../config.js';

interface OutgoingMail {
  /** outbox row id: names the .eml file, so a retried write replaces rather than duplicates, and erasure finds it */
  id: string;
  to: string;
  /** copies (the match emails copy the team, and the other family address) */
  cc?: readonly string[];
  subject: string;
  text: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  /** Outbox ids of the messages this transport keeps a copy of (the .eml files); none for SMTP. */
  keptIds(): Promise<string[]>;
  /** Deletes the kept copies of these messages (their outbox rows are gone: erasure, retention). */
  forget(ids: readonly string[]): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise .eml files under <DATA_DIR>/mail, so a fresh install loses no mail. */
export function createMailTransport(config: Pick<ToolConfig, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>): MailTransport {
  return config.SMTP_URL
    ? smtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : emlFileTransport(path.join(config.DATA_DIR, 'mail'), config.MAIL_FROM);
}

/** What nodemailer sends: the .eml file and the SMTP message carry the same To and Cc headers. */
function message(from: string, mail: OutgoingMail) {
  const cc = mail.cc && mail.cc.length > 0 ? { cc: [...mail.cc] } : {};
  return { from, to: mail.to, ...cc, subject: mail.subject, text: mail.text };
}

function smtpTransport(url: string, from: string): MailTransport {
  // Short timeouts: a hanging server must fail the attempt (and be retried), not hold the worker.
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail(message(from, mail));
    },
    keptIds: () => Promise.resolve([]),
    forget: () => Promise.resolve(),
    close: () => transporter.close(),
  };
}

// Ids within bigint: a stray file with a longer number must not break the database look-up of the others.
const EML_FILE = /^\.?message-(\d{1,18})\.eml(?:\.partial)?$/;

function emlFileTransport(folder: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transporter.sendMail(message(from, mail));
      // Owner-only whatever the umask: a message holds an applicant's (often a child's) name and address.
      await fs.mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `message-${mail.id}.eml`);
      // Written whole under a hidden name, then renamed, so a reader never sees half a message.
      const partial = path.join(folder, `.message-${mail.id}.eml.partial`);
      await fs.writeFile(partial, info.message, { mode: 0o600 });
      await fs.rename(partial, file);
    },
    async keptIds() {
      const names = await fs.readdir(folder).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      return [...new Set(names.flatMap((name) => EML_FILE.exec(name)?.[1] ?? []))];
    },
    async forget(ids) {
      for (const id of ids) {
        await fs.rm(path.join(folder, `message-${id}.eml`), { force: true });
        await fs.rm(path.join(folder, `.message-${id}.eml.partial`), { force: true });
      }
    },
    close: () => transporter.close(),
  };
}

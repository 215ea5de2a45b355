// npm run create-staff -- <username> [--role admin|coordinator]
// Creates a staff account on the configured database (DATABASE_URL, or the embedded one in DATA_DIR). The role is
// admin unless --role says otherwise; the first account must be an admin. The password comes from STAFF_PASSWORD,
// or is asked for on the terminal without echo.
import readline from 'node:readline';
import { parseArgs } from 'node:util';
import { registrationSchema, STAFF_ROLES, type StaffRole } from '@tutoring/common';
import { AuthService } from '../auth/service.js';
import { loadToolConfig } from '../config.js';
import { loadEnvFile } from '../envFile.js';
import { openDatabase } from '../db/open.js';
import { createLogger } from '../logger.js';

const USAGE = `Usage: npm run create-staff -- <username> [--role ${STAFF_ROLES.join('|')}]   (password from STAFF_PASSWORD or a prompt)`;

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput(text: string): void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    const echoNothing = () => undefined;
    output._writeToOutput = echoNothing;
  });
}

const isRole = (value: string): value is StaffRole => (STAFF_ROLES as readonly string[]).includes(value);

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { role: { type: 'string', default: 'admin' } },
    allowPositionals: true,
  });
  const username = positionals[0] ?? process.env.STAFF_USERNAME;
  const role = values.role;
  if (!username || !isRole(role)) throw new Error(USAGE);
  const password = process.env.STAFF_PASSWORD ?? (await askHidden(`Password for ${username}: `));
  const parsed = registrationSchema.safeParse({ username, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join(' '));

  loadEnvFile();
  const config = loadToolConfig();
  const db = await openDatabase(config, createLogger('warn'));
  const auth = new AuthService(db, { bcryptCost: config.BCRYPT_COST });
  try {
    const created = await auth.register(
      { username: parsed.data.username, password: parsed.data.password, role },
      'operator',
    );
    process.stdout.write(`Created ${role} account "${created.username}" (id ${created.id}).\n`);
  } finally {
    await auth.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

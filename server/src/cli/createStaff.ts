// npm run create-staff -- <username>
// Creates a staff account on the configured database (DATABASE_URL, or the embedded one in DATA_DIR).
// The password comes from STAFF_PASSWORD, or is asked for on the terminal without echo.
import readline from 'node:readline';
import { registrationSchema } from '@tutoring/common';
import { AuthService } from '../auth/service.js';
import { loadToolConfig } from '../config.js';
import { openDatabase } from '../db/open.js';
import { createLogger } from '../logger.js';

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput(text: string): void };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    output._writeToOutput = () => undefined;
  });
}

async function main(): Promise<void> {
  const username = process.argv[2] ?? process.env.STAFF_USERNAME;
  if (!username) throw new Error('Usage: npm run create-staff -- <username>   (password from STAFF_PASSWORD or a prompt)');
  const password = process.env.STAFF_PASSWORD ?? (await askHidden(`Password for ${username}: `));
  const parsed = registrationSchema.safeParse({ username, password });
  if (!parsed.success) throw new Error(parsed.error.issues.map((issue) => issue.message).join(' '));

  const config = loadToolConfig();
  const db = await openDatabase(config, createLogger('warn'));
  const auth = new AuthService(db, { bcryptCost: config.BCRYPT_COST });
  try {
    const created = await auth.register(parsed.data.username, parsed.data.password, 'operator');
    process.stdout.write(`Created staff account "${created.username}" (id ${created.id}).\n`);
  } finally {
    await auth.close();
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import fs from 'node:fs';

/**
 * Reads `.env` in the working directory into the environment, as .env.example tells operators to write one. A variable
 * the process environment already sets wins over the file. The server and every command-line tool call it first.
 */
export function loadEnvFile(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

// npm run dev: the API server with reload on port 5000 and the Vite dev server on 5173 (which proxies /api).
import { spawn } from 'node:child_process';

const children = [
  // From TypeScript source, @tutoring/common included (its "tutoring-source" export), reloaded on change.
  spawn('npx', ['tsx', 'watch', '--conditions=tutoring-source', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173' },
  }),
  spawn('npx', ['vite'], { cwd: 'client', stdio: 'inherit' }),
];

function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);

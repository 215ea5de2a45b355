import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker, type ResourceLimits } from 'node:worker_threads';

/**
 * Starts the worker module `name` beside the calling module (`import.meta.url` of the caller).
 *
 * Run as TypeScript (vitest, `npm run dev`) the worker is the .ts file, and a worker thread does not inherit tsx's
 * loader: on Node 20 neither the parent's hooks nor `execArgv: ['--import', 'tsx']` reach it ("Unknown file extension
 * .ts"). So a two-line bootstrap registers tsx in the worker, then imports the file. Compiled (npm start:
 * server/dist), the worker is the .js beside the caller and starts directly.
 */
export function startWorker(callerUrl: string, name: string, resourceLimits?: ResourceLimits): Worker {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), { resourceLimits });
  const tsxApi = pathToFileURL(createRequire(callerUrl).resolve('tsx/esm/api')).href;
  const worker = new URL(`./${name}.ts`, callerUrl).href;
  return new Worker(
    `import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(worker)}); });`,
    { eval: true, resourceLimits },
  );
}

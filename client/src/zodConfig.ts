import { config } from 'zod';

// zod probes for eval (new Function) to compile fast parsers; our CSP forbids eval, and the probe
// alone is reported as a violation. Imported first in main.tsx, before any schema is built.
config({ jitless: true });

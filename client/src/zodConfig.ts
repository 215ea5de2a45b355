import { config } from 'zod/v4/core';

// zod probes for eval (new Function) to compile fast parsers; our CSP forbids eval, and the probe
// alone is reported as a violation. Imported first in main.tsx, before any schema is built. From zod's core
// alone: zod's own entry point would also bring its English messages into the public entry.
config({ jitless: true });

import { z } from 'zod';

/** GET /healthz's answer. */
export const healthSchema = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** GET /readyz's answer: the three checks a load balancer may want to see. */
export const readinessSchema = z
  .object({
    status: z.enum(['ready', 'unavailable']),
    checks: z.object({ database: z.boolean(), schema: z.boolean(), mail: z.boolean() }),
  })
  .meta({ id: 'Readiness' });

export type Health = z.infer<typeof healthSchema>;
export type Readiness = z.infer<typeof readinessSchema>;

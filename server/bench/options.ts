import { parseArgs } from 'node:util';

export interface BenchOptions {
  smoke: boolean;
  tutors: number;
  tutees: number;
  matches: number;
  /** seconds per endpoint */
  duration: number;
  connections: number;
  /** the production default (12) so the login figure is what real sign-ins cost; the smoke run uses 4 to fit in a second (--bcrypt-cost overrides) */
  bcryptCost: number;
  /** PostgreSQL server to create the benchmark database on; unset = embedded PGlite */
  databaseUrl: string | undefined;
  /** use this existing database (PostgreSQL name, or PGlite folder) as it is: no seeding, not dropped */
  reuse: string | undefined;
  /** keep the seeded database for a later --reuse */
  keep: boolean;
  /** only endpoints whose name contains one of these texts (--only "a,b") */
  only: string[] | undefined;
  /** write the results as JSON here too */
  json: string | undefined;
}

const SIZES = {
  // The smoke run checks that every endpoint answers, not how fast: a fifth of a second each.
  smoke: { tutors: 200, tutees: 2_000, matches: 50, duration: 0.2 },
  default: { tutors: 2_000, tutees: 20_000, matches: 500, duration: 5 },
};

function whole(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return parsed;
}

export function parseBenchOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      smoke: { type: 'boolean', default: false },
      tutors: { type: 'string' },
      tutees: { type: 'string' },
      matches: { type: 'string' },
      duration: { type: 'string' },
      connections: { type: 'string' },
      reuse: { type: 'string' },
      keep: { type: 'boolean', default: false },
      only: { type: 'string' },
      json: { type: 'string' },
      'bcrypt-cost': { type: 'string' },
    },
  });
  const size = values.smoke ? SIZES.smoke : SIZES.default;
  return {
    smoke: values.smoke,
    tutors: whole(values.tutors, 'tutors', size.tutors),
    tutees: whole(values.tutees, 'tutees', size.tutees),
    matches: whole(values.matches, 'matches', size.matches),
    duration: whole(values.duration, 'duration', size.duration),
    connections: whole(values.connections, 'connections', 4),
    bcryptCost: whole(values['bcrypt-cost'], 'bcrypt-cost', values.smoke ? 4 : 12),
    databaseUrl: env.DATABASE_URL || undefined,
    reuse: values.reuse,
    keep: values.keep,
    only: values.only
      ?.split(',')
      .map((text) => text.trim())
      .filter(Boolean),
    json: values.json,
  };
}

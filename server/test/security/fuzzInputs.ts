// A small seeded generator of hostile input: the same seed always yields the same requests,
// so a failure found in CI can be replayed exactly (FUZZ_SEED).

/** mulberry32: tiny, fast, good enough to spread test cases. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export class Fuzz {
  constructor(private readonly random: () => number) {}

  int(max: number): number {
    return Math.floor(this.random() * max);
  }
  chance(p: number): boolean {
    return this.random() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)] as T;
  }

  string(): string {
    return this.pick(HOSTILE_STRINGS)();
  }

  number(): number {
    return this.pick(HOSTILE_NUMBERS);
  }

  /** Any JSON value, biased to the types an API field does not expect. */
  value(depth = 0): unknown {
    switch (this.int(depth > 2 ? 4 : 7)) {
      case 0:
        return this.string();
      case 1:
        return this.number();
      case 2:
        return this.pick([true, false, null]);
      case 3:
        return this.string();
      case 4:
        return Array.from({ length: this.int(4) }, () => this.value(depth + 1));
      case 5:
        return this.object(depth + 1);
      default:
        return deepNesting(this.int(2) === 0 ? 'array' : 'object', 500 + this.int(2_000));
    }
  }

  object(depth = 0): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (let i = this.int(5); i > 0; i -= 1) out[this.fieldName()] = this.value(depth);
    return out;
  }

  fieldName(): string {
    return this.chance(0.8) ? this.pick(FIELD_NAMES) : this.string().slice(0, 200);
  }

  /** A valid body with one to three things wrong: a field removed, retyped, or added. */
  mutate(base: Record<string, unknown>): Record<string, unknown> {
    const body: Record<string, unknown> = { ...base };
    const keys = Object.keys(body);
    for (let i = 1 + this.int(3); i > 0; i -= 1) {
      const key = keys.length > 0 && this.chance(0.75) ? this.pick(keys) : this.fieldName();
      const action = this.int(3);
      if (action === 0) delete body[key];
      else if (action === 1) body[key] = this.value();
      else
        Object.defineProperty(body, this.fieldName(), {
          value: this.value(),
          enumerable: true,
          configurable: true,
          writable: true,
        });
    }
    return body;
  }

  /** A raw request body that is not what it claims to be. */
  rawBody(): string {
    return this.pick(RAW_BODIES)();
  }

  /** A query string of hostile keys and values (repeated keys become arrays). */
  query(ids: readonly number[]): string {
    const parts: string[] = [];
    for (let i = 1 + this.int(4); i > 0; i -= 1) {
      const key = this.chance(0.3)
        ? this.pick(['id', 'subject1', 'subject2', 'subject3', 'grade', 'page', 'limit', 'year', 'language'])
        : this.fieldName();
      const value = this.chance(0.2) ? String(this.pick(ids)) : String(this.value(3));
      parts.push(
        `${encodeUrlPart(key.slice(0, 100))}=${this.chance(0.1) ? this.pick(BROKEN_ESCAPES) : encodeUrlPart(value.slice(0, 2_000))}`,
      );
    }
    return parts.join('&');
  }

  /** An id as a client could send it in a path, body or query. */
  id(ids: readonly number[]): unknown {
    return this.chance(0.3) ? this.pick(ids) : this.pick(HOSTILE_IDS);
  }
}

// A URL cannot carry a lone UTF-16 surrogate; the JSON bodies still do.
const encodeUrlPart = (text: string) =>
  encodeURIComponent(text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

function deepNesting(kind: 'array' | 'object', depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const HOSTILE_IDS: readonly unknown[] = [
  -1,
  0,
  1.5,
  2_147_483_648,
  -2_147_483_649,
  2 ** 53,
  1e308,
  '1',
  '01',
  ' 1',
  '1e3',
  '0x10',
  'abc',
  '',
  '1 OR 1=1',
  "1'; DROP TABLE tutees;--",
  '\u0000',
  '😀',
  null,
  true,
  [],
  [1, 2],
  {},
  { id: 1 },
];

const HOSTILE_NUMBERS: readonly number[] = [
  0,
  -0,
  -1,
  1,
  1.5,
  2_147_483_647,
  2_147_483_648,
  -2_147_483_649,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  5e-324,
];

export const HOSTILE_STRINGS: readonly (() => string)[] = [
  () => '',
  () => '   ',
  () => 'a',
  () => "' OR '1'='1",
  () => "Robert'); DROP TABLE tutees;--",
  () => '1; SELECT pg_sleep(10)--',
  () => '<img src=x onerror=window.__xss=1>',
  () => '<script>alert(1)</script>',
  () => '{{7*7}}${7*7}',
  () => '../../../../etc/passwd',
  () => '\u0000',
  () => 'nul\u0000byte',
  () => '\ud800',
  () => '\u202eevil\u200b\ufeff',
  () => '😀👩‍👩‍👧‍👦Ωμέγα ☃ 中文 العربية',
  () => 'e\u0301\u0301\u0301',
  () => '__proto__',
  () => 'constructor',
  () => 'null',
  () => 'true',
  () => '-1',
  () => '2147483648',
  () => 'NaN',
  () => 'math_alg2',
  () => '1st',
  () => 'Student',
  () => 'x@y.z',
  () => 'x'.repeat(101),
  () => 'y'.repeat(4_001),
  () => 'z'.repeat(30_000),
  () => '%00%27%22',
  () => '\r\nSet-Cookie: injected=1',
];

const RAW_BODIES: readonly (() => string)[] = [
  () => '{',
  () => '{"id":',
  () => '{"id": 1,}',
  () => "{'id': 1}",
  () => 'nul',
  () => 'undefined',
  () => '"just a string"',
  () => '42',
  () => 'null',
  () => '[]',
  () => '\ufeff{"id":1}',
  () => '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}',
  () => '{"id":1,"id":"2"}',
  () => `{"a":"${'q'.repeat(70_000)}"}`,
  () => `${'['.repeat(100_000)}`,
  () => '{"x":"\\ud800"}',
  () => '{"x":"\\u0000"}',
  () => '\u0000\u0001\u0002',
];

const BROKEN_ESCAPES: readonly string[] = ['%', '%E0%A4%A', '%ZZ', '%00', '%C0%AF', '%FF%FE'];

const FIELD_NAMES: readonly string[] = [
  'id',
  'tutee_id',
  'tutor_id',
  'username',
  'password',
  'email',
  'firstName',
  'lastName',
  'pronouns',
  'phone',
  'studentOrGuardian',
  'emailGuardian',
  'emailStudent',
  'gradeLevel',
  'grade',
  'school',
  'subject1',
  'subject2',
  'subject3',
  'subjectDetails',
  'miscInfo',
  'Other',
  'otherLanguage',
  'termsVersion',
  'Spanish',
  'PreK',
  'K5Math',
  'active',
  'matched',
  'capacity',
  'status',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  '',
];

/**
 * Payload schemas of job definitions: a payload is checked when it is sent (so a bad one never
 * reaches the queue) and again when a worker takes it (so a job written by an older release, or
 * by hand, fails with a clear error instead of doing something half-right). Payloads are plain
 * JSON objects of a few identifiers; they never carry secrets or personal data (look those up
 * in the handler), because pg-boss keeps them in its tables for days.
 */
export class JobPayloadError extends Error {
  constructor(job: string, problem: string) {
    super(`job ${job}: payload ${problem}`);
    this.name = 'JobPayloadError';
  }
}

/** One field: returns the value, or a problem (a string) when it does not fit. */
export interface Field<T> {
  check(value: unknown): { ok: true; value: T } | { ok: false; problem: string };
  optional?: boolean;
}

export interface PayloadSchema<T> {
  /** Returns the payload typed, or throws JobPayloadError. */
  parse(job: string, value: unknown): T;
}

type FieldsOf<S> = { [K in keyof S]: S[K] extends Field<infer V> ? V : never };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const field = {
  uuid(): Field<string> {
    return { check: (v) => (typeof v === 'string' && UUID.test(v) ? { ok: true, value: v.toLowerCase() } : { ok: false, problem: 'must be a UUID' }) };
  },
  string(max = 200): Field<string> {
    return {
      check: (v) =>
        typeof v === 'string' && v.length > 0 && v.length <= max
          ? { ok: true, value: v }
          : { ok: false, problem: `must be a string of 1 to ${max} characters` },
    };
  },
  int(min = 0, max = Number.MAX_SAFE_INTEGER): Field<number> {
    return {
      check: (v) =>
        Number.isInteger(v) && (v as number) >= min && (v as number) <= max
          ? { ok: true, value: v as number }
          : { ok: false, problem: `must be a whole number from ${min} to ${max}` },
    };
  },
  boolean(): Field<boolean> {
    return { check: (v) => (typeof v === 'boolean' ? { ok: true, value: v } : { ok: false, problem: 'must be true or false' }) };
  },
};

/** An object of exactly these fields (unknown keys are refused). `payloadSchema({})` is the empty payload. */
export function payloadSchema<S extends Record<string, Field<unknown>>>(fields: S): PayloadSchema<FieldsOf<S>> {
  return {
    parse(job, value) {
      if (value === null || value === undefined) value = {};
      if (typeof value !== 'object' || Array.isArray(value)) throw new JobPayloadError(job, 'must be an object');
      const input = value as Record<string, unknown>;
      const unknown = Object.keys(input).filter((k) => !(k in fields));
      if (unknown.length) throw new JobPayloadError(job, `has unknown field(s) ${unknown.join(', ')}`);
      const out: Record<string, unknown> = {};
      for (const [key, f] of Object.entries(fields)) {
        if (input[key] === undefined) {
          if (f.optional) continue;
          throw new JobPayloadError(job, `needs ${key}`);
        }
        const r = f.check(input[key]);
        if (!r.ok) throw new JobPayloadError(job, `field ${key} ${r.problem}`);
        out[key] = r.value;
      }
      return out as FieldsOf<S>;
    },
  };
}

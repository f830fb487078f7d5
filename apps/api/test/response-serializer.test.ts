import fc from 'fast-check';
import { membersApi, teamsApi } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileSchema, createResponseSerializer } from '../src/lib/response-serializer.ts';

// Issue 32 target 5: answers written by a serializer compiled from the response schema; it must write exactly what the
// zod encode + JSON.stringify wrote (every API test also checks this, the test config verifying each answer).
const zodJson = (schema: z.ZodType, data: unknown) => JSON.stringify(z.encode(schema, data));

const item = z.object({
  slug: z.string(),
  count: z.number().int(),
  note: z.string().nullable(),
  team: z.object({ slug: z.string(), name: z.string() }).nullable(),
  tags: z.array(z.string()),
  status: z.enum(['active', 'inactive']),
  extra: z.record(z.string(), z.number()).optional(),
  when: z.iso.datetime(),
});

describe('compiled response serializer', () => {
  it('writes what zod writes for random values of an object with nullable, optional, enum and record fields', () => {
    const write = compileSchema(item)!;
    expect(write).not.toBeNull();
    const value = fc.record(
      {
        slug: fc.string(),
        count: fc.integer(),
        note: fc.option(fc.string(), { nil: null }),
        team: fc.option(fc.record({ slug: fc.string(), name: fc.string() }), { nil: null }),
        tags: fc.array(fc.string({ unit: 'binary' })),
        status: fc.constantFrom('active' as const, 'inactive' as const),
        extra: fc.dictionary(fc.string(), fc.integer()),
        when: fc.date({ min: new Date(0), max: new Date(4e12), noInvalidDate: true }).map((d) => d.toISOString()),
      },
      { requiredKeys: ['slug', 'count', 'note', 'team', 'tags', 'status', 'when'] },
    );
    fc.assert(
      fc.property(value, (v) => {
        expect(write(v)).toBe(zodJson(item, v));
      }),
    );
  });

  it('never writes a property the schema does not declare (a row with a password hash stays private)', () => {
    const write = compileSchema(item)!;
    const row = { slug: 's', count: 1, note: null, team: null, tags: [], status: 'active', when: '2026-01-01T00:00:00.000Z', password: 'argon2…' };
    expect(JSON.parse(write(row))).not.toHaveProperty('password');
    expect(write(row)).toBe(zodJson(item, row));
  });

  it('keeps zod for unions and transforms, and for the lists it compiles the member and team pages', () => {
    expect(compileSchema(z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]))).toBeNull();
    expect(compileSchema(z.string().transform((s) => s.length))).toBeNull();
    expect(compileSchema(membersApi.list.response)).not.toBeNull();
    expect(compileSchema(teamsApi.list.response)).not.toBeNull();
  });

  it('with verify on, an answer the two serializers would write differently fails instead of going out', () => {
    const serialize = createResponseSerializer({ verify: true })({ schema: z.object({ n: z.number().int() }), method: 'GET', url: '/x' });
    expect(serialize({ n: 2 })).toBe('{"n":2}');
    // zod refuses 2.5 for an integer; the compiled function alone would have written a number.
    expect(() => serialize({ n: 2.5 })).toThrow();
  });
});

import fastJson from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Answers serialised by a function compiled from the response schema (fast-json-stringify) instead of a zod encode and
 * JSON.stringify on every request (issue 32 target 5: the encode was ~130 µs of a 25-member list page, ~10 % of its
 * CPU). Only the declared properties are written, as with zod's stripping, so a row's extra columns never leak.
 *
 * A schema is compiled only when its JSON Schema says exactly what zod would write: no transforms or other
 * unrepresentable parts (z.toJSONSchema throws), and no unions beyond "X or null" (fast-json-stringify picks a union's
 * branch by validation, which can differ from zod's first-that-parses); the rest keep the zod encode. `verify` (tests,
 * RESPONSE_CHECK=1) runs both and fails the answer when they differ, so every answer the suites make checks it.
 */
export function createResponseSerializer(options: { verify: boolean }) {
  return ({ schema, method, url }: { schema: unknown; method: string; url: string }) => {
    const type = resolveSchema(schema);
    const viaZod = (data: unknown) => {
      const result = z.safeEncode(type, data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return JSON.stringify(result.data);
    };
    // Compiled on first use: a few hundred routes' schemas would otherwise add seconds to every start.
    let compiled: ((data: unknown) => string) | null | undefined;
    return (data: unknown): string => {
      if (compiled === undefined) compiled = compileSchema(type);
      if (!compiled) return viaZod(data);
      if (!options.verify) return compiled(data);
      const expected = viaZod(data);
      const got = compiled(data);
      if (got !== expected)
        throw new Error(`the compiled serializer of ${method} ${url} wrote ${got.slice(0, 300)} where zod wrote ${expected.slice(0, 300)}`);
      return got;
    };
  };
}

function resolveSchema(schema: unknown): z.ZodType {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof z.ZodType) return inner;
  throw new Error(`not a zod schema: ${JSON.stringify(schema)}`);
}

/** The compiled serializer, or null when the schema cannot be written faithfully without zod. */
export function compileSchema(type: z.ZodType): ((data: unknown) => string) | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(type, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
  } catch {
    return null;
  }
  const plain = simplify(json);
  if (!plain) return null;
  try {
    return fastJson(plain as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}

/**
 * Keywords that would make fast-json-stringify write something else than zod for the same value: `format` (Dates),
 * `default` (filled in), `required` (written first, out of the schema's order; a missing one is zod's error anyway).
 */
const DROPPED = new Set(['format', 'default', 'pattern', 'required', '$schema']);

/**
 * The schema with "X or null" as X + nullable, and without the keywords above; null when a real union (or an
 * intersection) remains.
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) {
    const items = node.map(simplify);
    return items.includes(null) ? null : items;
  }
  if (!node || typeof node !== 'object') return node;
  const source = node as Record<string, unknown>;
  const union = (source.anyOf ?? source.oneOf) as unknown[] | undefined;
  if (union) {
    const others = union.filter((branch) => (branch as { type?: unknown }).type !== 'null');
    const rest = Object.keys(source).filter((k) => k !== 'anyOf' && k !== 'oneOf');
    if (others.length !== 1 || others.length === union.length || rest.length > 0) return null;
    const inner = simplify(others[0]);
    if (!inner || typeof inner !== 'object' || typeof (inner as { type?: unknown }).type !== 'string') return null;
    return { ...(inner as object), nullable: true };
  }
  if (source.allOf || source.not || source.if) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key)) continue;
    // A property named like a keyword is data, not a keyword: simplify the values of `properties`, not their names.
    if (key === 'properties' || key === 'definitions') {
      const props: Record<string, unknown> = {};
      for (const [name, sub] of Object.entries(value as Record<string, unknown>)) {
        const s = simplify(sub);
        if (s === null) return null;
        props[name] = s;
      }
      out[key] = props;
      continue;
    }
    const s = typeof value === 'object' && value !== null ? simplify(value) : value;
    if (s === null && value !== null) return null;
    out[key] = s;
  }
  return out;
}

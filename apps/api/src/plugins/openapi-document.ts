/**
 * Finishing touches on the generated OpenAPI document, so an external client generator or fuzzer reads it right
 * (issue 13 §9): `format=csv` answers declared as text/csv, and formats on e-mails, phones, days and instants.
 * Public routes' `security: []` is set per route in openapi.plugin.ts (the route config knows who may call).
 */
type Json = Record<string, unknown>;

const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
const EMAIL_NAME = /^(email|guest_email|email_contact|[a-z_]+_email)$/;
const PHONE_NAME = /^(phone|phone_contact|[a-z_]+_phone)$/;
/** Stored as `date` columns, answered as yyyy-MM-dd. */
const DAY_NAMES = new Set(['date', 'date_due', 'date_closed', 'date_sent', 'first_day', 'last_day', 'day']);
/** Timestamps, answered as ISO 8601 instants. */
const INSTANT_NAME = /^(create_date|init_date|open_date|date_created|date_planned|date_start|date_end|start|end|until|[a-z_]+_at)$/;

const isString = (s: Json) => s.type === 'string' || (Array.isArray(s.type) && s.type.includes('string'));

function formatFor(name: string | null, schema: Json, side: 'request' | 'response'): string | null {
  if (schema.pattern === DAY_PATTERN) return 'date';
  if (!name) return null;
  if (EMAIL_NAME.test(name) && name !== 'allow_email') return 'email';
  if (PHONE_NAME.test(name)) return 'phone';
  // Requests accept several spellings of some instants; only answers are named with certainty.
  if (side === 'response' && DAY_NAMES.has(name)) return 'date';
  if (side === 'response' && INSTANT_NAME.test(name)) return 'date-time';
  return null;
}

function addFormats(schema: unknown, name: string | null, side: 'request' | 'response', depth = 0): void {
  if (!schema || typeof schema !== 'object' || depth > 40) return;
  if (Array.isArray(schema)) {
    for (const item of schema) addFormats(item, name, side, depth + 1);
    return;
  }
  const s = schema as Json;
  if (isString(s) && !s.format) {
    const format = formatFor(name, s, side);
    if (format) s.format = format;
  }
  for (const [key, value] of Object.entries(s)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [prop, sub] of Object.entries(value as Json)) addFormats(sub, prop, side, depth + 1);
    } else if (key === 'anyOf' || key === 'oneOf' || key === 'allOf') {
      addFormats(value, name, side, depth + 1);
    } else if (key === 'items' || key === 'additionalProperties') {
      addFormats(value, null, side, depth + 1);
    }
  }
}

const CSV = { schema: { type: 'string', description: 'Every matching row as CSV (format=csv)' } };

export function finishOpenapiDocument<T>(doc: T): T {
  const paths = ((doc as Json).paths ?? {}) as Record<string, Record<string, Json>>;
  for (const ops of Object.values(paths)) {
    for (const op of Object.values(ops)) {
      if (!op || typeof op !== 'object') continue;
      const params = (op.parameters ?? []) as { name: string; in: string; schema?: Json }[];
      for (const p of params) addFormats(p.schema, p.name, 'request');
      const body = (op.requestBody as Json | undefined)?.content as Record<string, { schema?: Json }> | undefined;
      for (const media of Object.values(body ?? {})) addFormats(media.schema, null, 'request');
      const responses = (op.responses ?? {}) as Record<string, Json>;
      for (const res of Object.values(responses)) {
        for (const media of Object.values((res.content ?? {}) as Record<string, { schema?: Json }>)) addFormats(media.schema, null, 'response');
      }
      const format = params.find((p) => p.in === 'query' && p.name === 'format');
      const csv = JSON.stringify(format?.schema ?? {}).includes('"csv"');
      const ok = responses['200'];
      if (csv && ok) ok.content = { ...((ok.content as Json) ?? {}), 'text/csv': CSV };
    }
  }
  return doc;
}

/**
 * A small checker for the trimmed provider schemas (src/dev/stripe-fake/stripe-schemas.json): required properties,
 * and each listed property's JSON type(s) and enum. Answers the problems found, none when the value fits.
 */
export interface ShapeSchema {
  required: string[];
  properties: Record<string, { type: string | string[]; enum?: (string | null)[] }>;
}

const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : Number.isInteger(v) ? 'integer' : typeof v);

export function shapeProblems(schema: ShapeSchema, value: unknown): string[] {
  if (typeOf(value) !== 'object') return ['not an object'];
  const o = value as Record<string, unknown>;
  const problems = schema.required.filter((k) => !(k in o)).map((k) => `${k} is required`);
  for (const [k, p] of Object.entries(schema.properties)) {
    if (!(k in o)) continue;
    const types = Array.isArray(p.type) ? p.type : [p.type];
    if (!types.includes(typeOf(o[k]))) problems.push(`${k} is ${typeOf(o[k])}, not ${types.join('|')}`);
    else if (p.enum && !p.enum.includes(o[k] as string | null)) problems.push(`${k} is ${JSON.stringify(o[k])}, not one of ${p.enum.join(', ')}`);
  }
  return problems;
}

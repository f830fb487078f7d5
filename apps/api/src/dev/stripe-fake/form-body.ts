/**
 * stripe-node sends form bodies with bracketed keys (`metadata[invoice]=…`, `line_items[0][price_data][currency]=gbp`):
 * this turns one back into the nested object the API documents (numeric keys become arrays).
 */
export function parseFormBody(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return arraysOf(root) as Record<string, unknown>;
}

function arraysOf(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, arraysOf(v)] as const);
  const numeric = entries.length > 0 && entries.every(([k]) => /^\d+$/.test(k));
  return numeric ? entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, v]) => v) : Object.fromEntries(entries);
}

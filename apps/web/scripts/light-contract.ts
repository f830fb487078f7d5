import type { Plugin } from 'vite';

/** The contract's endpoint tables (packages/contract/src/api/*.api.ts). */
const ENDPOINT_TABLE = /packages[\\/]contract[\\/]src[\\/]api[\\/][^\\/]+\.api\.ts$/;
/** A declaration's start: `get({`, `post({` … */
const DECLARATION = /\b(get|post|put|patch|del)\(\{/g;
/** What a browser call reads of a declaration (lib/api-client `call`, the portal's `portalCall`). */
const KEEP = new Set(['path', 'status', 'produces', 'multipart']);
const OPEN = '([{';
const CLOSE = ')]}';

/** From `at` (just inside an object literal), the end of each top-level property and the literal's closing brace. */
function properties(code: string, at: number): { parts: [number, number][]; end: number } {
  const parts: [number, number][] = [];
  let depth = 0;
  let start = at;
  for (let i = at; i < code.length; i++) {
    const ch = code[i];
    if (ch === "'" || ch === '"' || ch === '`') {
      for (i++; i < code.length && code[i] !== ch; i++) if (code[i] === '\\') i++;
    } else if (OPEN.includes(ch)) depth++;
    else if (CLOSE.includes(ch)) {
      if (depth === 0) {
        if (code.slice(start, i).trim()) parts.push([start, i]);
        return { parts, end: i };
      }
      depth--;
    } else if (ch === ',' && depth === 0) {
      parts.push([start, i]);
      start = i + 1;
    }
  }
  throw new Error('light-contract: an endpoint declaration does not close');
}

/** The declarations of a table with only the properties a browser reads: their zod schemas are no longer referenced. */
export function lightTable(code: string): string {
  let out = '';
  let last = 0;
  for (const m of code.matchAll(DECLARATION)) {
    const inside = m.index + m[0].length;
    if (inside < last) continue;
    const { parts, end } = properties(code, inside);
    const kept = parts.map(([a, b]) => code.slice(a, b).trim()).filter((p) => KEEP.has(/^(\w+)/.exec(p)?.[1] ?? ''));
    out += code.slice(last, inside) + ` ${kept.join(', ')} `;
    last = end;
  }
  return out + code.slice(last);
}

/**
 * The portal's build (issue 26): the endpoint tables' declarations keep only what a call reads (method, path, status;
 * the browser never parses their schemas), and the contract's top-level schemas become droppable, so tree-shaking
 * leaves out every schema the portal does not use, and zod with them: −44 KB gzip on its first load
 * (docs/performance.md §7).
 */
export function lightContract(): Plugin {
  return {
    name: 'clubspace-light-contract',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT.test(id)) return null;
      return { code: pureContractSchemas(ENDPOINT_TABLE.test(id) ? lightTable(code) : code), map: null };
    },
  };
}

/** The contract's modules (schemas, constants and pure functions; package.json `sideEffects: false`). */
const CONTRACT = /packages[\\/]contract[\\/]src[\\/].+\.ts$/;
/** A top-level `const` (exported or not) whose value starts with a call: `export const x = y.extend({…});`. */
const TOP_CONST = /^(export )?const [\w$]+(?:: [^=\n]+)? = (?=[\w$]+(?:\s*\.[\w$]+)*\s*(?:<[^>\n]*>)?\()/gm;

/** After a string, comment or regular expression starting at `i`, the index of its last character (else `i`). */
function skipLiteral(code: string, i: number): number {
  const ch = code[i];
  if (ch === '/' && code[i + 1] === '/') return code.indexOf('\n', i) === -1 ? code.length : code.indexOf('\n', i);
  if (ch === '/' && code[i + 1] === '*') return code.indexOf('*/', i + 2) + 1;
  const regex = ch === '/' && /[(,=:[!&|?{};]\s*$/.test(code.slice(Math.max(0, i - 20), i));
  if (ch !== "'" && ch !== '"' && ch !== '`' && !regex) return i;
  let inClass = false;
  for (let j = i + 1; j < code.length; j++) {
    if (code[j] === '\\') j++;
    else if (regex && code[j] === '[') inClass = true;
    else if (regex && code[j] === ']') inClass = false;
    else if (code[j] === ch && !inClass) return j;
  }
  throw new Error('light-contract: a literal does not close');
}

/** The index of the `;` that ends the statement whose expression starts at `from`. */
function statementEnd(code: string, from: number): number {
  let depth = 0;
  for (let i = from; i < code.length; i++) {
    const skipped = skipLiteral(code, i);
    if (skipped !== i) i = skipped;
    else if (OPEN.includes(code[i])) depth++;
    else if (CLOSE.includes(code[i])) depth--;
    else if (code[i] === ';' && depth === 0) return i;
  }
  throw new Error('light-contract: a statement does not end');
}

/**
 * Makes the contract's top-level schema builders droppable: each `const x = <calls>;` becomes
 * `const x = /* @__PURE__ *\/ (() => <calls>)();`, so a schema nobody reads is left out whole, with the zod calls of
 * its arguments (manualPureFunctions: ['z'] covers only calls named `z.…`; `tokenPair.extend({…})` and zod's
 * builders once bundled are not). A module whose constant the portal reads no longer keeps all its schemas.
 */
export function pureContractSchemas(code: string): string {
  let out = '';
  let last = 0;
  for (const m of code.matchAll(TOP_CONST)) {
    const start = m.index + m[0].length;
    if (start < last) continue;
    const end = statementEnd(code, start);
    out += `${code.slice(last, start)}/* @__PURE__ */ (() => ${code.slice(start, end)})()`;
    last = end;
  }
  return out + code.slice(last);
}

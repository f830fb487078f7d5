import { describe, expect, it } from 'vitest';
import { lightTable, pureContractSchemas } from '../scripts/light-contract';

describe("the portal build's light contract", () => {
  it('keeps only what a call reads of each endpoint declaration', () => {
    const table = `export const xApi = {
  one: get({ path: '/api/x/:id', summary: 'It\\'s one, (really)', params: z.object({ id: z.string() }), response: thing.extend({ a: z.string() }) }),
  two: post({
    path: '/api/x/',
    body: xBody,
    response: z.null(),
    status: 204,
    produces: ['text/csv'],
  }),
};`;
    expect(lightTable(table)).toBe(`export const xApi = {
  one: get({ path: '/api/x/:id' }),
  two: post({ path: '/api/x/', status: 204, produces: ['text/csv'] }),
};`);
  });

  it('makes top-level schema builders droppable, leaving constants, functions and their bodies alone', () => {
    const code = [
      "export const a = base.extend({ re: z.string().regex(/^[a-z;]+$/), note: 'x;y' }); // it's fine",
      'const b = z',
      '  .string()',
      "  .superRefine((v, ctx) => { if (!v) ctx.addIssue({ code: 'custom' }); });",
      'export const LIMIT = 5;',
      'export const f = (xs: number[]) => xs.push(1);',
      'export function g() { const c = h(1); return c; }',
    ].join('\n');
    const out = pureContractSchemas(code);
    expect(out).toContain("export const a = /* @__PURE__ */ (() => base.extend({ re: z.string().regex(/^[a-z;]+$/), note: 'x;y' }))(); // it's fine");
    expect(out).toContain(
      "const b = /* @__PURE__ */ (() => z\n  .string()\n  .superRefine((v, ctx) => { if (!v) ctx.addIssue({ code: 'custom' }); }))();",
    );
    expect(out).toContain('export const LIMIT = 5;');
    expect(out).toContain('export const f = (xs: number[]) => xs.push(1);');
    expect(out).toContain('export function g() { const c = h(1); return c; }');
  });
});

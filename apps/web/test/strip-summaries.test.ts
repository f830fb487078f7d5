import { describe, expect, it } from 'vitest';
import { stripEndpointSummaries } from '../scripts/strip-summaries';

type Transform = (code: string, id: string) => { code: string } | null;
const transform = stripEndpointSummaries().transform as unknown as Transform;

describe('stripEndpointSummaries', () => {
  it("drops every endpoint's summary from the contract's tables and keeps method, path and schemas", () => {
    const code = [
      'export const xApi = {',
      "  list: get({ path: '/api/x/', summary: 'The list, with \\'quotes\\'', query: q, response: r }),",
      '  one: get({ path: "/api/x/:slug", summary: "Double \\"quoted\\"", params: p, response: r }),',
      '  make: post({ path: `/api/x/`, summary: `Create (${"sic"})`, body: b, response: r, status: 201 }),',
      '};',
    ].join('\n');
    const out = transform(code, '/repo/packages/contract/src/api/x.api.ts')!.code;
    expect(out).not.toContain('summary');
    expect(out).toContain("path: '/api/x/', query: q, response: r");
    expect(out).toContain('path: "/api/x/:slug", params: p');
    expect(out).toContain('body: b, response: r, status: 201');
  });

  it('leaves every other module alone', () => {
    expect(transform("const a = { summary: 'kept' };", '/repo/packages/contract/src/members.ts')).toBeNull();
  });
});

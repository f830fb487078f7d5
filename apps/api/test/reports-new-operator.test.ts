import { REPORTS } from '@clubspace/contract';
import { describe, expect, it } from 'vitest';
import { signUpOperator } from './support/new-operator.ts';
import { bearer, useTestApp } from './support/test-app.ts';

/**
 * Issue 31 from nothing: an operator that signed up a minute ago (no demo data) has the Reports section, and every
 * report and its CSV answer 200 with empty figures rather than failing on the absence of memberships, bookings or
 * invoices.
 */
const t = useTestApp();

describe('a brand-new operator’s reports', () => {
  it('every report and its CSV answer for an operator with no data', async () => {
    const op = await signUpOperator(t, 'repop');
    const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(op.access) });
    for (const report of REPORTS) {
      const url = `/api/reports/${report.kind}/`;
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(res.json().scope, url).toMatchObject({ all_offices: true });
      const csv = await get(`${url}?format=csv`);
      expect(csv.statusCode, `${url} csv: ${csv.body}`).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.split('\n')[0]!.length, `${url} csv header`).toBeGreaterThan(0);
    }
    const debtors = (await get('/api/reports/aged-debtors/')).json();
    expect(debtors.total).toBe(0);
    expect(debtors.num_payers).toBe(0);
    expect(debtors.payers).toEqual([]);
  });
});

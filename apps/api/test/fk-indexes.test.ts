import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.ts';
import { useTestApp } from './support/test-app.ts';

// Migration 0073: a row the app deletes makes PostgreSQL find the rows that reference it (to set them to null, cascade
// or refuse); on a table that grows with the operator, a foreign key without an index of its own makes every such
// delete scan that table (0.77 s a deleted draft line at the large scale before orders.invoice_line_id had one).
const t = useTestApp();

/** The tables that grow with an operator's activity. */
const GROWING = ['bookings', 'orders', 'order_lines', 'invoices', 'invoice_lines', 'invoice_payments', 'memberships', 'members'];
const GROWING_TOO = ['guests', 'event_attendees', 'tickets', 'ticket_messages', 'billing_charges'];

/** References left without an index, and why. */
const EXCUSED: Record<string, string> = {
  'bookings.floor_id → floors':
    'a floor is deleted only without future bookings (floors.routes.ts), a rare admin act; an index on every booking would tax every booking write for it',
};

/** The tables the API deletes rows from: every `.delete(<table>)` in its source. */
function deletedTables(): string[] {
  const src = path.join(import.meta.dirname, '../src');
  const files = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const names = new Set<string>();
  for (const f of files)
    for (const m of readFileSync(path.join(src, f), 'utf8').matchAll(/\.delete\((\w+)\)/g)) {
      const table = (schema as Record<string, unknown>)[m[1]!];
      if (is(table, PgTable)) names.add(getTableName(table));
    }
  return [...names].sort();
}

describe('foreign keys into rows the API deletes', () => {
  it('have an index on the referencing column wherever the referencing table grows with the operator', async () => {
    const parents = deletedTables();
    expect(parents).toEqual(expect.arrayContaining(['invoice_lines', 'staff', 'floors', 'bookings']));
    const { rows } = await t.db.execute<{ fk: string }>(sql`
      select c.conrelid::regclass::text || '.' || a.attname || ' → ' || c.confrelid::regclass::text as fk
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and array_length(c.conkey, 1) = 1
        and c.confrelid::regclass::text = any(${sql.param(parents)}::text[])
        and c.conrelid::regclass::text = any(${sql.param([...GROWING, ...GROWING_TOO])}::text[])
        and not exists (select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1])
      order by 1`);
    expect(rows.map((r) => r.fk)).toEqual(Object.keys(EXCUSED).sort());
  });
});

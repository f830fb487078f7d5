import {
  DEFAULT_DUNNING_RULES,
  rulesOfSettings,
  settingsOfRules,
  type DunningRules,
  type DunningSettings,
  type dunningSettingsUpdate,
} from '@clubspace/contract';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { dunningSettings } from '../../db/schema/index.ts';

type Row = typeof dunningSettings.$inferSelect;

const LATE_FEES = new Set<string>(['none', 'fixed', 'percent']);

/** The rules of a stored row (an unknown fee kind reads as none). */
export function rulesOfRow(
  row: Pick<Row, 'enabled' | 'reminderDays' | 'lateFee' | 'lateFeePence' | 'lateFeeBasisPoints' | 'lateFeeAfterDays' | 'holdAfterDays'>,
): DunningRules {
  return {
    enabled: row.enabled,
    reminderDays: (row.reminderDays ?? []).map(Number),
    lateFee: (LATE_FEES.has(row.lateFee) ? row.lateFee : 'none') as DunningRules['lateFee'],
    lateFeePence: row.lateFeePence,
    lateFeeBasisPoints: row.lateFeeBasisPoints,
    lateFeeAfterDays: row.lateFeeAfterDays,
    holdAfterDays: row.holdAfterDays,
  };
}

/** The operator's chasing rules; the contract's defaults until it saves the card. */
export async function dunningRules(db: Executor, clientId: number): Promise<DunningRules> {
  const [row] = await db.select().from(dunningSettings).where(eq(dunningSettings.clientId, clientId)).limit(1);
  return row ? rulesOfRow(row) : DEFAULT_DUNNING_RULES;
}

export async function loadDunningSettings(db: Executor, clientId: number): Promise<DunningSettings> {
  return settingsOfRules(await dunningRules(db, clientId));
}

/** Saves the whole card (one row per operator, written on first save). */
export async function saveDunningSettings(db: Executor, clientId: number, body: z.output<typeof dunningSettingsUpdate>): Promise<DunningSettings> {
  const r = rulesOfSettings(body);
  const values = {
    enabled: r.enabled,
    reminderDays: r.reminderDays,
    lateFee: r.lateFee,
    lateFeePence: r.lateFeePence,
    lateFeeBasisPoints: r.lateFeeBasisPoints,
    lateFeeAfterDays: r.lateFeeAfterDays,
    holdAfterDays: r.holdAfterDays,
    updatedAt: sql`now()`,
  };
  await db
    .insert(dunningSettings)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: dunningSettings.clientId, set: values });
  return loadDunningSettings(db, clientId);
}

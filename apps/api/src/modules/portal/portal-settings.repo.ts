import { PORTAL_SETTINGS_DEFAULTS, type PortalSettings, type portalSettingsUpdate } from '@clubspace/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { portalSettings } from '../../db/schema/index.ts';

const toSettings = (r: typeof portalSettings.$inferSelect): PortalSettings => ({
  enabled: r.enabled,
  book_desks: r.bookDesks,
  book_rooms: r.bookRooms,
  cancel_hours: r.cancelHours,
  see_invoices: r.seeInvoices,
  invite_members: r.inviteMembers,
  welcome_text: r.welcomeText,
});

/** An operator's portal settings; the contract's defaults (portal off) when it never saved any. */
export async function portalSettingsOf(db: Executor, clientId: number): Promise<PortalSettings> {
  const [row] = await db.select().from(portalSettings).where(eq(portalSettings.clientId, clientId)).limit(1);
  return row ? toSettings(row) : { ...PORTAL_SETTINGS_DEFAULTS };
}

export async function savePortalSettings(db: Executor, clientId: number, s: z.output<typeof portalSettingsUpdate>): Promise<PortalSettings> {
  const values = {
    enabled: s.enabled,
    bookDesks: s.book_desks,
    bookRooms: s.book_rooms,
    cancelHours: s.cancel_hours,
    seeInvoices: s.see_invoices,
    inviteMembers: s.invite_members,
    welcomeText: s.welcome_text,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(portalSettings)
    .values({ clientId, ...values })
    .onConflictDoUpdate({ target: portalSettings.clientId, set: values })
    .returning();
  return toSettings(row);
}

import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_VISIBLE_CHARS } from '@clubspace/contract';
import { apiKeys } from '../schema/index.ts';
import type { Ctx } from './context.ts';

/**
 * Two API keys per operator (issue 29), so Account → Developers shows a list at once: a read-only members key for the
 * first office's door system, used yesterday, and a revoked Zapier key. The secrets are random and thrown away (a
 * key's secret is shown only at creation): nobody can call with them.
 */
export async function seedApiKeys(ctx: Ctx, officeIds: number[], staff: { id: number }[]) {
  const ownerAt = ctx.spec.staff.findIndex((s) => s.role === 'club_owner');
  const owner = ctx.spec.staff[ownerAt];
  const by = { createdByStaffId: staff[ownerAt]?.id ?? null, createdByName: owner ? `${owner.firstName} ${owner.lastName}` : '' };
  const secret = () => {
    const value = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
    return { prefix: value.slice(0, API_KEY_VISIBLE_CHARS), secretHash: createHash('sha256').update(value).digest('hex') };
  };
  const day = 86_400_000;
  await ctx.db.insert(apiKeys).values([
    {
      clientId: ctx.clientId,
      name: 'Door access',
      ...secret(),
      ...by,
      scopes: { users: 'read', members: 'read' },
      officeIds: officeIds.slice(0, 1),
      createdAt: new Date(ctx.now.getTime() - 30 * day),
      lastUsedAt: new Date(ctx.now.getTime() - day),
    },
    {
      clientId: ctx.clientId,
      name: 'Zapier (old)',
      ...secret(),
      ...by,
      scopes: { users: 'write', members: 'write', bookings: 'read', list: 'read' },
      createdAt: new Date(ctx.now.getTime() - 90 * day),
      revokedAt: new Date(ctx.now.getTime() - 10 * day),
    },
  ]);
  return { apiKeys: 2 };
}

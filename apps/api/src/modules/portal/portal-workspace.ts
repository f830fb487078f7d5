import { PORTAL_MESSAGES } from '@clubspace/contract';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { clientOfWorkspace, requestedWorkspace } from '../../plugins/portal-context.ts';
import { portalSettingsOf } from './portal-settings.repo.ts';

export type Workspace = Awaited<ReturnType<typeof workspaceOf>>;

/**
 * The operator of a sign-in request (no token yet): the workspace the request names (X-Portal-Workspace header, else
 * the host's sub-domain). 400 when it names none, 404 when none is known by that name, 403 when its portal is off.
 */
export async function workspaceOf(request: FastifyRequest, app: App) {
  const asked = requestedWorkspace(request);
  if (!asked) throw badRequest({ workspace: PORTAL_MESSAGES.workspaceRequired });
  const client = await clientOfWorkspace(app.db, asked.name);
  if (!client) throw notFound(PORTAL_MESSAGES.workspaceUnknown);
  const settings = await portalSettingsOf(app.db, client.id);
  if (!settings.enabled) throw forbidden(PORTAL_MESSAGES.portalOff);
  return { client, settings };
}

/** A link or refresh token of one operator used on another's portal is refused as if it were unknown. */
export function sameWorkspace(ws: Workspace, clientId: number, message: string = PORTAL_MESSAGES.linkInvalid) {
  if (ws.client.id !== clientId) throw unauthorized(message);
}

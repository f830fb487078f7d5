import { endpointPath, type Endpoint, type EndpointInput } from '@clubspace/contract';
import { buildUrl, type Query } from '../../../lib/api-client';
import { portalRequest } from '../../../lib/portal-client';

// The portal's client lives in lib/ (the resource QR page checks a portal member's booking in too).
export { portalCall, portalTokens, setPortalAuthLostHandler } from '../../../lib/portal-client';

/** Downloads a declared file answer (an invoice PDF, a booking's .ics) with the portal token. */
export async function portalDownload<E extends Endpoint>(workspace: string, endpoint: E, input: EndpointInput<E>, filename: string) {
  const url = buildUrl(endpointPath(endpoint, input?.params as Record<string, unknown> | undefined), input?.query as Query | undefined);
  const blob = (await portalRequest(workspace, 'GET', url, undefined, { as: 'blob' })) as Blob;
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

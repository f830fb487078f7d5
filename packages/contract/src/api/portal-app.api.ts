import { z } from 'zod';
import { get } from '../endpoint.ts';
import { portalManifestQuery, portalQrView, WEB_APP_MANIFEST_TYPE, webAppManifest } from '../portal-app.ts';

/**
 * The member portal as an app (issue 26): the installable app's manifest, per workspace (public: the browser fetches
 * it without a token), and the QR page's view for a member holding a portal session (member token only). The QR
 * page's check-in itself is the portal's `checkIn` of that booking.
 */
export const portalAppApi = {
  manifest: get({
    path: '/api/portal/manifest',
    summary:
      "The portal's web app manifest of a workspace (?workspace=, else the request's: X-Portal-Workspace or the host's sub-domain): the operator's name, theme colour and logo, start and scope /portal/{workspace}/ (404 unknown workspace, 403 portal off)",
    query: portalManifestQuery,
    response: webAppManifest,
    produces: [WEB_APP_MANIFEST_TYPE],
  }),
  qrView: get({
    path: '/api/portal/checkin/:identifier',
    summary:
      "A resource's QR code for the logged-in member: the resource and their own current or next booking on it today, with whether it can be checked in now",
    params: z.object({ identifier: z.string().trim().min(1).max(120) }),
    response: portalQrView,
  }),
};

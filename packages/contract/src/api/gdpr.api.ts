import { z } from 'zod';
import { memberErasure, memberErasureResult, retentionSettings, retentionSettingsUpdate } from '../gdpr.ts';
import { get, post, put } from '../endpoint.ts';
import { slugParams } from './params.ts';

/** GDPR (issue 30), staff side: a member's data export and erasure (section users). */
export const gdprApi = {
  exportMember: get({
    path: '/api/members/:slug/data-export',
    summary:
      'Everything held about a member as a ZIP (attachment clubspace-member-<slug>-<date>.zip): member.json with every table, one CSV per table',
    params: slugParams,
    response: z.unknown(),
    produces: ['application/zip'],
  }),
  eraseMember: post({
    path: '/api/members/:slug/erase',
    summary:
      "Erase a member's personal data (confirm: the member's name or ERASE): anonymised, photo deleted, sessions and portal access ended; invoices kept",
    params: slugParams,
    body: memberErasure,
    response: memberErasureResult,
  }),
};

/** Account → Privacy (section account; saving: the owner only): the retention setting. */
export const gdprSettingsApi = {
  retention: get({
    path: '/api/gdpr-settings/',
    summary: 'The retention setting: erase members inactive for this many months (null: off)',
    response: retentionSettings,
  }),
  updateRetention: put({
    path: '/api/gdpr-settings/',
    summary: 'Save the retention setting (the account owner only)',
    body: retentionSettingsUpdate,
    response: retentionSettings.extend({ detail: z.string() }),
  }),
};

/** GDPR (issue 30), member side: the logged-in member's own data export from the portal. */
export const portalGdprApi = {
  exportMine: get({
    path: '/api/portal/me/data-export',
    summary: "The logged-in member's data as a ZIP (the same content as the staff export)",
    response: z.unknown(),
    produces: ['application/zip'],
  }),
};

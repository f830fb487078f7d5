import { z } from 'zod';
import { get, put } from '../endpoint.ts';
import { portalSettings, portalSettingsUpdate } from '../portal.ts';

/** Account → Portal (staff, section account): whether the member portal is on and what members may do in it. */
export const portalSettingsApi = {
  get: get({
    path: '/api/portal-settings/',
    summary: 'The member portal settings (the defaults when never saved: portal off)',
    response: portalSettings,
  }),
  update: put({
    path: '/api/portal-settings/',
    summary: 'Save the member portal settings',
    body: portalSettingsUpdate,
    response: portalSettings.extend({ detail: z.string() }),
  }),
};

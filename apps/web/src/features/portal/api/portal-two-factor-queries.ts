import { portalTwoFactorApi, portalTwoFactorLoginApi } from '@clubspace/contract';
import type { TwoFactorClient } from '../../../components/two-factor';
import { portalCall } from './portal-client';

/** The member's own two-factor login in this workspace's portal (issue 30), for the shared card. */
export const portalTwoFactor = (ws: string): TwoFactorClient => ({
  queryKey: ['portal', ws, 'two-factor'],
  status: (signal) => portalCall(ws, portalTwoFactorApi.status, undefined, { signal }),
  start: () => portalCall(ws, portalTwoFactorApi.start),
  confirm: (code) => portalCall(ws, portalTwoFactorApi.confirm, { body: { code } }),
  disable: (body) => portalCall(ws, portalTwoFactorApi.disable, { body }),
  forgetDevices: () => portalCall(ws, portalTwoFactorApi.forgetDevices),
});

/** The portal log-in's code step. */
export const verifyPortalTwoFactor = (ws: string, challenge: string, code: string, remember: boolean) =>
  portalCall(ws, portalTwoFactorLoginApi.verify, { body: { challenge, code, remember_device: remember } }, { auth: false });

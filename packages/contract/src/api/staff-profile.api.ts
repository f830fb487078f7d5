import { get, post } from '../endpoint.ts';
import { sessionInfo, staffProfile, staffProfileUpdate } from '../session.ts';

/** The signed-in user: the session at start-up and the own staff profile (switch office or operator, own details). */
export const staffProfileApi = {
  session: get({ path: '/api/session/', summary: 'Session info at start-up: offices, clients, web sections, branding', response: sessionInfo }),
  profile: get({ path: '/api/staff-profile/', summary: 'Own staff profile with the active operator and web sections', response: staffProfile }),
  update: post({
    path: '/api/staff-profile/',
    summary: 'Switch the selected office or operator, or update own name, phone and job title',
    body: staffProfileUpdate,
    response: staffProfile,
  }),
};

import { themeUpdate } from '../account.ts';
import { get, post } from '../endpoint.ts';
import { branding } from '../session.ts';

/** Account → Theme: the operator's branding. */
export const themeApi = {
  get: get({ path: '/api/themes/', summary: "The operator's theme (branding with the seed's defaults)", response: branding }),
  save: post({
    path: '/api/themes/',
    summary: 'Save the theme: name, colours (#RRGGBB), font, and favicon/login image/logo as JPG or PNG data: URLs of at most 10 MB (null clears)',
    body: themeUpdate,
    response: branding,
  }),
};

import { z } from 'zod';
import { CHECKIN_LINK_TTL_MINUTES, CHECKIN_TOKEN_HEADER, checkinAction, checkinLinkRequest, checkinResult, checkinView } from '../checkin.ts';
import { detailBody } from '../common-schemas.ts';
import { get, post } from '../endpoint.ts';

const params = z.object({ identifier: z.string().trim().min(1).max(120) });
/** A magic link's member has no session: the link's token comes in this header instead of a bearer. */
const tokenHeaders = z.object({ [CHECKIN_TOKEN_HEADER]: z.string().max(200).optional() });

/** The /checkin/{code} page of a resource's QR code (issue 11): staff, or a member with a magic link. */
export const checkinApi = {
  view: get({
    path: '/api/checkin/:identifier',
    summary: `The resource of a QR code with its current or next booking today and whether it can be booked now (staff, or a magic link in ${CHECKIN_TOKEN_HEADER})`,
    params,
    headers: tokenHeaders,
    response: checkinView,
  }),
  /** 200 for a check-in, 201 when it booked the resource (the same body). */
  act: post({
    path: '/api/checkin/:identifier',
    summary:
      'Check in the current or next booking ({action: check_in, booking}) or book the free resource until the end of the office day or the next booking ({action: book_now, member}); a magic link works once, for its member and resource only',
    params,
    headers: tokenHeaders,
    body: checkinAction,
    response: checkinResult,
    status: [200, 201],
  }),
  link: post({
    path: '/api/checkin/:identifier/link',
    summary: `E-mail a member a ${CHECKIN_LINK_TTL_MINUTES}-minute, single-use check-in link for this resource; the answer is the same whether or not the e-mail is a member's`,
    params,
    body: checkinLinkRequest,
    response: detailBody,
    status: 202,
  }),
};

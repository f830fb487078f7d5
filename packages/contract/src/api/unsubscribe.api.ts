import { unsubscribeBody, unsubscribePreviewQuery, unsubscribeQuery, unsubscribeResult, unsubscribeView } from '../consent.ts';
import { get, post } from '../endpoint.ts';

/**
 * The unsubscribe link of every non-required e-mail (issue 26: one consent model). Public: the signed token (operator,
 * recipient, category) is the only credential. GET only reads; mail clients' one-click POST (RFC 8058) and the page's
 * button turn the category, or every e-mail, off.
 */
export const unsubscribeApi = {
  preview: get({
    path: '/api/unsubscribe/',
    summary: 'What an unsubscribe link turns off: the operator, the address (partly hidden), the category and whether it is on',
    query: unsubscribePreviewQuery,
    response: unsubscribeView,
  }),
  unsubscribe: post({
    path: '/api/unsubscribe/',
    summary:
      "Turn the link's category off (or every e-mail with {all: true}); the token comes in the query (the List-Unsubscribe URL, RFC 8058 one-click) or the body (the page)",
    query: unsubscribeQuery,
    body: unsubscribeBody,
    response: unsubscribeResult,
  }),
};

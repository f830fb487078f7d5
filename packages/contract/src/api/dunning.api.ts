import { dunningHolds } from '../dunning.ts';
import { get } from '../endpoint.ts';

/** Payers on hold (issue 27 flow 5): the badges on the member and team pages and lists. */
export const dunningApi = {
  holds: get({
    path: '/api/dunning/holds/',
    summary:
      "The operator's teams on hold: each has an unpaid invoice more than the chasing settings' hold days overdue (its oldest such invoice and how many days); computed from the invoices, so a payment lifts it at once",
    response: dunningHolds,
  }),
};

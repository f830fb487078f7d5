import { get } from '../endpoint.ts';
import { occupancyReport, utilisationReport } from '../report-space-schemas.ts';
import { reportQuery } from '../reports-schemas.ts';

/** Reports 3 and 4 (issue 31, section `reports`): occupancy by hour and resource utilisation; format=csv exports the table. */
export const reportsSpaceApi = {
  occupancy: get({
    path: '/api/reports/occupancy/',
    summary: 'Desk and meeting-room use by weekday and hour (office zones): booked, checked in, no-shows; office (repeats), from, to; format=csv',
    query: reportQuery,
    response: occupancyReport,
    produces: ['application/json', 'text/csv'],
  }),
  utilisation: get({
    path: '/api/reports/utilisation/',
    summary: 'Hours booked ÷ hours open and revenue per resource and work area; office (repeats), from, to; format=csv',
    query: reportQuery,
    response: utilisationReport,
    produces: ['application/json', 'text/csv'],
  }),
};

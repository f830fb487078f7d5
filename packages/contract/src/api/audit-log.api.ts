import { auditLogFilters, auditLogList, auditLogQuery } from '../audit-log.ts';
import { get } from '../endpoint.ts';

/** Account → Audit log (issue 30): the operator's change log, owner only; an API key never reads it. */
export const auditLogApi = {
  list: get({
    path: '/api/audit-log/',
    summary: 'Who changed what, newest first (person=user id, record_type, action, from, to as YYYY-MM-DD); format=csv exports',
    query: auditLogQuery,
    response: auditLogList,
    produces: ['application/json', 'text/csv'],
  }),
  filters: get({ path: '/api/audit-log/filters/', summary: 'The audit log filters’ choices: people and record types', response: auditLogFilters }),
};

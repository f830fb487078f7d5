import { auditLogApi } from '@clubspace/contract';
import { queryOptions } from '@tanstack/react-query';
import { call, type Query } from '../../../lib/api-client';

const auditKey = ['audit-log'] as const;

/** GET /api/audit-log/ (paged envelope `audit_entries`): Account → Audit log, newest first. */
export const auditLogListQuery = (query: Query) =>
  queryOptions({
    queryKey: [...auditKey, 'list', query] as const,
    queryFn: ({ signal }) => call(auditLogApi.list, { query }, { signal }),
    placeholderData: (previous) => previous,
  });

/** GET /api/audit-log/filters/: the people and record types the filters offer. */
export const auditLogFiltersQuery = () =>
  queryOptions({ queryKey: [...auditKey, 'filters'] as const, queryFn: ({ signal }) => call(auditLogApi.filters, undefined, { signal }) });

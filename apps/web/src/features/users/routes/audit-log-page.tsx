import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, AUDIT_LOG_LIST, AUDIT_MESSAGES, auditLogApi, type AuditEntry } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import type { Column } from '../../../components/data-table';
import { DataTable } from '../../../components/data-table';
import { DateText } from '../../../components/date-text';
import { DayInput } from '../../../components/day-input';
import { ListToolbar } from '../../../components/list-toolbar';
import { PageLoader } from '../../../components/page-loader';
import { SectionCard } from '../../../components/section-card';
import { SelectFilter } from '../../../components/select-filter';
import { usePagedList } from '../../../components/use-paged-list';
import { useStaffProfile } from '../../../lib/session';
import { auditLogFiltersQuery, auditLogListQuery } from '../api/audit-log-api';
import { AuditLogChanges } from '../components/audit-log-changes';

const columns: Column<AuditEntry>[] = [
  { field: 'created_at', header: 'Time', nowrap: true, render: (e) => <DateText value={e.created_at} time /> },
  { field: 'actor', header: 'Who', render: (e) => e.actor.label },
  { field: 'address', header: 'Address', nowrap: true, render: (e) => e.address ?? '—' },
  { field: 'record', header: 'Record', nowrap: true, render: (e) => e.record },
  { field: 'action', header: 'Action', render: (e) => AUDIT_ACTION_LABELS[e.action] },
  { field: 'changes', header: 'Changes', render: (e) => <AuditLogChanges entry={e} /> },
];

function AuditLogList() {
  const filters = useQuery(auditLogFiltersQuery()).data;
  const { params, setParams, tableProps } = usePagedList({
    listName: 'audit_entries',
    defaults: { page_size: AUDIT_LOG_LIST.pageSize },
    queryOptions: auditLogListQuery,
    csv: { endpoint: auditLogApi.list, filename: 'audit-log.csv' },
  });
  const people = filters?.people ?? [];
  const types = filters?.record_types ?? [];
  return (
    <SectionCard title="Audit log">
      <ListToolbar
        filters={
          <>
            <SelectFilter
              label="Person"
              value={String(params.person ?? '')}
              options={people.map((p) => String(p.user_id))}
              labels={Object.fromEntries(people.map((p) => [String(p.user_id), p.name]))}
              onChange={(person) => setParams({ person })}
              allLabel="Everyone"
            />
            <SelectFilter
              label="Record"
              value={String(params.record_type ?? '')}
              options={types.map((t) => t.value)}
              labels={Object.fromEntries(types.map((t) => [t.value, t.label]))}
              onChange={(record_type) => setParams({ record_type })}
            />
            <SelectFilter
              label="Action"
              value={String(params.action ?? '')}
              options={AUDIT_ACTIONS}
              labels={AUDIT_ACTION_LABELS}
              onChange={(action) => setParams({ action })}
            />
            <DayInput label="From" size="small" value={String(params.from ?? '')} onChange={(from) => setParams({ from })} />
            <DayInput label="To" size="small" value={String(params.to ?? '')} onChange={(to) => setParams({ to })} />
          </>
        }
      />
      <DataTable label="Audit log" columns={columns} getRowId={(e) => String(e.id)} empty={{ title: 'No changes recorded yet' }} {...tableProps} />
    </SectionCard>
  );
}

/**
 * /users/audit-log (issue 30): who changed what in the account, newest first: time, who (staff, an API key, a member,
 * the system), address, record, action and the changed fields before → after. The owner's only; CSV export.
 */
export default function AuditLogPage() {
  const me = useStaffProfile().data;
  if (!me) return <PageLoader />;
  if (me.role !== 'club_owner') return <Alert severity="info">{AUDIT_MESSAGES.ownerOnly}</Alert>;
  return <AuditLogList />;
}

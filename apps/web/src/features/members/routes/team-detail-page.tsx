import { CONFIRM, INVOICE_MESSAGES, MINI_TABLE_ROWS } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CanOpenButton } from '../../../components/can-open-link';
import { useConfirm } from '../../../components/confirm-dialog';
import { useRecordQuery } from '../../../components/query-gate';
import { PageLoader } from '../../../components/page-loader';
import { useCancelInvoiceData } from '../api/invoices-api';
import { teamDashboardQuery } from '../api/teams-api';
import { bookingMiniColumns } from '../components/booking-columns';
import { InitialsAvatar } from '../../../components/initials-avatar';
import { invoiceDataColumns, teamInvoiceColumns } from '../components/invoice-columns';
import { InvoiceDataDialog } from '../components/invoice-data-dialog';
import { humanize } from '../components/labels';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { membershipMiniColumns } from '../components/membership-columns';
import { MiniTable } from '../../../components/mini-table';
import { SectionCard } from '../../../components/section-card';
import { TeamDialog } from '../components/team-dialog';
import { TeamMates } from '../components/team-mates';

const newestFirst = <T,>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => key(b).localeCompare(key(a)));

/** /members/companies/{slug}: the team, its members, memberships, bookings, invoices and invoice data. */
export default function TeamDetailPage() {
  const { slug = '' } = useParams();
  const detail = useRecordQuery(teamDashboardQuery(slug));
  const [editing, setEditing] = useState(false);
  const [addingData, setAddingData] = useState(false);
  const cancelData = useCancelInvoiceData();
  const confirm = useConfirm();

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  const { team, image, team_mates: mates, memberships, bookings, invoices, invoice_datas: invoiceDatas } = detail.data;
  const addMembership = `/members/memberships/add?team=${encodeURIComponent(team.slug)}`;

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
          <InitialsAvatar name={team.name} src={image} />
          <Box sx={{ flexGrow: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <Typography variant="h5" component="h2">
                {team.name}
              </Typography>
              <Chip size="small" label={humanize(team.status)} color={team.status === 'active' ? 'success' : 'default'} />
            </Stack>
            <Typography color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
              {team.description}
            </Typography>
          </Box>
          <Button variant="contained" onClick={() => setEditing(true)}>
            Edit
          </Button>
        </Stack>
      </Paper>
      <SectionCard title="Team members">
        <TeamMates mates={mates} emptyText="No members" />
      </SectionCard>
      <SectionCard
        title="Memberships"
        actions={
          <CanOpenButton size="small" variant="contained" to={addMembership}>
            Add membership
          </CanOpenButton>
        }
      >
        <MiniTable
          label="Team memberships"
          columns={membershipMiniColumns}
          rows={newestFirst(memberships, (m) => m.create_date)}
          getRowId={(m) => m.slug}
          rowHref={(m) => `/members/memberships/${m.slug}`}
          emptyText="No memberships"
        />
      </SectionCard>
      <SectionCard
        title="Bookings"
        actions={
          <CanOpenButton size="small" to="/bookings">
            Bookings
          </CanOpenButton>
        }
      >
        <MiniTable
          label="Team bookings"
          columns={bookingMiniColumns}
          rows={newestFirst(bookings, (b) => b.planned_start)}
          getRowId={(b) => b.code}
          rowHref={(b) => `/bookings/${b.code}`}
          emptyText="No bookings"
        />
      </SectionCard>
      <SectionCard
        title="Invoices"
        actions={
          <CanOpenButton size="small" variant="contained" to={`/members/invoices/add?team=${encodeURIComponent(team.slug)}`}>
            Create invoice
          </CanOpenButton>
        }
      >
        <MiniTable
          label="Team invoices"
          columns={teamInvoiceColumns}
          rows={newestFirst(invoices, (i) => i.date)}
          getRowId={(i) => i.slug}
          rowHref={(i) => `/members/invoices/${i.slug}`}
          max={MINI_TABLE_ROWS}
          emptyText="No invoices"
        />
      </SectionCard>
      <SectionCard
        title="Invoice data"
        actions={
          <Button size="small" variant="contained" onClick={() => setAddingData(true)}>
            Add invoice data
          </Button>
        }
      >
        <MiniTable
          label="Team invoice data"
          columns={[
            ...invoiceDataColumns,
            {
              key: 'actions',
              header: 'Actions',
              align: 'right',
              render: (d) =>
                d.status === 'active' ? (
                  <Button
                    size="small"
                    color="error"
                    disabled={cancelData.isPending}
                    aria-label={`Cancel ${d.name}`}
                    onClick={() =>
                      confirm.ask(CONFIRM.cancelInvoiceData(d.name), () =>
                        cancelData.mutateAsync(d.slug).then(
                          () => notifySuccess(INVOICE_MESSAGES.dataCancelled),
                          (err: unknown) => notifyError(err),
                        ),
                      )
                    }
                  >
                    Cancel
                  </Button>
                ) : null,
            },
          ]}
          rows={invoiceDatas}
          getRowId={(d) => d.slug}
          max={MINI_TABLE_ROWS}
          emptyText="No invoice data"
        />
      </SectionCard>
      <TeamDialog open={editing} team={team} onClose={() => setEditing(false)} />
      <InvoiceDataDialog open={addingData} team={team.slug} onClose={() => setAddingData(false)} />
      {confirm.dialog}
    </Stack>
  );
}

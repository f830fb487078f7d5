import { MINI_TABLE_ROWS, type TeamDashboard } from '@clubspace/contract';
import { CanOpenButton } from '../../../components/can-open-link';
import { MiniTable } from '../../../components/mini-table';
import { SectionCard } from '../../../components/section-card';
import { bookingMiniColumns } from './booking-columns';
import { teamInvoiceColumns } from './invoice-columns';
import { membershipMiniColumns } from './membership-columns';

const newestFirst = <T,>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => key(b).localeCompare(key(a)));

/** The team detail's memberships, bookings and invoices, newest first, each with its way to add one. */
export function TeamActivity({ dashboard }: { dashboard: TeamDashboard }) {
  const { team, memberships, bookings, invoices } = dashboard;
  return (
    <>
      <SectionCard
        title="Memberships"
        actions={
          <CanOpenButton size="small" variant="contained" to={`/members/memberships/add?team=${encodeURIComponent(team.slug)}`}>
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
    </>
  );
}

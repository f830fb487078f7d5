import { MEMBER_MESSAGES, PROFILE_ITEMS, type MemberProfile } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { CanOpenButton, CanOpenLink } from '../../../components/can-open-link';
import { QueryGate, useRecordQuery } from '../../../components/query-gate';
import { useCanOpenFn } from '../../../components/use-can-open';
import { DeskBookingDialog } from '../../../components/booking/desk-booking-dialog';
import { CalendarFeedCard } from '../../../components/booking/calendar-feed-card';
import { useSession } from '../../../lib/session';
import { memberProfileQuery } from '../api/members-api';
import { bookingMiniColumns } from '../components/booking-columns';
import { fullName, humanize } from '../components/labels';
import { MemberDialog } from '../components/member-dialog';
import { MemberHeader } from '../components/member-header';
import { MemberSettings } from '../components/member-settings';
import { MemberEmailConsent } from '../components/member-email-consent';
import { membershipMiniColumns } from '../components/membership-columns';
import { MembershipDialog } from '../components/membership-dialog';
import { MiniTable } from '../../../components/mini-table';
import { OrderDialog } from '../../../components/order/order-dialog';
import { useGrantedCodes } from '../../../lib/session';
import { orderMiniColumns } from '../components/order-columns';
import { SectionCard } from '../../../components/section-card';
import { TeamMates } from '../components/team-mates';
import { PortalAccessCard } from '../components/portal-access-card';
import { TeamPaymentMethodCard } from '../payment-method/team-payment-method-card';

const newestFirst = <T,>(rows: T[], key: (r: T) => string) => [...rows].sort((a, b) => key(b).localeCompare(key(a)));

/** /members/{slug}: identity, settings, team, memberships, bookings and orders of one member. */
export default function MemberProfilePage() {
  const { slug = '' } = useParams();
  const profile = useRecordQuery(memberProfileQuery(slug));
  return <QueryGate query={profile}>{(data) => <MemberProfileView profile={data} reload={() => void profile.refetch()} />}</QueryGate>;
}

function MemberProfileView({ profile, reload }: { profile: MemberProfile; reload: () => void }) {
  const [editing, setEditing] = useState(false);
  const [addingMembership, setAddingMembership] = useState(false);
  const [addingBooking, setAddingBooking] = useState(false);
  const office = useSession().data?.active_office?.slug ?? '';

  const { member, team_mates: mates } = profile;

  return (
    <Stack spacing={2}>
      <MemberHeader member={member} onEdit={() => setEditing(true)} />
      <MemberSettings member={member} />
      <MemberEmailConsent consent={profile.email_consent} />
      <PortalAccessCard member={member.slug} />
      <SectionCard
        title="Team"
        actions={
          member.team && <Chip size="small" label={humanize(member.team.status)} color={member.team.status === 'active' ? 'success' : 'default'} />
        }
      >
        {member.team ? (
          <>
            <Typography variant="body2" sx={{ mb: 1 }}>
              <CanOpenLink to={`/members/companies/${member.team.slug}`}>{member.team.name}</CanOpenLink>
            </Typography>
            <TeamMates mates={mates.filter((m) => m.slug !== member.slug)} />
          </>
        ) : (
          <Typography color="text.secondary">No team</Typography>
        )}
      </SectionCard>
      {member.team && <TeamPaymentMethodCard team={member.team.slug} title="Team payment method" />}
      <ProfileBlocks profile={profile} onAddMembership={() => setAddingMembership(true)} onAddBooking={() => setAddingBooking(true)} />
      <MemberDialog open={editing} member={member} onClose={() => setEditing(false)} />
      <MembershipDialog
        open={addingMembership}
        member={{ slug: member.slug, name: fullName(member.user) }}
        team={member.team}
        onClose={(created) => {
          setAddingMembership(false);
          if (created) reload();
        }}
      />
      <DeskBookingDialog
        open={addingBooking}
        office={office}
        prefill={{ team: member.team, member: { slug: member.slug, name: fullName(member.user) } }}
        onClose={(created) => {
          setAddingBooking(false);
          if (created) reload();
        }}
      />
    </Stack>
  );
}

function ProfileBlocks({
  profile,
  onAddMembership,
  onAddBooking,
}: {
  profile: MemberProfile;
  onAddMembership: () => void;
  onAddBooking: () => void;
}) {
  const slug = profile.member.slug;
  const granted = useGrantedCodes();
  const canOpen = useCanOpenFn();
  return (
    <>
      <SectionCard
        title="Memberships"
        actions={
          <>
            <CanOpenButton size="small" to={`/members/memberships/member/${slug}`}>
              View All
            </CanOpenButton>
            {canOpen('/members/memberships/add') && (
              <Button size="small" variant="contained" onClick={onAddMembership}>
                Add Membership
              </Button>
            )}
          </>
        }
      >
        <MiniTable
          label="Member memberships"
          columns={membershipMiniColumns}
          rows={newestFirst(profile.memberships, (m) => m.create_date)}
          getRowId={(m) => m.slug}
          rowHref={(m) => `/members/memberships/${m.slug}`}
          max={PROFILE_ITEMS}
          emptyText="No memberships"
        />
      </SectionCard>
      <SectionCard
        title="Bookings"
        actions={
          <>
            <CanOpenButton size="small" to={`/bookings/list?member=${encodeURIComponent(slug)}`}>
              View All
            </CanOpenButton>
            {canOpen('/bookings/new') && (
              <Button size="small" variant="contained" onClick={onAddBooking}>
                Add Booking
              </Button>
            )}
          </>
        }
      >
        <MiniTable
          label="Member bookings"
          columns={bookingMiniColumns}
          rows={newestFirst(profile.bookings, (b) => b.planned_start)}
          getRowId={(b) => b.code}
          rowHref={(b) => `/bookings/${b.code}`}
          max={PROFILE_ITEMS}
          emptyText="No bookings"
        />
      </SectionCard>
      <ProfileOrders profile={profile} />
      {granted.includes('bookings') && <CalendarFeedCard target={{ member: slug }} name={fullName(profile.member.user)} />}
    </>
  );
}

/** The member's latest orders, View All and Add Order (staff with the F&D orders tab). */
function ProfileOrders({ profile }: { profile: MemberProfile }) {
  const slug = profile.member.slug;
  const granted = useGrantedCodes();
  const canOrder = granted.includes('fandd') && granted.includes('orders');
  const [addingOrder, setAddingOrder] = useState(false);
  return (
    <SectionCard
      title="Orders"
      actions={
        <>
          <CanOpenButton size="small" to={`/fandd/orders?member=${encodeURIComponent(slug)}`}>
            View All
          </CanOpenButton>
          <Button size="small" variant="contained" disabled={!canOrder} onClick={() => setAddingOrder(true)}>
            Add Order
          </Button>
        </>
      }
    >
      <MiniTable
        label="Member orders"
        columns={orderMiniColumns}
        rows={profile.orders}
        getRowId={(o) => o.slug}
        emptyText={MEMBER_MESSAGES.noOrders}
      />
      <OrderDialog
        open={addingOrder}
        member={{ slug, name: fullName(profile.member.user) }}
        bookings={profile.bookings.map((b) => ({ code: b.code, label: `${b.code} · ${b.resource?.name ?? b.booking_type}` }))}
        onClose={() => setAddingOrder(false)}
      />
    </SectionCard>
  );
}

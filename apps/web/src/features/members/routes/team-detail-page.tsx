import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useRecordQuery } from '../../../components/query-gate';
import { useGrantedCodes } from '../../../lib/session';
import { PageLoader } from '../../../components/page-loader';
import { teamDashboardQuery } from '../api/teams-api';
import { SectionCard } from '../../../components/section-card';
import { TeamActivity } from '../components/team-activity';
import { TeamDialog } from '../components/team-dialog';
import { TeamHeader } from '../components/team-header';
import { TeamInvoiceDatas } from '../components/team-invoice-datas';
import { TeamMates } from '../components/team-mates';
import { PortalRequestsCard } from '../components/portal-requests-card';
import { TeamPortalCard } from '../components/team-portal-card';
import { TeamPaymentMethodCard } from '../payment-method/team-payment-method-card';

/** /members/companies/{slug}: the team, its members, memberships, bookings, invoices and invoice data. */
export default function TeamDetailPage() {
  const { slug = '' } = useParams();
  const detail = useRecordQuery(teamDashboardQuery(slug));
  const [editing, setEditing] = useState(false);
  // The portal's calls need the Members tab (as the members list does).
  const portal = useGrantedCodes().includes('members');

  if (detail.isPending) return <PageLoader />;
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  const { team, image, team_mates: mates, invoice_datas: invoiceDatas } = detail.data;

  return (
    <Stack spacing={2}>
      <TeamHeader team={team} image={image} onEdit={() => setEditing(true)} />
      <SectionCard title="Team members">
        <TeamMates mates={mates} emptyText="No members" />
      </SectionCard>
      {portal && <PortalRequestsCard team={team.slug} />}
      {portal && <TeamPortalCard team={team.slug} />}
      <TeamPaymentMethodCard team={team.slug} />
      <TeamActivity dashboard={detail.data} />
      <TeamInvoiceDatas team={team.slug} rows={invoiceDatas} />
      <TeamDialog open={editing} team={team} onClose={() => setEditing(false)} />
    </Stack>
  );
}

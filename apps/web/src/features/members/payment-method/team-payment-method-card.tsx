import { SAVED_METHOD_MESSAGES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { SectionCard } from '../../../components/section-card';
import { notifySuccess } from '../../../lib/notify';
import { teamPaymentMethodQuery, useSendSetupLink } from './team-payment-method-api';

/**
 * The team page's "Payment method" card (issue 27 flow 2): the saved method ("Visa •••• 4242") and Send setup link,
 * which e-mails the team's billing contact a page to save a card or a Direct Debit. Hidden without online payments.
 */
export function TeamPaymentMethodCard({ team, title = 'Payment method' }: { team: string; title?: string }) {
  const query = useQuery(teamPaymentMethodQuery(team));
  const send = useSendSetupLink(team);
  if (!query.data?.online) return null;
  const method = query.data.method;
  return (
    <SectionCard
      title={title}
      actions={
        <Button size="small" disabled={send.isPending} onClick={() => send.mutate(undefined, { onSuccess: (r) => notifySuccess(r.detail) })}>
          Send setup link
        </Button>
      }
    >
      <Stack spacing={0.5}>
        <Typography data-testid="team-saved-method">{method ? method.label : SAVED_METHOD_MESSAGES.none}</Typography>
        {method && query.data.auto_collect ? (
          <Typography variant="body2" color="text.secondary">
            {SAVED_METHOD_MESSAGES.collectedHint}
          </Typography>
        ) : null}
      </Stack>
    </SectionCard>
  );
}

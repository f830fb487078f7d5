import { ACCOUNT_MESSAGES } from '@clubspace/contract';
import Typography from '@mui/material/Typography';

/** Referral, payments and integrations: the seed does not show their contents. */
export default function NotAvailablePage({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h6">{title}</Typography>
      <Typography color="text.secondary">{ACCOUNT_MESSAGES.notAvailable}</Typography>
    </>
  );
}

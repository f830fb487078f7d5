import Typography from '@mui/material/Typography';

// The invoices screens are a separate issue; the tab exists so the area's navigation is complete.
export default function InvoicesPlaceholderPage() {
  return <Typography color="text.secondary">Invoices arrive in a later release</Typography>;
}

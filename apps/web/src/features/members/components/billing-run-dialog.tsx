import { BILLING_KIND_LABELS, monthLabelLong, type BillingPreview, type BillingRunResult } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DialogForm, useDialogFullScreen } from '../../../components/form-dialog';
import { Money } from '../../../components/money';
import { ApiError } from '../../../lib/api-client';
import { notifySuccess } from '../../../lib/notify';
import { billingPreviewQuery, useRunBilling } from '../api/billing-run-api';

const thisMonth = () => new Date().toISOString().slice(0, 7);
const errorText = (err: unknown) =>
  err instanceof ApiError ? (Object.values(err.fieldErrors)[0] ?? err.message) : err ? 'Something went wrong' : null;

/** The preview: per team its invoice data and lines (kind, days, amount), then the skipped teams with the reason. */
export function BillingPreviewTable({ preview }: { preview: BillingPreview }) {
  if (!preview.teams.length && !preview.skipped.length) return <Alert severity="info">Nothing to bill for {monthLabelLong(preview.month)}.</Alert>;
  return (
    <Stack spacing={2}>
      {preview.teams.length > 0 && (
        <Table size="small" aria-label="Billing preview">
          <TableHead>
            <TableRow>
              <TableCell>Team</TableCell>
              <TableCell>Line</TableCell>
              <TableCell>Kind</TableCell>
              <TableCell align="right">Days</TableCell>
              <TableCell align="right">Net</TableCell>
              <TableCell align="right">Gross</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.teams.map((t) => (
              <Fragment key={t.team.slug}>
                {t.lines.map((l, i) => (
                  <TableRow key={`${l.membership}-${i}`}>
                    <TableCell>{i === 0 ? `${t.team.name} (${t.invoice_data.name})` : ''}</TableCell>
                    <TableCell>{l.name}</TableCell>
                    <TableCell>{BILLING_KIND_LABELS[l.kind]}</TableCell>
                    <TableCell align="right">{`${l.days}/${l.period_days}`}</TableCell>
                    <TableCell align="right">
                      <Money value={l.amount} />
                    </TableCell>
                    <TableCell align="right">
                      <Money value={l.gross} />
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={4} sx={{ fontWeight: 600 }}>{`${t.team.name} total`}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    <Money value={t.net} />
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    <Money value={t.gross} />
                  </TableCell>
                </TableRow>
              </Fragment>
            ))}
            <TableRow>
              <TableCell colSpan={4} sx={{ fontWeight: 700 }}>{`Total (${preview.invoices} invoices, ${preview.lines} lines)`}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                <Money value={preview.net} />
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700 }}>
                <Money value={preview.gross} />
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
      {preview.skipped.length > 0 && (
        <div>
          <Typography variant="subtitle2" component="h3">
            Skipped
          </Typography>
          <ul aria-label="Skipped teams" style={{ margin: 0 }}>
            {preview.skipped.map((s, i) => (
              <li key={i}>{`${s.team?.name ?? s.membership ?? 'Membership'}: ${s.reason}`}</li>
            ))}
          </ul>
        </div>
      )}
    </Stack>
  );
}

function Created({ result }: { result: BillingRunResult }) {
  return (
    <Alert severity="success">
      {result.detail}
      {result.invoices.length > 0 && (
        <ul style={{ margin: '4px 0 0', paddingLeft: 18 }}>
          {result.invoices.map((i) => (
            <li key={i.slug}>
              <Link component={RouterLink} to={`/members/invoices/${i.slug}`}>
                {i.name}
              </Link>{' '}
              — {i.team.name} — <Money value={i.gross_price} />
            </li>
          ))}
        </ul>
      )}
    </Alert>
  );
}

/** "Run billing for a month": pick a month, preview what the run would create, then create the draft invoices. */
export function BillingRunDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [month, setMonth] = useState(thisMonth);
  const [previewMonth, setPreviewMonth] = useState('');
  const [result, setResult] = useState<BillingRunResult | null>(null);
  const preview = useQuery({ ...billingPreviewQuery(previewMonth), enabled: open && Boolean(previewMonth) });
  const run = useRunBilling();
  const titleId = useId();
  const fullScreen = useDialogFullScreen();
  const shown = preview.data && preview.data.month === previewMonth ? preview.data : null;
  const count = shown?.invoices ?? 0;

  const close = () => {
    setPreviewMonth('');
    setResult(null);
    run.reset();
    onClose();
  };
  const create = async () => {
    const r = await run.mutateAsync({ month: previewMonth });
    setResult(r);
    notifySuccess(r.detail);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogForm
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setResult(null);
          run.reset();
          if (previewMonth === month) void preview.refetch();
          else setPreviewMonth(month);
        }}
      >
        <DialogTitle id={titleId}>Run billing for a month</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label="Month"
                type="month"
                size="small"
                value={month}
                onChange={(e) => setMonth(e.target.value)}
                slotProps={{ inputLabel: { shrink: true } }}
                required
              />
              <Button type="submit" variant="outlined" disabled={!month || preview.isFetching}>
                Preview
              </Button>
            </Stack>
            {errorText(preview.error) && <Alert severity="error">{errorText(preview.error)}</Alert>}
            {preview.isFetching && !shown && <Typography color="text.secondary">Loading preview…</Typography>}
            {result ? <Created result={result} /> : shown && <BillingPreviewTable preview={shown} />}
            {errorText(run.error) && <Alert severity="error">{errorText(run.error)}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{result ? 'Close' : 'Cancel'}</Button>
          {!result && (
            <Button
              variant="contained"
              onClick={() => void create().catch(() => undefined)}
              disabled={!shown || count === 0 || run.isPending || preview.isFetching}
            >
              {`Create ${count} invoice${count === 1 ? '' : 's'}`}
            </Button>
          )}
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

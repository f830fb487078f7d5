import { AGED_BUCKETS, AGED_DEBTORS_MESSAGES, REPORT_MESSAGES, formatDate, type AgedDebtorPayer, type AgedDebtorsReport } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CanOpenLink } from '../../../components/can-open-link';
import { Money } from '../../../components/money';

/** How many invoice links a payer's row shows before linking to the payer's invoice list. */
const LINKS_SHOWN = 5;

const ageText = (days: number | null) =>
  days === null
    ? 'no due date'
    : days < 0
      ? `due in ${-days} day${days === -1 ? '' : 's'}`
      : days === 0
        ? 'due today'
        : `${days} day${days === 1 ? '' : 's'} past due`;

function InvoiceLinks({ payer }: { payer: AgedDebtorPayer }) {
  const more = payer.invoices.length - LINKS_SHOWN;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {payer.invoices.slice(0, LINKS_SHOWN).map((i) => (
        <CanOpenLink key={i.slug} to={`/members/invoices/${i.slug}`} title={`${i.name}: £${i.due.toFixed(2)}, ${ageText(i.days)}`}>
          {i.name}
        </CanOpenLink>
      ))}
      {more > 0 &&
        (payer.team ? (
          <CanOpenLink to={`/members/invoices?team=${encodeURIComponent(payer.team.slug)}`}>and {more} more</CanOpenLink>
        ) : (
          <span>and {more} more</span>
        ))}
    </Stack>
  );
}

type RemindProps = { onRemind: (payer: AgedDebtorPayer) => void; reminding: string | null };

/** One payer: its amount in each bucket, its total, its invoices and its Send reminder button. */
function PayerRow({ payer: p, onRemind, reminding }: { payer: AgedDebtorPayer } & RemindProps) {
  const name = p.team?.name ?? AGED_DEBTORS_MESSAGES.noPayer;
  const overdue = p.invoices.some((i) => i.days !== null && i.days > 0);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {p.team ? <CanOpenLink to={`/members/companies/${p.team.slug}`}>{name}</CanOpenLink> : name}
      </TableCell>
      {AGED_BUCKETS.map((b) => (
        <TableCell key={b} align="right">
          {p.amounts[b] ? <Money value={p.amounts[b]} /> : '–'}
        </TableCell>
      ))}
      <TableCell align="right">
        <strong>
          <Money value={p.total} />
        </strong>
      </TableCell>
      <TableCell>
        <InvoiceLinks payer={p} />
      </TableCell>
      <TableCell>
        {p.team && (
          <Button
            size="small"
            variant="outlined"
            aria-label={`Send reminder to ${name}`}
            disabled={p.reminded_today || !overdue || reminding === p.team.slug}
            title={p.reminded_today ? 'Reminded today' : overdue ? undefined : 'Nothing overdue'}
            onClick={() => onRemind(p)}
          >
            {p.reminded_today ? 'Reminded today' : 'Send reminder'}
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}

/**
 * The report's table: one row per payer (largest debt first) with its amount in each bucket, its invoices and the
 * Send reminder button, then the totals. The chart's figures for screen readers.
 */
export function AgedDebtorsTable({ report, onRemind, reminding }: { report: AgedDebtorsReport } & RemindProps) {
  if (!report.payers.length) return <Typography color="text.secondary">{REPORT_MESSAGES.empty}</Typography>;
  return (
    <Stack spacing={1}>
      <Typography variant="body2" color="text.secondary">
        Ages at {formatDate(report.as_of)}.
        {report.num_payers > report.payers.length &&
          ` Showing the ${report.payers.length} payers owing most of ${report.num_payers}; the CSV export lists every payer.`}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label="Aged debtors by payer">
          <TableHead>
            <TableRow>
              <TableCell>Payer</TableCell>
              {report.buckets.map((b) => (
                <TableCell key={b.bucket} align="right">
                  {b.label}
                </TableCell>
              ))}
              <TableCell align="right">Total</TableCell>
              <TableCell>Invoices</TableCell>
              <TableCell>Reminder</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.payers.map((p) => (
              <PayerRow key={p.team?.slug ?? '-'} payer={p} onRemind={onRemind} reminding={reminding} />
            ))}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell component="th" scope="row">
                Total ({report.num_payers} payer{report.num_payers === 1 ? '' : 's'})
              </TableCell>
              {report.buckets.map((b) => (
                <TableCell key={b.bucket} align="right">
                  <Money value={b.total} />
                </TableCell>
              ))}
              <TableCell align="right">
                <Money value={report.total} />
              </TableCell>
              <TableCell colSpan={2} />
            </TableRow>
          </TableFooter>
        </Table>
      </TableContainer>
    </Stack>
  );
}

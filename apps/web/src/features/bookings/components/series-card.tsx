import { seriesBadge } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dateTimeText } from '../../../components/booking/booking-time';
import { MiniTable } from '../../../components/mini-table';
import { SectionCard } from '../../../components/section-card';
import { statusLabel } from './booking-labels';
import { seriesOfBookingQuery } from '../api/series-api';
import { SeriesScopeDialog } from './series-scope-dialog';

/**
 * On the detail of a booking that belongs to a series: 'Part of a weekly series (12)', the rule in words, every
 * booking of the series, and Cancel / Edit with the choice of which bookings. Nothing for a single booking.
 */
export function SeriesCard({ bookingCode, timeZone }: { bookingCode: string; timeZone: string }) {
  const query = useQuery(seriesOfBookingQuery(bookingCode));
  const [dialog, setDialog] = useState<'cancel' | 'edit' | null>(null);
  const [message, setMessage] = useState('');
  const series = query.data?.series;
  if (!series) return null;
  const open = series.num_open > 0;

  const actions = open && (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" onClick={() => setDialog('edit')}>
        Edit series
      </Button>
      <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
        Cancel series bookings
      </Button>
    </Stack>
  );

  return (
    <SectionCard title={seriesBadge(series.rule.frequency, series.num_bookings)} actions={actions}>
      <Stack spacing={1}>
        {message && (
          <Alert severity="success" role="status" onClose={() => setMessage('')}>
            {message}
          </Alert>
        )}
        <Typography color="text.secondary">
          {series.description} · {series.num_open} open
        </Typography>
        <MiniTable
          label="Series bookings"
          columns={[
            { key: 'code', header: 'Code', render: (r) => (r.code === bookingCode ? <strong>{r.code}</strong> : r.code) },
            { key: 'start', header: 'Start', render: (r) => dateTimeText(r.planned_start, timeZone) },
            { key: 'room', header: 'Room', render: (r) => r.resource?.name ?? '' },
            { key: 'status', header: 'Status', render: (r) => statusLabel(r.status) },
          ]}
          rows={series.bookings}
          max={series.bookings.length}
          getRowId={(r) => r.code}
          rowHref={(r) => `/bookings/${r.code}`}
          emptyText="No bookings"
        />
      </Stack>
      <SeriesScopeDialog
        key={dialog ?? 'none'}
        kind={dialog}
        series={series}
        bookingCode={bookingCode}
        onClose={(detail) => {
          setDialog(null);
          if (detail) setMessage(detail);
        }}
      />
    </SectionCard>
  );
}

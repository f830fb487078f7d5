import { type BookingSeriesDetail, type SeriesScope } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { resourcesLookup } from '../../../components/booking/booking-lookups';
import { overriding, useRuleOverride } from '../../../components/booking/rule-override';
import { ApiError } from '../../../lib/api-client';
import { useChangeSeries } from '../api/series-api';
import { SeriesEditFields } from './series-edit-fields';
import { SeriesScopeChoice } from './series-scope-choice';

interface SeriesScopeDialogProps {
  kind: 'cancel' | 'edit' | null;
  series: BookingSeriesDetail;
  bookingCode: string;
  onClose: (detail?: string) => void;
}

/**
 * Cancel or edit bookings of a series: which ones (this booking, this and following, between two days, all), then
 * for a cancel whether to refund, for an edit the time shift, the room and the comments.
 */
export function SeriesScopeDialog({ kind, series, bookingCode, onClose }: SeriesScopeDialogProps) {
  const titleId = useId();
  const change = useChangeSeries();
  // A move against the booking rules asks 'Book anyway', as a single booking's move does.
  const rules = useRuleOverride();
  const [scope, setScope] = useState<SeriesScope>('one');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [refund, setRefund] = useState(true);
  const [shift, setShift] = useState(0);
  const [room, setRoom] = useState('');
  const [comments, setComments] = useState<string | undefined>(undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const rooms = useQuery({ ...resourcesLookup({ office: series.office.slug, resource_type: series.booking_type }), enabled: kind === 'edit' });
  if (!kind) return null;

  const save = async () => {
    setErrors({});
    setFailure('');
    const body = { scope, code: bookingCode, from: from || null, to: to || null };
    try {
      const edit = { ...body, shift_minutes: shift, resource: room || null, ...(comments === undefined ? {} : { comments }) };
      const out =
        kind === 'cancel'
          ? await change.mutateAsync({ series: series.code, kind, body: { ...body, refund } })
          : await rules.withOverride((override) => change.mutateAsync({ series: series.code, kind, body: overriding(edit, override) }));
      onClose(out.detail);
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      setFailure(err instanceof Error ? err.message : String(err));
    }
  };

  return (
    <>
      {rules.dialog}
      <Dialog open onClose={() => onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{kind === 'cancel' ? 'Cancel bookings of the series' : 'Edit bookings of the series'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SeriesScopeChoice scope={scope} onScope={setScope} from={from} onFrom={setFrom} to={to} onTo={setTo} errors={errors} />
            {kind === 'cancel' && (
              <FormControlLabel
                control={<Checkbox checked={refund} onChange={(e) => setRefund(e.target.checked)} />}
                label="Refund (void or credit the invoice lines)"
              />
            )}
            {kind === 'edit' && (
              <SeriesEditFields
                shift={shift}
                onShift={setShift}
                room={room}
                onRoom={setRoom}
                comments={comments}
                onComments={setComments}
                rooms={rooms.data ?? []}
                errors={errors}
              />
            )}
            {failure && <Alert severity="error">{failure}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()} disabled={change.isPending}>
            Close
          </Button>
          <Button variant="contained" color={kind === 'cancel' ? 'error' : 'primary'} onClick={() => void save()} disabled={change.isPending}>
            {kind === 'cancel' ? 'Cancel bookings' : 'Save'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

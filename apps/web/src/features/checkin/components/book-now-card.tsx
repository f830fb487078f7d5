import { clockInZone } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { MemberPicker } from '../../../components/member-picker';

interface Props {
  window: { start: string; end: string };
  timeZone: string;
  /** Staff pick the member; a magic-link member books for themselves. */
  pickMember: boolean;
  memberError?: string;
  busy: boolean;
  onBook: (member: string | undefined) => void;
}

/** 'Book it now' for a resource that is free at this moment. */
export function BookNowCard({ window, timeZone, pickMember, memberError, busy, onBook }: Props) {
  const [member, setMember] = useState('');
  return (
    <Card component="section" variant="outlined" aria-label="Book it now">
      <CardContent>
        <Typography variant="h6">Free now</Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Book it from {clockInZone(new Date(window.start), timeZone)} until {clockInZone(new Date(window.end), timeZone)}, checked in at once.
        </Typography>
        {pickMember && (
          <MemberPicker
            value={member}
            onChange={(m) => setMember(m?.slug ?? '')}
            required
            error={Boolean(memberError)}
            helperText={memberError}
            delay={600}
          />
        )}
        <Button sx={{ mt: 2 }} variant="contained" size="large" fullWidth disabled={busy} onClick={() => onBook(pickMember ? member : undefined)}>
          Book it now
        </Button>
      </CardContent>
    </Card>
  );
}

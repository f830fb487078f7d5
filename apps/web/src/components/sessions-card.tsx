import { SESSIONS_MESSAGES, type SessionItem } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DateText } from './date-text';
import { SectionCard } from './section-card';

export interface SessionsCardProps {
  sessions: SessionItem[] | undefined;
  /** Signs one session out. */
  onEnd: (id: string) => void;
  /** Signs out every session but this device's. */
  onEndOthers: () => void;
  busy?: boolean;
  /** The last answer of a sign-out, or the error it gave. */
  done?: string;
  problem?: string;
  /** Idle time after which a session ends by itself, in hours (said under the table). */
  idleHours: number;
}

const idleText = (hours: number) => (hours % 24 === 0 ? `${hours / 24} day${hours === 24 ? '' : 's'}` : `${hours} hours`);

/**
 * Active sessions (issue 30), staff profile and portal profile alike: each login's device, address, start and last
 * use, "This device" on the asking one, Sign out per other row, and Sign out all other sessions.
 */
export function SessionsCard({ sessions, onEnd, onEndOthers, busy = false, done, problem, idleHours }: SessionsCardProps) {
  const others = (sessions ?? []).filter((s) => !s.current).length;
  return (
    <SectionCard
      title="Active sessions"
      actions={
        <Button variant="outlined" color="error" onClick={onEndOthers} disabled={busy || others === 0}>
          Sign out all other sessions
        </Button>
      }
    >
      {!sessions ? (
        <CircularProgress aria-label="Loading sessions" size={24} />
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label="Active sessions (scrollable)">
          <Table size="small" aria-label="Active sessions">
            <TableHead>
              <TableRow>
                <TableCell>Device</TableCell>
                <TableCell>Address</TableCell>
                <TableCell>Signed in</TableCell>
                <TableCell>Last used</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.map((s) => (
                <TableRow key={s.id}>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{s.device}</span>
                      {s.current && <Chip size="small" color="primary" label={SESSIONS_MESSAGES.thisDevice} />}
                    </Stack>
                  </TableCell>
                  <TableCell>{s.address ?? '—'}</TableCell>
                  <TableCell>
                    <DateText value={s.created_at} time />
                  </TableCell>
                  <TableCell>
                    <DateText value={s.last_used_at} time />
                  </TableCell>
                  <TableCell align="right">
                    {!s.current && (
                      <Button size="small" onClick={() => onEnd(s.id)} disabled={busy} aria-label={`Sign out ${s.device}`}>
                        Sign out
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
        A session not used for {idleText(idleHours)} signs out by itself.
      </Typography>
      {done && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {done}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {problem}
        </Alert>
      )}
    </SectionCard>
  );
}

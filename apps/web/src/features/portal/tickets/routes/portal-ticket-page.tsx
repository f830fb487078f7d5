import { portalTicketReply, ticketStatusLabel } from '@clubspace/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useWorkspace } from '../../api/portal-queries';
import { checkForm, formProblem } from '../../components/portal-form';
import { usePortalTicket, useReplyTicket } from '../api/portal-tickets-queries';

const when = (iso: string) => new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** One of my tickets: what I wrote, the conversation with the team, and my reply. */
export default function PortalTicketPage() {
  const ws = useWorkspace();
  const slug = useParams().slug ?? '';
  const ticket = usePortalTicket(ws, slug);
  const reply = useReplyTicket(ws, slug);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const server = formProblem(reply.error);
  if (ticket.isError) return <Alert severity="error">{formProblem(ticket.error).message}</Alert>;
  if (!ticket.data) return <CircularProgress aria-label="Loading" />;
  const t = ticket.data;
  const send = () => {
    const problems = checkForm(portalTicketReply, { body });
    setError(problems?.body);
    if (!problems) reply.mutate(body, { onSuccess: () => setBody('') });
  };
  return (
    <Stack spacing={2}>
      <Button component={Link} to={`/portal/${encodeURIComponent(ws)}/help`} sx={{ alignSelf: 'flex-start' }}>
        ← My tickets
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Typography variant="h5" component="h1">
          #{t.number} {t.subject}
        </Typography>
        <Chip label={ticketStatusLabel(t.status)} size="small" />
      </Stack>
      <Typography color="text.secondary">{[t.category, t.office, t.resource, `raised ${when(t.created_at)}`].filter(Boolean).join(' · ')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{t.description}</Typography>
        {t.photo ? (
          <Box component="img" src={t.photo} alt="The photo I attached" sx={{ mt: 1, maxWidth: '100%', maxHeight: 240, borderRadius: 1 }} />
        ) : null}
      </Paper>
      <Stack component="ol" aria-label="Conversation" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {t.messages.map((m) => (
          <Paper
            key={m.id}
            component="li"
            variant="outlined"
            sx={{ p: 1.5, ml: m.author_kind === 'member' ? 4 : 0, mr: m.author_kind === 'staff' ? 4 : 0 }}
          >
            <Typography variant="caption" color="text.secondary" component="div">
              {m.author_kind === 'member' ? 'You' : m.author} · {when(m.created_at)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{m.body}</Typography>
          </Paper>
        ))}
      </Stack>
      {t.can_reply ? (
        <Box component="form" aria-label="Reply" onSubmit={(e) => (e.preventDefault(), send())}>
          <TextField
            label="Your reply"
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={Boolean(error ?? server.fields.body)}
            helperText={error ?? server.fields.body}
            multiline
            minRows={2}
            fullWidth
          />
          {server.message ? <Alert severity="error">{server.message}</Alert> : null}
          <Button type="submit" variant="contained" disabled={reply.isPending} sx={{ mt: 1 }}>
            Send reply
          </Button>
        </Box>
      ) : (
        <Alert severity="info">This ticket is closed. Raise a new one if you still need help.</Alert>
      )}
    </Stack>
  );
}

import {
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketDetail,
  type TicketPriority,
  type TicketStatus,
} from '@clubspace/contract';
import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DateText } from '../../../../components/date-text';
import { notifySuccess } from '../../../../lib/notify';
import { ticketAssigneesQuery, ticketQuery, useReplyTicket, useUpdateTicket } from '../api/tickets-api';
import { durationText } from './ticket-age';
import { TicketStatusChip } from './ticket-columns';

/** A ticket opened from the list (?ticket=slug): its facts, the controls, the conversation and the reply box. */
export function TicketDetailDrawer({ slug, onClose }: { slug: string | null; onClose: () => void }) {
  return (
    <Drawer anchor="right" open={Boolean(slug)} onClose={onClose} slotProps={{ paper: { sx: { width: { xs: '100%', md: 640 } } } }}>
      {slug ? <TicketDetailBody slug={slug} onClose={onClose} /> : null}
    </Drawer>
  );
}

function TicketDetailBody({ slug, onClose }: { slug: string; onClose: () => void }) {
  const ticket = useQuery(ticketQuery(slug));
  return (
    <Box component="section" aria-label="Ticket" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {ticket.data ? `#${ticket.data.number} ${ticket.data.subject}` : 'Ticket'}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      {ticket.isError ? <Alert severity="error">{TICKET_MESSAGES.notFound}</Alert> : null}
      {ticket.data ? <TicketContent ticket={ticket.data} /> : null}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children}
      </Typography>
    </Box>
  );
}

function TicketContent({ ticket }: { ticket: TicketDetail }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <TicketStatusChip status={ticket.status} />
        {ticket.overdue ? <Chip size="small" color="error" label="Overdue" /> : null}
      </Stack>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 1.5 }}>
        <Fact label="Member">
          {ticket.member.name}
          {ticket.member_email ? ` · ${ticket.member_email}` : ''}
        </Fact>
        <Fact label="Category">{ticket.category?.name ?? '—'}</Fact>
        <Fact label="Where">{[ticket.office?.name, ticket.resource?.name].filter(Boolean).join(' · ') || '—'}</Fact>
        <Fact label="Raised">
          <DateText value={ticket.created_at} time />
        </Fact>
        <Fact label="First response due">
          <DateText value={ticket.first_response_due_at} time />
        </Fact>
        <Fact label="First response">{durationText(ticket.first_response_minutes)}</Fact>
        <Fact label="Resolution">{durationText(ticket.resolution_minutes)}</Fact>
      </Box>
      <TicketControls ticket={ticket} />
      <Divider />
      <Box>
        <Typography variant="subtitle2">Description</Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          {ticket.description}
        </Typography>
        {ticket.photo ? (
          <Box component="a" href={ticket.photo} target="_blank" rel="noreferrer" sx={{ display: 'inline-block', mt: 1 }}>
            <Box
              component="img"
              src={ticket.photo}
              alt={`Photo of ticket #${ticket.number}`}
              sx={{ maxWidth: 240, maxHeight: 180, borderRadius: 1 }}
            />
          </Box>
        ) : null}
      </Box>
      <Conversation ticket={ticket} />
      <ReplyBox ticket={ticket} />
    </Stack>
  );
}

/** Status (the allowed transitions only), priority and assignee; each change saves at once. */
function TicketControls({ ticket }: { ticket: TicketDetail }) {
  const update = useUpdateTicket(ticket.slug);
  const assignees = useQuery(ticketAssigneesQuery());
  const statusOptions: TicketStatus[] = [ticket.status, ...ticket.transitions];
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        select
        size="small"
        label="Status"
        value={ticket.status}
        disabled={update.isPending || !ticket.transitions.length}
        onChange={(e) => void update.mutateAsync({ status: e.target.value as TicketStatus }).then(() => notifySuccess(TICKET_MESSAGES.updated))}
        sx={{ minWidth: 190 }}
      >
        {statusOptions.map((s) => (
          <MenuItem key={s} value={s}>
            {TICKET_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Priority"
        value={ticket.priority}
        disabled={update.isPending || ticket.status === 'closed'}
        onChange={(e) => void update.mutateAsync({ priority: e.target.value as TicketPriority }).then(() => notifySuccess(TICKET_MESSAGES.updated))}
        sx={{ minWidth: 130 }}
      >
        {TICKET_PRIORITIES.map((p) => (
          <MenuItem key={p} value={p}>
            {TICKET_PRIORITY_LABELS[p]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Assignee"
        value={ticket.assignee?.slug ?? ''}
        disabled={update.isPending}
        onChange={(e) => void update.mutateAsync({ assignee: e.target.value || null }).then(() => notifySuccess(TICKET_MESSAGES.updated))}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">Unassigned</MenuItem>
        {ticket.assignee && !assignees.data?.some((a) => a.slug === ticket.assignee?.slug) ? (
          <MenuItem value={ticket.assignee.slug}>{ticket.assignee.name}</MenuItem>
        ) : null}
        {(assignees.data ?? []).map((a) => (
          <MenuItem key={a.slug} value={a.slug}>
            {a.name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

function Conversation({ ticket }: { ticket: TicketDetail }) {
  return (
    <Stack spacing={1} component="ol" aria-label="Conversation" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {ticket.messages.map((m) => (
        <Paper
          key={m.id}
          component="li"
          variant="outlined"
          sx={{
            p: 1.5,
            bgcolor: m.internal ? 'rgba(237, 108, 2, 0.08)' : m.author_kind === 'staff' ? 'action.hover' : 'background.paper',
            borderStyle: m.internal ? 'dashed' : 'solid',
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5, flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="subtitle2" component="span">
              {m.author}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {m.author_kind === 'member' ? 'Member' : 'Staff'} · <DateText value={m.created_at} time />
            </Typography>
            {m.internal ? <Chip size="small" color="warning" label="Internal note" /> : null}
          </Stack>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {m.body}
          </Typography>
        </Paper>
      ))}
    </Stack>
  );
}

function ReplyBox({ ticket }: { ticket: TicketDetail }) {
  const reply = useReplyTicket(ticket.slug);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string>();
  const closed = ticket.status === 'closed';
  const send = async (status?: TicketStatus) => {
    if (!body.trim()) {
      setError(TICKET_MESSAGES.bodyRequired);
      return;
    }
    setError(undefined);
    await reply.mutateAsync({ body, internal: internal || closed, ...(status ? { status } : {}) });
    setBody('');
    notifySuccess(internal || closed ? TICKET_MESSAGES.noteAdded : TICKET_MESSAGES.replySent);
  };
  return (
    <Box component="form" aria-label="Reply" onSubmit={(e) => (e.preventDefault(), void send())}>
      <TextField
        label={internal || closed ? 'Internal note' : 'Reply to the member'}
        multiline
        minRows={3}
        fullWidth
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={Boolean(error)}
        helperText={error ?? (internal || closed ? 'Only staff see internal notes' : 'The member gets it by e-mail and in the portal')}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <FormControlLabel
          control={<Switch checked={internal || closed} disabled={closed} onChange={(e) => setInternal(e.target.checked)} />}
          label="Internal note"
        />
        <Box sx={{ flexGrow: 1 }} />
        {!internal && !closed && ticket.transitions.includes('waiting_on_member') ? (
          <Button disabled={reply.isPending} onClick={() => void send('waiting_on_member')}>
            Send and wait on member
          </Button>
        ) : null}
        {!internal && !closed && ticket.transitions.includes('resolved') ? (
          <Button disabled={reply.isPending} onClick={() => void send('resolved')}>
            Send and resolve
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={reply.isPending}>
          {internal || closed ? 'Add note' : 'Send reply'}
        </Button>
      </Stack>
    </Box>
  );
}

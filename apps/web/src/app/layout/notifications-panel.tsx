import { NOTIFICATIONS_MESSAGES, notificationsLabel, type NotificationKind } from '@clubspace/contract';
import EventSeat from '@mui/icons-material/EventSeat';
import GroupAdd from '@mui/icons-material/GroupAdd';
import Notifications from '@mui/icons-material/Notifications';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import Restaurant from '@mui/icons-material/Restaurant';
import Schedule from '@mui/icons-material/Schedule';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { notificationsQuery } from './notifications-api';

const ICONS: Record<NotificationKind, ReactNode> = {
  invoices_overdue: <ReceiptLong />,
  bookings_without_desk: <EventSeat />,
  orders_pending: <Restaurant />,
  memberships_ending: <Schedule />,
  portal_requests: <GroupAdd />,
  // Help-desk tickets (issue 28) reuse the bell's icons: the shell's first chunk stays within its budget.
  tickets_open: <Notifications />,
  tickets_overdue: <Schedule />,
};

/**
 * The top bar's bell: its badge is the number of things waiting (docs/decisions.md), and it opens a panel of those
 * things, each linking to the list that shows them. Only items the staff member's sections open are sent.
 */
export function NotificationsBell() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notifications = useQuery(notificationsQuery);
  const count = notifications.data?.count ?? 0;
  const items = notifications.data?.items ?? [];
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={notificationsLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={Boolean(anchor)}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          void notifications.refetch();
        }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          <Notifications />
        </Badge>
      </IconButton>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': NOTIFICATIONS_MESSAGES.heading, sx: { width: 340, maxWidth: 'calc(100vw - 32px)' } } as object,
        }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 700 }}>
          {NOTIFICATIONS_MESSAGES.heading}
        </Typography>
        {notifications.isError && !notifications.data ? (
          <Typography role="alert" color="error" variant="body2" sx={{ px: 2, pb: 2 }}>
            {NOTIFICATIONS_MESSAGES.failed}
          </Typography>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" variant="body2" sx={{ px: 2, pb: 2 }}>
            {notifications.isPending ? 'Loading…' : NOTIFICATIONS_MESSAGES.empty}
          </Typography>
        ) : (
          <List dense aria-label={NOTIFICATIONS_MESSAGES.heading}>
            {items.map((item) => (
              <ListItemButton key={item.kind} component={RouterLink} to={item.link} onClick={close}>
                <ListItemIcon sx={{ minWidth: 40 }}>{ICONS[item.kind]}</ListItemIcon>
                <ListItemText primary={item.title} />
              </ListItemButton>
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}

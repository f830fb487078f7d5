import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface PortalInviteSummary {
  detail: string;
  invited: string[];
  skipped: { member: string; reason: string }[];
}

/** The bulk invitation's answer: how many were sent, and who was skipped with the server's reason. */
export function PortalInviteResultDialog({
  result,
  names,
  onClose,
}: {
  result: PortalInviteSummary | null;
  names: ReadonlyMap<string, string>;
  onClose: () => void;
}) {
  const titleId = useId();
  const nameOf = (slug: string) => names.get(slug) ?? slug;
  return (
    <Dialog open={result !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Portal invitations</DialogTitle>
      {result && (
        <DialogContent>
          <Typography role="status" sx={{ mb: 1 }}>
            {result.detail}
            {result.skipped.length > 0 && `, ${result.skipped.length} skipped`}
          </Typography>
          {result.invited.length > 0 && (
            <>
              <Typography variant="subtitle2">Invited</Typography>
              <List dense aria-label="Invited">
                {result.invited.map((slug) => (
                  <ListItem key={slug}>
                    <ListItemText primary={nameOf(slug)} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
          {result.skipped.length > 0 && (
            <>
              <Typography variant="subtitle2">Skipped</Typography>
              <List dense aria-label="Skipped">
                {result.skipped.map((s) => (
                  <ListItem key={s.member}>
                    <ListItemText primary={nameOf(s.member)} secondary={s.reason} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

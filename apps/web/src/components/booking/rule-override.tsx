import { BOOKING_RULE_CODE, BOOKING_RULE_MESSAGES } from '@clubspace/contract';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';

/** The words of an overridable booking-rule refusal (400, code booking_rule), or null for any other error. */
export function ruleViolations(err: unknown): string[] | null {
  if (!(err instanceof ApiError) || err.status !== 400 || err.code !== BOOKING_RULE_CODE) return null;
  const body = err.body as { overridable?: boolean; violations?: { message: string }[] } | null;
  if (!body?.overridable) return null;
  const messages = (body.violations ?? []).map((v) => v.message);
  return messages.length ? messages : [err.message];
}

/**
 * Staff 'Book anyway' for booking rules: `withOverride(send)` sends once; when the server refuses with overridable
 * rules it asks (listing the rules in words) and, on 'Book anyway', sends again with override_rules. A declined
 * confirmation rethrows the refusal, so the form shows the rules' messages. Render `dialog` once.
 */
export function useRuleOverride(): { withOverride: <T>(send: (override: boolean) => Promise<T>) => Promise<T>; dialog: ReactNode } {
  const [asking, setAsking] = useState<string[] | null>(null);
  const answer = useRef<(ok: boolean) => void>(() => undefined);
  const titleId = useId();

  const withOverride = useCallback(async <T,>(send: (override: boolean) => Promise<T>): Promise<T> => {
    try {
      return await send(false);
    } catch (err) {
      const messages = ruleViolations(err);
      if (!messages) throw err;
      const ok = await new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsking(messages);
      });
      setAsking(null);
      if (!ok) throw err;
      return send(true);
    }
  }, []);

  const dialog = (
    <Dialog open={Boolean(asking)} onClose={() => answer.current(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Booking rules</DialogTitle>
      <DialogContent>
        <DialogContentText>{BOOKING_RULE_MESSAGES.overrideConfirm}</DialogContentText>
        <List dense aria-label="Broken booking rules">
          {(asking ?? []).map((m) => (
            <ListItem key={m} sx={{ display: 'list-item', listStyleType: 'disc', ml: 2 }}>
              {m}
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer.current(false)} autoFocus>
          Cancel
        </Button>
        <Button variant="contained" color="warning" onClick={() => answer.current(true)}>
          {BOOKING_RULE_MESSAGES.bookAnyway}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { withOverride, dialog };
}

/** The body as sent the second time: with override_rules when staff chose 'Book anyway'. */
export const overriding = <B extends object>(body: B, override: boolean): B => (override ? { ...body, override_rules: true } : body);

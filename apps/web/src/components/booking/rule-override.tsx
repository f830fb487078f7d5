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

/** The override dialog's words: its title, the question above the rules, the rules list's name and the confirming button. */
export interface OverrideWords {
  title: string;
  confirm: string;
  list: string;
  action: string;
}

const BOOKING_WORDS: OverrideWords = {
  title: 'Booking rules',
  confirm: BOOKING_RULE_MESSAGES.overrideConfirm,
  list: 'Broken booking rules',
  action: BOOKING_RULE_MESSAGES.bookAnyway,
};

/**
 * Staff 'Book anyway' for booking rules: `withOverride(send)` sends once; when the server refuses with overridable
 * rules it asks (listing the rules in words) and, on 'Book anyway', sends again with override_rules. A declined
 * confirmation rethrows the refusal, so the form shows the rules' messages. Render `dialog` once. A sale to an inactive
 * member asks the same way in its own `words` ('Sell anyway').
 */
export function useRuleOverride(words: OverrideWords = BOOKING_WORDS): {
  withOverride: <T>(send: (override: boolean) => Promise<T>) => Promise<T>;
  dialog: ReactNode;
} {
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
      <DialogTitle id={titleId}>{words.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{words.confirm}</DialogContentText>
        <List dense aria-label={words.list}>
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
          {words.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return { withOverride, dialog };
}

/** The body as sent the second time: with override_rules when staff chose 'Book anyway' (or 'Sell anyway'). */
export const overriding = <B extends object>(body: B, override: boolean): B => (override ? { ...body, override_rules: true } : body);

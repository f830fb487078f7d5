import { ON_HOLD_LABEL, onHoldTitle } from '@clubspace/contract';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { holdsQuery } from '../api/dunning-api';

/**
 * "On hold" on a team (or a member of it) with an invoice more than the chasing settings' days overdue: the portal
 * refuses their new bookings until it is paid. Nothing while the holds load or when the team is not on hold.
 */
export function OnHoldBadge({ team }: { team: string | null | undefined }) {
  const holds = useQuery({ ...holdsQuery(), enabled: !!team });
  const hold = team ? holds.data?.results.find((h) => h.team === team) : undefined;
  if (!hold) return null;
  return (
    <Tooltip title={onHoldTitle(hold)}>
      <Chip size="small" color="error" label={ON_HOLD_LABEL} data-testid="on-hold" aria-label={onHoldTitle(hold)} />
    </Tooltip>
  );
}

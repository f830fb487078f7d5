import { SESSION_IDLE_HOURS } from '@clubspace/contract';
import { SessionsCard } from '../../../components/sessions-card';
import { useEndPortalSessions, usePortalSessions } from '../api/portal-sessions-queries';

/** The portal profile's Active sessions card: the member's own portal logins at this workspace. */
export function PortalSessionsCard({ ws }: { ws: string }) {
  const sessions = usePortalSessions(ws);
  const end = useEndPortalSessions(ws);
  return (
    <SessionsCard
      sessions={sessions.data?.sessions}
      onEnd={(id) => end.mutate(id)}
      onEndOthers={() => end.mutate(undefined)}
      busy={end.isPending}
      done={end.data?.detail}
      problem={end.error?.message ?? sessions.error?.message}
      idleHours={SESSION_IDLE_HOURS.portal}
    />
  );
}

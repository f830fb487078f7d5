import { SESSION_IDLE_HOURS } from '@clubspace/contract';
import { SessionsCard } from '../../../components/sessions-card';
import { useEndMySessions, useMySessions } from '../api/sessions-api';

/** The staff profile's Active sessions card: the user's own back-office logins. */
export function MySessionsCard() {
  const sessions = useMySessions();
  const end = useEndMySessions();
  return (
    <SessionsCard
      sessions={sessions.data?.sessions}
      onEnd={(id) => end.mutate(id)}
      onEndOthers={() => end.mutate(undefined)}
      busy={end.isPending}
      done={end.data?.detail}
      problem={end.error?.message ?? sessions.error?.message}
      idleHours={SESSION_IDLE_HOURS.staff}
    />
  );
}

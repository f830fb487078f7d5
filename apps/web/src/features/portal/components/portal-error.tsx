import Alert from '@mui/material/Alert';
import { errorWords } from './portal-words';

/** A server refusal shown in its words (role=alert, so screen readers hear it at once). */
export function PortalError({ error }: { error: unknown }) {
  const words = errorWords(error);
  if (!words.length) return null;
  return (
    <Alert severity="error" role="alert">
      {words.map((w) => (
        <div key={w}>{w}</div>
      ))}
    </Alert>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouteError } from 'react-router';

/** Last resort for a render error or a chunk that failed to load (e.g. after a deploy replaced it). */
export function RouteError() {
  const error = useRouteError() as Error | undefined;
  return (
    <Box component="main" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {error?.message ?? 'The page could not be shown.'}
      </Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Box>
  );
}

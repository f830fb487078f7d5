import { SESSION_MESSAGES } from '@clubspace/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export default function NotFoundPage() {
  return (
    <Box component="main" sx={{ p: 6, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {SESSION_MESSAGES.notFound}
      </Typography>
      <Link component={RouterLink} to="/">
        Back home
      </Link>
    </Box>
  );
}

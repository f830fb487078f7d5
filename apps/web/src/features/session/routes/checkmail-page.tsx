import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { AuthFrame } from '../components/auth-frame';

export default function CheckmailPage() {
  return (
    <AuthFrame title="Almost there!">
      <Typography sx={{ mb: 3 }}>We have sent you a welcome e-mail. Please follow the validation link in it to activate your account.</Typography>
      <Button component={RouterLink} to="/login" variant="contained" fullWidth>
        I have validated my account
      </Button>
    </AuthFrame>
  );
}

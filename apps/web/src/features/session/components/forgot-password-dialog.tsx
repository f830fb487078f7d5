import { SESSION_MESSAGES } from '@clubspace/contract';
import { forgotPassword, resendValidation } from '../api/session-api';
import { EmailLinkDialog } from './email-link-dialog';

interface Props {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
}

/** The seed's placeholder dialog made real: it sends the reset e-mail (docs/decisions.md). */
export function ForgotPasswordDialog(props: Props) {
  return (
    <EmailLinkDialog
      {...props}
      title="Forgot password?"
      hint="We will send you a link to choose a new password."
      send={forgotPassword}
      sentMessage={SESSION_MESSAGES.resetSent}
    />
  );
}

/** A new validation link for an account whose welcome e-mail was lost or expired (the server throttles it). */
export function ResendValidationDialog(props: Props) {
  return (
    <EmailLinkDialog
      {...props}
      title="Resend validation e-mail"
      hint="We will send a new link to validate your account."
      send={resendValidation}
      sentMessage={SESSION_MESSAGES.validationResent}
    />
  );
}

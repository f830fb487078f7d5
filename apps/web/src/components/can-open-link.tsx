import Button, { type ButtonProps } from '@mui/material/Button';
import Link, { type LinkProps } from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCanOpen } from './use-can-open';

/**
 * A link when the user can open `to`; otherwise `fallback`, by default its text alone (a name still reads, nothing
 * bounces). Pass `fallback={null}` for links that are only a way somewhere ('View payments').
 */
export function CanOpenLink({
  to,
  children,
  fallback,
  ...rest
}: { to: string; children: ReactNode; fallback?: ReactNode } & Omit<LinkProps, 'href'>) {
  const allowed = useCanOpen(to);
  if (!allowed) return <>{fallback === undefined ? children : fallback}</>;
  return (
    <Link component={RouterLink} to={to} {...rest}>
      {children}
    </Link>
  );
}

/** A button-styled link ('View All', 'View payments') shown only to users who can open `to`. */
export function CanOpenButton({
  to,
  children,
  ...rest
}: { to: string; children: ReactNode } & Omit<ButtonProps<typeof RouterLink>, 'to' | 'component'>) {
  const allowed = useCanOpen(to);
  if (!allowed) return null;
  return (
    <Button component={RouterLink} to={to} {...rest}>
      {children}
    </Button>
  );
}

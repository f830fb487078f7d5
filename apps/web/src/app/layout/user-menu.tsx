import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Suspense, lazy, useId, useState } from 'react';

// Loaded on first use: the form kit stays out of the frame's own chunk.
const ChangePasswordDialog = lazy(() =>
  import('../../features/users/components/change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog })),
);
const TwoFactorDialog = lazy(() => import('../../features/users/components/two-factor-dialog').then((m) => ({ default: m.TwoFactorDialog })));

/**
 * The signed-in person's name in the top bar opens their own menu. Change password lives here as well as on the
 * Profile tab, since a staff member without the Account section never sees that tab but still owns a password.
 */
export function UserMenu({ userName }: { userName: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [changing, setChanging] = useState(false);
  const [twoFactor, setTwoFactor] = useState(false);
  const menuId = useId();
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircle />}
        aria-label={userName ? `${userName}: my account` : 'My account'}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ textTransform: 'none', minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {userName}
        </Box>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setChanging(true);
          }}
        >
          Change password
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setTwoFactor(true);
          }}
        >
          Two-factor login
        </MenuItem>
      </Menu>
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog open onClose={() => setChanging(false)} />
        </Suspense>
      )}
      {twoFactor && (
        <Suspense fallback={null}>
          <TwoFactorDialog onClose={() => setTwoFactor(false)} />
        </Suspense>
      )}
    </>
  );
}

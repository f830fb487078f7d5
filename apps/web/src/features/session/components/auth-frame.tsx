import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useBranding } from '../../../lib/branding';

/** The public pages' frame: branding logo (or name) and login image when the operator has them. */
export function AuthFrame({ title, children, wide }: { title: string; children: ReactNode; wide?: boolean }) {
  const branding = useBranding();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'grey.100' }}>
      {branding.login_image && (
        <Box
          data-testid="login-image"
          role="img"
          aria-label={`${branding.name ?? 'Login'} image`}
          sx={{
            flex: 1,
            display: { xs: 'none', md: 'block' },
            backgroundImage: `url("${branding.login_image}")`,
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
      )}
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper sx={{ p: 4, width: '100%', maxWidth: wide ? 880 : 440 }} component="main">
          {/* The operator's logo on its sub-domain; otherwise its name, or the product's, as a word mark. */}
          {branding.logo ? (
            <Box
              component="img"
              src={branding.logo}
              alt={branding.name ?? 'Logo'}
              data-testid="brand-logo"
              sx={{ maxHeight: 56, mb: 2, display: 'block' }}
            />
          ) : (
            <Typography data-testid="brand-mark" sx={{ mb: 2, fontWeight: 700, fontSize: 22, color: 'primary.main' }}>
              {branding.name ?? 'Clubspace'}
            </Typography>
          )}
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          {children}
        </Paper>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from '../../components/Logo';
import { PublicFooter } from './PublicFooter';
import { useDocumentTitle } from '../../components/useDocumentTitle';

/** Frame of the sign-in pages: a centred card and the footer. */
export function PublicLayout({
  title,
  subtitle,
  children,
  width = 440,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  width?: number;
}) {
  useDocumentTitle(title);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}>
        <Paper elevation={3} sx={{ width: '100%', maxWidth: width, p: { xs: 3, sm: 4 } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
            <Logo />
          </Box>
          <Typography variant="h5" component="h1" align="center" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 1 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </Paper>
      </Box>
      <PublicFooter />
    </Box>
  );
}

import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/translate';

interface Props {
  children: ReactNode;
  /** Where the browser goes after an uncaught rendering error. */
  redirectTo?: string;
  redirectDelayMs?: number;
}

/** Any uncaught rendering error: a short notice, then the browser goes to /dashboard. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };
  private timer: ReturnType<typeof setTimeout> | undefined;

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
    const { redirectTo = '/dashboard', redirectDelayMs = 3000 } = this.props;
    this.timer = setTimeout(() => window.location.assign(redirectTo), redirectDelayMs);
  }

  componentWillUnmount() {
    clearTimeout(this.timer);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box role="alert" sx={{ p: 6, textAlign: 'center' }}>
        <Typography variant="h5" gutterBottom>
          {t('generic.somethingWentWrong')}
        </Typography>
        <Typography color="text.secondary" gutterBottom>
          {t('generic.redirecting')}
        </Typography>
        <CircularProgress size={24} />
      </Box>
    );
  }
}

import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { Suspense, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '../../components/ErrorBoundary';
import { ExportProgress } from '../../components/list/export/ExportProgress';
import { useIsTablet } from '../../components/useIsMobile';
import { ServerSettingsSync } from '../../resources/account/ServerSettingsSync';
import { Breadcrumbs } from './Breadcrumbs';
import { PageHeading } from './PageHeading';
import { ConsoleFooter } from './ConsoleFooter';
import { RouteTabs } from './RouteTabs';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

/** The console shell: sidebar, top bar below 900 px, breadcrumbs, page, footer, loading overlay. */
export function ConsoleLayout({ children }: { children?: ReactNode }) {
  const tablet = useIsTablet();
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Sidebar temporary={tablet} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        {tablet && <TopBar onMenu={() => setDrawerOpen(true)} />}
        <Box component="main" sx={{ flex: 1, p: { xs: 2, md: 3 } }}>
          <Breadcrumbs />
          <PageHeading />
          <RouteTabs />
          <ErrorBoundary>
            <Suspense fallback={<LinearProgress />}>{children}</Suspense>
          </ErrorBoundary>
        </Box>
        <ConsoleFooter />
      </Box>
      <ExportProgress />
      <ServerSettingsSync />
    </Box>
  );
}

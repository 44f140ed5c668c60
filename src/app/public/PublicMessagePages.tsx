import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { useLabels } from '../../i18n/translate';
import { ComingSoonPage } from './ComingSoonPage';
import { NotFoundPage } from './NotFoundPage';
import { PublicFooter } from './PublicFooter';
import { useDocumentTitle } from '../../components/useDocumentTitle';

const standalone = (Body: ComponentType, titleKey: string) =>
  function StandalonePage() {
    const t = useLabels();
    useDocumentTitle(t(titleKey));
    return (
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}>
        <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Body />
        </Box>
        <PublicFooter />
      </Box>
    );
  };

/** The generic screens as full pages outside the console. */
export const PublicNotFound = standalone(NotFoundPage, 'pages.notFoundTitle');
export const PublicComingSoon = standalone(ComingSoonPage, 'pages.comingSoonTitle');

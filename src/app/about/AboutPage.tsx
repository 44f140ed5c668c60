import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { formatTimestamp } from '../../../domain/displayFormat';
import type { RouteEntry } from '../../console/routeTable';
import { FieldGrid, ReadOnlyField } from '../../components/profile/ReadOnlyField';
import { BUILD_INFO } from './buildInfo';
import { LicenceTable } from './LicenceTable';

/**
 * about-us: what the product is, its version and build, and the licences of what it ships.
 */
export default function AboutPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <Title title={translate('about.title')} />
      <Card variant="outlined">
        <CardContent>
          <Typography variant="body1" sx={{ mb: 2, maxWidth: 900 }}>
            {translate('about.product')}
          </Typography>
          <FieldGrid>
            <ReadOnlyField
              label={translate('about.version')}
              value={<span data-testid="about-version">{BUILD_INFO.version}</span>}
            />
            <ReadOnlyField
              label={translate('about.build')}
              value={<span data-testid="about-build">{BUILD_INFO.commit}</span>}
            />
            <ReadOnlyField
              label={translate('about.builtOn')}
              value={BUILD_INFO.builtAt === 'dev' ? 'dev' : formatTimestamp(BUILD_INFO.builtAt)}
            />
          </FieldGrid>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h6" component="h2">
            {translate('about.licences')}
          </Typography>
          <Typography variant="body2">{translate('about.licencesIntro')}</Typography>
          <LicenceTable />
        </CardContent>
      </Card>
    </Stack>
  );
}

import LinearProgress from '@mui/material/LinearProgress';
import { useTranslate } from 'ra-core';
import { Suspense, type ReactNode } from 'react';
import { ErrorBlock } from '../../components/ErrorBlock';
import { DashboardCard } from './DashboardCard';

/** What a section shows while its call runs or after it failed. */
export interface SectionQuery {
  isError: boolean;
  isPending: boolean;
  refetch: () => unknown;
}

/** A titled dashboard section (a landmark named by its title): the error block, a progress bar, or its content. */
export function DashboardSection({
  title,
  query,
  children,
}: {
  title: string;
  query: SectionQuery;
  children: ReactNode;
}) {
  const translate = useTranslate();
  const loading = <LinearProgress aria-label={translate('dashboards.loading')} />;
  return (
    <DashboardCard title={title}>
      {query.isError ? (
        <ErrorBlock onReload={() => void query.refetch()} />
      ) : query.isPending ? (
        loading
      ) : (
        <Suspense fallback={loading}>{children}</Suspense>
      )}
    </DashboardCard>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { APPROVAL_LINKS, type DashboardCounts } from '../../../domain/requests/dashboards';
import { DashboardCard } from './DashboardCard';
import { DashboardNumber } from './DashboardNumber';

/** What waits for the caller's decision (partners, technicians, dealers, deletion requests), each opening its list. */
export function ApprovalNumbers({ approvals }: { approvals: DashboardCounts['approvals'] }) {
  const translate = useTranslate();
  if (approvals.length === 0) return null;
  const title = translate('dashboards.approvals.title');
  return (
    <DashboardCard title={title}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))' }}>
        {approvals.map(({ metric, count, capped }) => {
          const label = translate(`dashboards.approvals.${metric}`);
          return (
            <div key={metric}>
              <DashboardNumber count={count} capped={capped} link={APPROVAL_LINKS[metric]} label={label} />
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
            </div>
          );
        })}
      </Box>
    </DashboardCard>
  );
}

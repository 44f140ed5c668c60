import AddCardIcon from '@mui/icons-material/AddCard';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { ResourceContextProvider, usePermissions, useRefresh, useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import type { RewardLedgerRow } from '../../../domain/rewards';
import { ROLES, type Role } from '../../../domain/roles';
import type { RouteEntry } from '../../console/routeTable';
import type { ListColumn } from '../../components/list/types';
import { StatusTabList } from '../../components/list/StatusTabList';
import { useRewardFilterData } from './api';
import { holderPath, REWARD_RESOURCE, rewardListConfig } from './listConfig';
import { RewardEntryDialog } from './RewardEntryDialog';
import { RewardMatrixCard } from './RewardMatrixCard';

/** Points with their sign, so a debit reads as one. */
const cell = (column: ListColumn) =>
  column.source === 'points'
    ? (row: RewardLedgerRow) => (row.points > 0 ? `+${row.points}` : String(row.points))
    : undefined;

/**
 * reward-points: the matrix chart over the last months, then the ledger with its filter bar
 * (user, holder, type, date range), pager and export, newest first; an admin sees every holder and can credit or
 * debit with a reason, a channel partner sees its own entries and its technicians'.
 */
export default function RewardPointsPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | undefined>();
  const { data } = useRewardFilterData();
  const config = useMemo(() => rewardListConfig(data), [data]);
  const [adding, setAdding] = useState(false);
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const saved = () => {
    setAdding(false);
    void queryClient.invalidateQueries({ queryKey: [REWARD_RESOURCE] });
    refresh();
  };
  return (
    <ResourceContextProvider value={REWARD_RESOURCE}>
      {permissions === ROLES.admin && (
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 1 }}>
          <Button variant="contained" startIcon={<AddCardIcon />} onClick={() => setAdding(true)}>
            {translate('rewards.addEntry')}
          </Button>
        </Stack>
      )}
      <RewardMatrixCard />
      <StatusTabList<RewardLedgerRow>
        resource={REWARD_RESOURCE}
        tab="ledger"
        config={config}
        rowPath={holderPath}
        cell={cell}
        title={translate('rewards.title')}
      />
      {adding && <RewardEntryDialog onClose={() => setAdding(false)} onSaved={saved} />}
    </ResourceContextProvider>
  );
}

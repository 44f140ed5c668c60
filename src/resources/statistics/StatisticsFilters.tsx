import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { daysInPeriod, STATISTICS_RANGE_MAX_DAYS, type StatisticsPeriod } from '../../../domain/statistics/types';
import { FilterBar } from '../../components/FilterBar';
import { DayPicker } from '../masters/inputs/DayPicker';
import { usePublishedServices } from '../requests/list/useRequestCounts';

/** Why a period cannot be asked for (the API's own rule, said before the call), or undefined. */
function periodProblem({ fromDate, toDate }: StatisticsPeriod, translate: (key: string, options?: object) => string) {
  if (!fromDate || !toDate) return translate('ra.validation.required');
  if (fromDate > toDate) return translate('statistics.rangeBackwards');
  if (daysInPeriod(fromDate, toDate) > STATISTICS_RANGE_MAX_DAYS) return translate('statistics.rangeTooLong', { days: STATISTICS_RANGE_MAX_DAYS });
  return undefined;
}

/** The booking period (from/to days) and the services; Apply asks the reports again, Clear goes back to `initial`. */
export function StatisticsFilters({ applied, initial, onApply }: { applied: StatisticsPeriod; initial: StatisticsPeriod; onApply: (period: StatisticsPeriod) => void }) {
  const translate = useTranslate();
  const services = usePublishedServices();
  const [draft, setDraft] = useState<StatisticsPeriod>(applied);
  const problem = periodProblem(draft, translate);
  const set = (change: Partial<StatisticsPeriod>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <FilterBar
      defaultOpen
      onApply={() => problem === undefined && onApply(draft)}
      onClear={() => {
        setDraft(initial);
        onApply(initial);
      }}
    >
      <DayPicker
        label={translate('statistics.fromDate')}
        value={draft.fromDate}
        maxDay={draft.toDate}
        onChange={(day) => set({ fromDate: day ?? '' })}
        size="small"
        fullWidth
        required
      />
      <DayPicker
        label={translate('statistics.toDate')}
        value={draft.toDate}
        minDay={draft.fromDate}
        onChange={(day) => set({ toDate: day ?? '' })}
        size="small"
        fullWidth
        required
        error={problem !== undefined}
        helperText={problem}
      />
      <TextField
        select
        size="small"
        label={translate('statistics.services')}
        value={draft.serviceIds ?? []}
        onChange={(event) => set({ serviceIds: event.target.value as unknown as string[] })}
        slotProps={{
          select: {
            multiple: true,
            displayEmpty: true,
            renderValue: (selected) =>
              (selected as string[]).length
                ? (selected as string[]).map((id) => services.data?.find((s) => s.id === id)?.name ?? id).join(', ')
                : translate('statistics.allServices'),
          },
          inputLabel: { shrink: true },
        }}
      >
        {(services.data ?? []).map((service) => (
          <MenuItem key={service.id} value={service.id}>
            {service.name}
          </MenuItem>
        ))}
      </TextField>
    </FilterBar>
  );
}

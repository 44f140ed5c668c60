import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { DISPLAY_DATE_FORMAT } from '../../../domain/constants';
import { dayFormatMessage, UNREADABLE_DAY } from '../../../domain/masters/days';
import { daysInPeriod, STATISTICS_RANGE_MAX_DAYS, type StatisticsPeriod } from '../../../domain/statistics/types';
import { FilterBar } from '../../components/list/FilterBar';
import { DayPicker } from '../../components/dayPicker/DayPicker';
import { usePublishedServices } from '../../dataProvider/publishedServices';

type Translate = (key: string, options?: object) => string;

/** What the person typed into one end of the period, when it is not a day. */
function dayProblem(day: string, label: string, translate: Translate) {
  if (!day) return translate('ra.validation.required');
  if (day === UNREADABLE_DAY) return translate(dayFormatMessage(label, DISPLAY_DATE_FORMAT));
  return undefined;
}

/** Why a period cannot be asked for (the API's own rule, said before the call) at the field it is about, or nothing. */
function periodProblems(
  { fromDate, toDate }: StatisticsPeriod,
  translate: Translate,
): { fromDate?: string; toDate?: string } {
  const problems = {
    fromDate: dayProblem(fromDate, translate('statistics.fromDate'), translate),
    toDate: dayProblem(toDate, translate('statistics.toDate'), translate),
  };
  if (problems.fromDate || problems.toDate) return problems;
  if (fromDate > toDate) return { toDate: translate('statistics.rangeBackwards') };
  if (daysInPeriod(fromDate, toDate) > STATISTICS_RANGE_MAX_DAYS)
    return { toDate: translate('statistics.rangeTooLong', { days: STATISTICS_RANGE_MAX_DAYS }) };
  return {};
}

/** The booking period (from/to days) and the services; Apply asks the reports again, Clear goes back to `initial`. */
export function StatisticsFilters({
  applied,
  initial,
  onApply,
}: {
  applied: StatisticsPeriod;
  initial: StatisticsPeriod;
  onApply: (period: StatisticsPeriod) => void;
}) {
  const translate = useTranslate();
  const services = usePublishedServices();
  const [draft, setDraft] = useState<StatisticsPeriod>(applied);
  const problems = periodProblems(draft, translate);
  const set = (change: Partial<StatisticsPeriod>) => setDraft((current) => ({ ...current, ...change }));
  return (
    <FilterBar
      defaultOpen
      onApply={() => !problems.fromDate && !problems.toDate && onApply(draft)}
      onClear={() => {
        setDraft(initial);
        onApply(initial);
      }}
    >
      <DayPicker
        label={translate('statistics.fromDate')}
        value={draft.fromDate}
        maxDay={draft.toDate}
        onChange={(day) => set({ fromDate: day })}
        size="small"
        fullWidth
        required
        error={problems.fromDate !== undefined}
        helperText={problems.fromDate}
      />
      <DayPicker
        label={translate('statistics.toDate')}
        value={draft.toDate}
        minDay={draft.fromDate}
        onChange={(day) => set({ toDate: day })}
        size="small"
        fullWidth
        required
        error={problems.toDate !== undefined}
        helperText={problems.toDate}
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

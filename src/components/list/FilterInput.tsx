import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate, useTranslateLabel } from 'ra-core';
import { DISPLAY_DATE_FORMAT } from '../../../domain/constants';
import { dayFormatMessage, UNREADABLE_DAY } from '../../../domain/masters/days';
import type { ListFilter } from './types';
import { DistinctFilterInput } from './DistinctFilterInput';
import { DayPicker } from '../dayPicker/DayPicker';
import { ReferenceSelect } from '../reference/ReferenceSelect';

interface Props {
  resource: string;
  filter: ListFilter;
  values: Record<string, unknown>;
  onChange: (value: unknown) => void;
  onEnter: () => void;
}

/** One filter input of a list, by its input type. */
export function FilterInput({ resource, filter, values, onChange, onEnter }: Props) {
  const translate = useTranslate();
  const label = String(useTranslateLabel()({ source: filter.source, resource }));
  const value = values[filter.source];
  const choiceLabel = (choice: string | number) =>
    filter.choiceLabels?.[choice] ?? translate(`statuses.${choice}`, { _: String(choice) });
  const bound = (source: string | undefined) =>
    source && typeof values[source] === 'string' ? (values[source] as string) : undefined;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') onEnter();
  };
  switch (filter.input) {
    case 'distinct':
      return (
        <DistinctFilterInput resource={resource} filter={filter} label={label} values={values} onChange={onChange} />
      );
    case 'reference':
      return (
        <ReferenceSelect
          reference={filter.reference!}
          label={label}
          value={typeof value === 'string' ? value : undefined}
          onChange={onChange}
        />
      );
    case 'boolean':
      return (
        <TextField
          select
          size="small"
          label={label}
          value={typeof value === 'boolean' ? String(value) : ''}
          onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value === 'true')}
        >
          <MenuItem value="">
            <em>—</em>
          </MenuItem>
          <MenuItem value="true">{translate('ra.boolean.true')}</MenuItem>
          <MenuItem value="false">{translate('ra.boolean.false')}</MenuItem>
        </TextField>
      );
    case 'select':
      return (
        <TextField
          select
          size="small"
          label={label}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
        >
          <MenuItem value="">
            <em>—</em>
          </MenuItem>
          {(filter.choices ?? []).map((choice) => (
            <MenuItem key={choice} value={choice}>
              {choiceLabel(choice)}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'multiSelect':
      return (
        <Autocomplete
          multiple
          size="small"
          options={(filter.choices ?? []).map(String)}
          value={Array.isArray(value) ? (value as string[]) : []}
          getOptionLabel={choiceLabel}
          onChange={(_, next) => onChange(next)}
          renderInput={(params) => <TextField {...params} label={label} />}
        />
      );
    case 'date':
      // A from/till pair limits each other.
      return (
        <DayFilter
          label={label}
          value={value}
          onChange={onChange}
          minDay={bound(filter.notBefore)}
          maxDay={bound(filter.notAfter)}
        />
      );
    case 'number':
      return (
        <TextField
          size="small"
          label={label}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '') || undefined)}
          onKeyDown={onKeyDown}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      );
    default:
      return (
        <TextField
          size="small"
          label={label}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
        />
      );
  }
}

/**
 * A date filter: a day it cannot read stays in the draft as UNREADABLE_DAY, which says so under the field and is never
 * applied.
 */
function DayFilter({
  label,
  value,
  onChange,
  minDay,
  maxDay,
}: {
  label: string;
  value: unknown;
  onChange: (value: unknown) => void;
  minDay?: string;
  maxDay?: string;
}) {
  const translate = useTranslate();
  const unreadable = value === UNREADABLE_DAY;
  return (
    <DayPicker
      size="small"
      label={label}
      value={value}
      onChange={(day) => onChange(day || undefined)}
      minDay={minDay}
      maxDay={maxDay}
      error={unreadable}
      helperText={unreadable ? translate(dayFormatMessage(label, DISPLAY_DATE_FORMAT)) : undefined}
    />
  );
}

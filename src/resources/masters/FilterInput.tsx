import Autocomplete from '@mui/material/Autocomplete';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate, useTranslateLabel } from 'ra-core';
import type { MasterFilter } from './config/types';
import { DistinctFilterInput } from './DistinctFilterInput';

interface Props {
  resource: string;
  filter: MasterFilter;
  values: Record<string, unknown>;
  onChange: (value: unknown) => void;
  onEnter: () => void;
}

/** One filter input of a master, by its input type (spec 000 §5.9). */
export function FilterInput({ resource, filter, values, onChange, onEnter }: Props) {
  const translate = useTranslate();
  const label = String(useTranslateLabel()({ source: filter.source, resource }));
  const value = values[filter.source];
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') onEnter();
  };
  switch (filter.input) {
    case 'distinct':
      return <DistinctFilterInput resource={resource} filter={filter} label={label} values={values} onChange={onChange} />;
    case 'select':
      return (
        <TextField select size="small" label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value || undefined)}>
          <MenuItem value="">
            <em>—</em>
          </MenuItem>
          {(filter.choices ?? []).map((choice) => (
            <MenuItem key={choice} value={choice}>
              {translate(`statuses.${choice}`, { _: choice })}
            </MenuItem>
          ))}
        </TextField>
      );
    case 'multiSelect':
      return (
        <Autocomplete
          multiple
          size="small"
          options={[...(filter.choices ?? [])]}
          value={Array.isArray(value) ? (value as string[]) : []}
          onChange={(_, next) => onChange(next)}
          renderInput={(params) => <TextField {...params} label={label} />}
        />
      );
    case 'date':
      return (
        <TextField
          type="date"
          size="small"
          label={label}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
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
      return <TextField size="small" label={label} value={value ?? ''} onChange={(event) => onChange(event.target.value)} onKeyDown={onKeyDown} />;
  }
}

import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { ListFilter } from './types';
import { useDistinctValues } from './useDistinctValues';

interface Props {
  resource: string;
  filter: ListFilter;
  label: string;
  values: Record<string, unknown>;
  onChange: (value: string | undefined) => void;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** A select whose options come from the server, enabled once the filters it depends on are chosen. */
export function DistinctFilterInput({ resource, filter, label, values, onChange }: Props) {
  const parents = Object.fromEntries((filter.dependsOn ?? []).map((source) => [source, text(values[source])]));
  const ready = Object.values(parents).every((value) => value !== undefined);
  const { data = [], isFetching } = useDistinctValues(resource, filter.source, parents, ready);
  return (
    <Autocomplete
      size="small"
      options={data.map(String)}
      value={text(values[filter.source]) ?? null}
      onChange={(_, value) => onChange(value ?? undefined)}
      disabled={!ready}
      loading={isFetching}
      ListboxProps={{ style: { maxHeight: 300 } }}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

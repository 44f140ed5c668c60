import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useInput, useResourceContext } from 'ra-core';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { MasterField } from '../config/types';
import { useDistinctValues } from '../../../components/list/useDistinctValues';
import { useFieldLabel } from './useFieldLabel';

/**
 * Free text offering the values the server already has, narrowed by the fields it depends on; a parent change clears
 * it.
 */
export function DistinctInput({ field }: { field: MasterField }) {
  const resource = useResourceContext()!;
  const { field: input, fieldState } = useInput({
    source: field.source,
    defaultValue: field.defaultValue ?? '',
    isRequired: field.required,
  });
  const label = useFieldLabel(field.source);
  const dependsOn = field.dependsOn ?? [];
  const parentValues = useWatch({ name: [...dependsOn] }) as (string | undefined)[];
  const parents = Object.fromEntries(dependsOn.map((source, i) => [source, parentValues[i] || undefined]));
  const ready = Object.values(parents).every((value) => value !== undefined);
  const { data = [] } = useDistinctValues(resource, field.source, parents, ready);
  const key = JSON.stringify(parents);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current !== key && input.value) input.onChange('');
    previous.current = key;
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <Autocomplete
      freeSolo
      fullWidth
      options={data.map(String)}
      value={input.value ?? ''}
      inputValue={input.value ?? ''}
      onInputChange={(_, text) => input.onChange(text)}
      disabled={!ready}
      slotProps={{ listbox: { style: { maxHeight: 300 } } }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={field.required}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? ' '}
          onBlur={input.onBlur}
        />
      )}
    />
  );
}

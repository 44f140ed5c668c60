import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useInput } from 'ra-core';
import type { MasterField } from '../config/types';
import { useFieldLabel } from './useFieldLabel';

const errorText = (error: unknown): string | undefined => {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  // An array field's errors are per item: show the first.
  return Object.values(error).map(errorText).find(Boolean);
};

/** Several short texts typed one after another (a product's types): Enter adds a chip. */
export function TagsInput({ field }: { field: MasterField }) {
  const { field: input, fieldState } = useInput({
    source: field.source,
    defaultValue: field.defaultValue ?? [],
    isRequired: field.required,
  });
  const label = useFieldLabel(field.source);
  const value: string[] = Array.isArray(input.value) ? input.value : [];
  return (
    <Autocomplete
      multiple
      freeSolo
      fullWidth
      options={[]}
      value={value}
      onChange={(_, next) => input.onChange(next.map((item) => String(item).trim()).filter(Boolean))}
      renderValue={(items, getItemProps) =>
        items.map((item, index) => <Chip {...getItemProps({ index })} key={item} label={item} size="small" />)
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={field.required}
          error={fieldState.invalid}
          helperText={errorText(fieldState.error) ?? ' '}
        />
      )}
    />
  );
}

import TextField from '@mui/material/TextField';
import { useInput } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { MasterField } from '../config/types';
import { useFieldLabel } from './useFieldLabel';

/** A calendar day kept as yyyy-MM-dd; a from/till pair limits each other through min and max. */
export function DateInput({ field }: { field: MasterField }) {
  const { field: input, fieldState } = useInput({ source: field.source, defaultValue: field.defaultValue ?? '' });
  const label = useFieldLabel(field.source);
  const [notAfter, notBefore] = useWatch({ name: [field.notAfter ?? '__none', field.notBefore ?? '__none'] }) as (string | undefined)[];
  return (
    <TextField
      type="date"
      fullWidth
      label={label}
      name={input.name}
      value={input.value ?? ''}
      onChange={(event) => input.onChange(event.target.value)}
      onBlur={input.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? ' '}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: field.notBefore ? notBefore || undefined : undefined, max: field.notAfter ? notAfter || undefined : undefined } }}
    />
  );
}

import { useInput } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { MasterField } from '../config/types';
import { DayPicker } from '../../../components/dayPicker/DayPicker';
import { useFieldLabel } from './useFieldLabel';

/** A calendar day kept as yyyy-MM-dd, shown dd/MM/yyyy; a from/till pair limits each other. */
export function DateInput({ field }: { field: MasterField }) {
  const { field: input, fieldState } = useInput({
    source: field.source,
    defaultValue: field.defaultValue ?? '',
    isRequired: field.required,
  });
  const label = useFieldLabel(field.source);
  const [notAfter, notBefore] = useWatch({ name: [field.notAfter ?? '__none', field.notBefore ?? '__none'] }) as (
    string | undefined
  )[];
  return (
    <DayPicker
      fullWidth
      label={label}
      required={field.required}
      name={input.name}
      value={input.value}
      onChange={input.onChange}
      onBlur={input.onBlur}
      error={fieldState.invalid}
      helperText={fieldState.error?.message ?? ' '}
      minDay={field.notBefore ? notBefore : undefined}
      maxDay={field.notAfter ? notAfter : undefined}
    />
  );
}

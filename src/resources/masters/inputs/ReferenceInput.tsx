import { useInput, useTranslate } from 'ra-core';
import { useWatch } from 'react-hook-form';
import type { MasterField } from '../config/types';
import { ReferenceSelect } from '../../../components/reference/ReferenceSelect';
import { useFieldLabel } from './useFieldLabel';

/** A form field holding the id of another master's record, narrowed by other fields of the form. */
export function ReferenceInput({ field, disabled }: { field: MasterField; disabled?: boolean }) {
  const reference = field.reference!;
  const { field: input, fieldState } = useInput({
    source: field.source,
    defaultValue: field.defaultValue ?? null,
    isRequired: field.required,
  });
  const translate = useTranslate();
  const label = useFieldLabel(field.source);
  const filterSources = Object.values(reference.filterBy ?? {});
  const filterValues = useWatch({ name: filterSources });
  const narrowing = reference.filterBy
    ? Object.fromEntries(
        Object.keys(reference.filterBy).map((property, i) => [property, (filterValues as unknown[])[i] || undefined]),
      )
    : undefined;
  const message = fieldState.error?.message;
  return (
    <ReferenceSelect
      reference={reference}
      label={label}
      required={field.required}
      value={input.value || undefined}
      onChange={(value) => input.onChange(value ?? null)}
      narrowing={narrowing}
      disabled={disabled}
      error={fieldState.invalid}
      helperText={message ? translate(message, { _: message }) : ' '}
      size="medium"
      fullWidth
    />
  );
}

import { Controller, type Control, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { DayPicker } from './DayPicker';
import type { DayPickerProps } from './DayPickerField';

type FormDayPickerProps<T extends FieldValues> = Omit<
  DayPickerProps,
  'value' | 'onChange' | 'onBlur' | 'name' | 'error' | 'helperText' | 'size' | 'fullWidth'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  rules?: UseControllerProps<T>['rules'];
  /** Shown when the field has no message of its own (a note about a valid value). */
  note?: string;
  /** Marks the field as wrong although its value passed (the note says why). */
  flagged?: boolean;
};

/**
 * A day field of a react-hook-form dialog: the form's value, its field message under it, small and full width as the
 * dialogs' fields are.
 */
export function FormDayPicker<T extends FieldValues>({
  control,
  name,
  rules,
  note,
  flagged = false,
  ...picker
}: FormDayPickerProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      rules={rules}
      render={({ field, fieldState }) => (
        <DayPicker
          {...picker}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          size="small"
          fullWidth
          error={fieldState.invalid || flagged}
          helperText={fieldState.error?.message ?? note ?? ' '}
        />
      )}
    />
  );
}

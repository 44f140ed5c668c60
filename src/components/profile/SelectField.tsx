import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';

export interface SelectOption {
  value: string;
  label: string;
}

interface Props<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly (string | SelectOption)[];
  required?: boolean;
  disabled?: boolean;
  /** Cap on the menu's height in px (the pincode area menu: 300, spec 000 §9). */
  menuMaxHeight?: number;
  size?: 'small' | 'medium';
  /** The options are fixed choices (firm types, account types): each shows its label in the user's language. */
  fixedChoices?: boolean;
}

/**
 * The one select of the partner and profile forms, bound to react-hook-form; a value not among the options shows as
 * empty. Its message line is always there, so a message appearing on blur does not move the buttons under the form.
 */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  menuMaxHeight,
  size = 'small',
  fixedChoices,
}: Props<T>) {
  const choiceLabel = useChoiceLabel();
  const choices = options.map((entry): SelectOption =>
    typeof entry === 'string' ? { value: entry, label: fixedChoices ? choiceLabel(entry) : entry } : entry,
  );
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          required={required}
          size={size}
          id={field.name}
          name={field.name}
          value={choices.some((choice) => choice.value === field.value) ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          error={fieldState.invalid}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={
            menuMaxHeight
              ? { select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: menuMaxHeight } } } } } }
              : undefined
          }
        >
          {choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

import type { FieldErrors, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';

/**
 * react-hook-form registration shaped for the MUI inputs (ref on the input, message as helper text). The helper line is
 * kept even without a message: a message appearing as a field loses focus must not move the submit button away from
 * the pointer pressing it, or the click is lost and only that one field's message ever shows.
 */
export function muiField<T extends FieldValues>(
  register: UseFormRegister<T>,
  errors: FieldErrors<T>,
  name: FieldPath<T>,
) {
  const { ref, ...rest } = register(name);
  const message = errors[name]?.message;
  return {
    ...rest,
    id: name,
    inputRef: ref,
    error: Boolean(message),
    helperText: typeof message === 'string' ? message : ' ',
  };
}

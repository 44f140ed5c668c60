import type { FieldErrors, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';

/** react-hook-form registration shaped for the MUI inputs (ref on the input, message as helper text). */
export function muiField<T extends FieldValues>(register: UseFormRegister<T>, errors: FieldErrors<T>, name: FieldPath<T>) {
  const { ref, ...rest } = register(name);
  const message = errors[name]?.message;
  return {
    ...rest,
    id: name,
    inputRef: ref,
    error: Boolean(message),
    helperText: typeof message === 'string' ? message : undefined,
  };
}

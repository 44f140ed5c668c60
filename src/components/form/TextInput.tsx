import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { ReactNode, Ref } from 'react';
import { translateMessage } from '../../i18n/translate';

export interface TextInputProps extends Omit<OutlinedInputProps, 'error' | 'inputRef' | 'id' | 'label'> {
  id: string;
  label: string;
  error?: boolean;
  helperText?: string;
  inputRef?: Ref<HTMLInputElement>;
  startAdornment?: ReactNode;
}

/**
 * An outlined text input with label and message (a schema's message in the user's language); lighter than TextField for
 * the sign-in pages.
 */
export function TextInput({ id, label, error, helperText, disabled, startAdornment, ...input }: TextInputProps) {
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth margin="normal" variant="outlined" error={error} disabled={disabled}>
      <InputLabel htmlFor={id} shrink={startAdornment ? true : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={startAdornment ? true : undefined}
        startAdornment={startAdornment}
        aria-describedby={helperId}
      />
      {helperText && <FormHelperText id={helperId}>{translateMessage(helperText)}</FormHelperText>}
    </FormControl>
  );
}

import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import { useLabels } from '../../i18n/translate';
import { TextInput, type TextInputProps } from './TextInput';

/** A password input with a show/hide toggle. */
export function PasswordField(props: TextInputProps) {
  const t = useLabels();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={t('auth.showPassword')} onClick={() => setVisible(!visible)} edge="end">
            {visible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

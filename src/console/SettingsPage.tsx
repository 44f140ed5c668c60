import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useLocaleState, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { THEMES } from '../../domain/account/constants';
import { LANGUAGES, type Direction, type Language, type ThemeChoice } from '../settings/settings';
import { useSettings } from '../settings/SettingsContext';

/**
 * /dashboard/settings: theme, language, direction and pinned sidebar, kept under 'settings' and on the server
 * (ServerSettingsSync).
 */
export default function SettingsPage() {
  const translate = useTranslate();
  const { settings, update } = useSettings();
  const [, setLocale] = useLocaleState();
  const select = (
    label: string,
    value: string,
    options: readonly string[],
    optionLabel: (o: string) => string,
    onChange: (v: string) => void,
  ) => (
    <TextField
      select
      label={translate(label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
    >
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {optionLabel(option)}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Card sx={{ maxWidth: 560 }}>
      <Title title={translate('settings.title')} />
      <CardContent>
        <Stack spacing={3}>
          {select(
            'settings.theme',
            settings.theme,
            THEMES,
            (o) => translate(`settings.${o}`),
            (v) => update({ theme: v as ThemeChoice }),
          )}
          {select(
            'settings.language',
            settings.language,
            LANGUAGES,
            (o) => translate(`settings.languages.${o}`),
            (v) => {
              update({ language: v as Language });
              setLocale(v);
            },
          )}
          {select(
            'settings.direction',
            settings.direction,
            ['ltr', 'rtl'],
            (o) => translate(`settings.${o}`),
            (v) => update({ direction: v as Direction }),
          )}
          <FormControlLabel
            control={
              <Switch
                checked={settings.pinSidebar}
                onChange={(event) => update({ pinSidebar: event.target.checked })}
              />
            }
            label={translate('settings.pinSidebar')}
          />
        </Stack>
      </CardContent>
    </Card>
  );
}

import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';

/**
 * What a disabled button still waits for, named as the screen names it ('Still missing: Service Type and an appointment
 * slot'); the button points at it with aria-describedby. Nothing is shown once nothing is missing.
 */
export function StillMissing({ id, items }: { id: string; items: readonly string[] }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (items.length === 0) return null;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' }).format(items);
  return (
    <Typography id={id} variant="body2" color="text.secondary">
      {translate('generic.stillMissing', { items: list })}
    </Typography>
  );
}

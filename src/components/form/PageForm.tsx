import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import { useTranslate } from 'ra-core';
import type { FormEvent, ReactNode } from 'react';

/** A form as a page's card, its Cancel and Save under it (technicians/addNew, dealers/add). */
export function PageForm({
  onSubmit,
  saveDisabled,
  busy,
  onCancel,
  children,
}: {
  onSubmit: (event: FormEvent) => void;
  saveDisabled: boolean;
  busy: boolean;
  onCancel: () => void;
  children: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card component="form" noValidate onSubmit={onSubmit} sx={{ maxWidth: 960 }}>
      <CardContent>{children}</CardContent>
      <CardActions sx={{ justifyContent: 'flex-end', px: 2, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {translate('profile.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={saveDisabled || busy}>
          {translate('profile.save')}
        </Button>
      </CardActions>
    </Card>
  );
}

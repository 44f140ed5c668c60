import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useNotify, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { SectionCard } from '../../../components/profile/SectionCard';
import { errorMessage } from '../../../components/profile/useSectionWrite';
import { useRequestApi } from '../../../dataProvider/requests';
import type { ChosenIssue } from './bookingPayload';
import { IssuesDialog } from './IssuesDialog';

interface IssuesCardProps {
  productId: string;
  value: ChosenIssue[];
  onChange: (issues: ChosenIssue[]) => void;
}

/**
 * The Issues card: the product's issues chosen in the Issues selection dialog; a product without listed
 * issues (404) toasts the server's message and takes free-text issues in the 'Add Issue' box.
 */
export function IssuesCard({ productId, value, onChange }: IssuesCardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useRequestApi();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const { data: issues, error } = useQuery({
    queryKey: ['productIssues', productId],
    queryFn: () => api.productIssues(productId),
    retry: false,
  });
  const freeText = error instanceof HttpError && error.status === 404;

  useEffect(() => {
    if (error) notify(errorMessage(error), { type: 'error', messageArgs: { _: errorMessage(error) } });
  }, [error, notify]);

  const addTyped = () => {
    const description = typed.trim();
    if (!description) return;
    onChange([...value, { description }]);
    setTyped('');
  };
  const remove = (index: number) => onChange(value.filter((_, i) => i !== index));

  return (
    <SectionCard
      title={translate('booking.issues')}
      action={
        freeText || !issues
          ? undefined
          : { kind: 'add', label: translate('booking.selectIssues'), onClick: () => setOpen(true) }
      }
    >
      <Stack spacing={1.5}>
        {value.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('booking.noIssues')}
          </Typography>
        ) : (
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
            aria-label={translate('booking.chosenIssues')}
            role="list"
          >
            {value.map((issue, index) => (
              <Chip
                key={`${issue.issueId ?? 'typed'}-${index}`}
                role="listitem"
                label={issue.name || issue.description}
                onDelete={() => remove(index)}
                sx={{ maxWidth: '100%' }}
              />
            ))}
          </Stack>
        )}
        {freeText && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
            <TextField
              size="small"
              fullWidth
              label={translate('booking.addIssue')}
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  addTyped();
                }
              }}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            <Button variant="outlined" onClick={addTyped} disabled={!typed.trim()} sx={{ flexShrink: 0 }}>
              {translate('booking.add')}
            </Button>
          </Stack>
        )}
        {error && !freeText && <Alert severity="error">{errorMessage(error)}</Alert>}
      </Stack>
      {issues && (
        <IssuesDialog
          key={String(open)}
          open={open}
          issues={issues}
          value={value}
          onClose={() => setOpen(false)}
          onSave={onChange}
        />
      )}
    </SectionCard>
  );
}

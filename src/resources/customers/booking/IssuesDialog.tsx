import Checkbox from '@mui/material/Checkbox';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { FormDialog } from '../../../components/profile/FormDialog';
import type { ProductIssue } from '../../../dataProvider/requests';
import type { ChosenIssue } from './bookingPayload';

interface IssuesDialogProps {
  open: boolean;
  issues: ProductIssue[];
  value: ChosenIssue[];
  onClose: () => void;
  onSave: (issues: ChosenIssue[]) => void;
}

/** The Issues selection dialog: the product's issues as a checkable list. */
export function IssuesDialog({ open, issues, value, onClose, onSave }: IssuesDialogProps) {
  const translate = useTranslate();
  // Mounted afresh each time it opens (IssuesCard keys it), so it starts from the issues chosen so far.
  const [checked, setChecked] = useState<Set<string>>(
    () => new Set(value.flatMap((issue) => (issue.issueId ? [issue.issueId] : []))),
  );

  const toggle = (id: string) =>
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const save = () => {
    onSave(
      issues
        .filter((issue) => checked.has(issue.id))
        .map((issue) => ({ issueId: issue.id, name: issue.name, description: issue.description || issue.name })),
    );
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={translate('booking.issuesDialog')}
      onClose={onClose}
      onSubmit={save}
      saveDisabled={checked.size === 0}
      saveLabel={translate('booking.choose')}
    >
      <List dense disablePadding>
        {issues.map((issue) => {
          const labelId = `issue-${issue.id}`;
          return (
            <ListItemButton key={issue.id} onClick={() => toggle(issue.id)} dense>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Checkbox
                  edge="start"
                  checked={checked.has(issue.id)}
                  tabIndex={-1}
                  disableRipple
                  slotProps={{ input: { 'aria-labelledby': labelId } }}
                />
              </ListItemIcon>
              <ListItemText id={labelId} primary={issue.name} secondary={issue.description} />
            </ListItemButton>
          );
        })}
      </List>
    </FormDialog>
  );
}

import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useId, useState, type ReactNode } from 'react';

export interface SectionCardProps {
  title: string;
  /** 'add' or 'edit' shows that button (hidden when read-only); a node replaces it. */
  action?: { kind: 'add' | 'edit'; label?: string; onClick: () => void; disabled?: boolean } | ReactNode;
  defaultExpanded?: boolean;
  children: ReactNode;
}

const isButtonAction = (
  action: SectionCardProps['action'],
): action is { kind: 'add' | 'edit'; label?: string; onClick: () => void; disabled?: boolean } =>
  typeof action === 'object' && action !== null && 'kind' in action && 'onClick' in action;

/** A profile section: title, its Add or Edit button and a collapse/expand toggle. */
export function SectionCard({ title, action, defaultExpanded = true, children }: SectionCardProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(defaultExpanded);
  const bodyId = useId();
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, py: 1 }}>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={{ flexGrow: 1, minWidth: 0, fontSize: '1.05rem', lineHeight: 1.3 }}
        >
          {title}
        </Typography>
        {isButtonAction(action) ? (
          <Button
            size="small"
            variant="outlined"
            startIcon={action.kind === 'add' ? <AddIcon /> : <EditIcon />}
            onClick={action.onClick}
            disabled={action.disabled}
            aria-label={
              action.label
                ? undefined
                : translate(action.kind === 'add' ? 'profile.addSection' : 'profile.editSection', { title })
            }
            sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
          >
            {action.label ?? translate(action.kind === 'add' ? 'profile.add' : 'profile.edit')}
          </Button>
        ) : (
          action
        )}
        <IconButton
          size="small"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          aria-controls={bodyId}
          aria-label={translate(open ? 'profile.collapse' : 'profile.expand', { title })}
        >
          {open ? <ExpandLess /> : <ExpandMore />}
        </IconButton>
      </Stack>
      <Collapse in={open} id={bodyId}>
        <CardContent sx={{ pt: 0, '&:last-child': { pb: 2 } }}>{children}</CardContent>
      </Collapse>
    </Card>
  );
}

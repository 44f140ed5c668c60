import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useBasename, useTranslate } from 'ra-core';
import { Button } from 'react-admin';
import type { MouseEvent, ReactElement } from 'react';
import { Link } from 'react-router-dom';

// Inside a clickable row, following the link must not also click the row.
const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/**
 * A react-admin button linking to a console path (below /dashboard); `iconOnly` keeps table rows narrow, naming it in a
 * tooltip.
 */
export function PathButton({
  to,
  label,
  icon,
  iconOnly = false,
}: {
  to: string;
  label: string;
  icon?: ReactElement;
  iconOnly?: boolean;
}) {
  const basename = useBasename();
  const translate = useTranslate();
  if (iconOnly && icon) {
    const name = translate(label, { _: label });
    return (
      <Tooltip title={name}>
        <IconButton
          component={Link}
          to={`${basename}/${to}`}
          aria-label={name}
          color="primary"
          size="small"
          onClick={stopRowClick}
        >
          {icon}
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Button component={Link} to={`${basename}/${to}`} label={label} onClick={stopRowClick}>
      {icon}
    </Button>
  );
}

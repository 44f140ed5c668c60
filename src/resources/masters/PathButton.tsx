import { useBasename } from 'ra-core';
import { Button } from 'react-admin';
import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';

/** A react-admin button linking to a console path (below /dashboard). */
export function PathButton({ to, label, icon }: { to: string; label: string; icon?: ReactElement }) {
  const basename = useBasename();
  return (
    <Button component={Link} to={`${basename}/${to}`} label={label} onClick={(event) => event.stopPropagation()}>
      {icon}
    </Button>
  );
}

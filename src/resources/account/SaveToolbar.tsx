import { SaveButton, Toolbar } from 'react-admin';

/** The account forms save and never delete: their records are no resource's. */
export function SaveToolbar({ label }: { label?: string }) {
  return (
    <Toolbar>
      <SaveButton label={label} />
    </Toolbar>
  );
}

import { Children, type ReactElement, type ReactNode } from 'react';
import { TopToolbar } from 'react-admin';

/**
 * A list's toolbar of the buttons given, or none (`false`: react-admin's List then draws no toolbar) when none is
 * shown. On a phone the Columns menu is left out, and a read-only list's empty toolbar would be drawn as a blank band.
 */
export function listToolbar(...buttons: ReactNode[]): ReactElement | false {
  const shown = Children.toArray(buttons);
  return shown.length > 0 && <TopToolbar>{shown}</TopToolbar>;
}

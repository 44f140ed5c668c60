import { useResourceContext, useTranslateLabel } from 'ra-core';

/** The translated label of a master field (`resources.<resource>.fields.<source>`). */
export function useFieldLabel(source: string): string {
  const resource = useResourceContext();
  return String(useTranslateLabel()({ source, resource }));
}

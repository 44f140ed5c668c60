import LinearProgress from '@mui/material/LinearProgress';
import { HttpError, useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import type { EscalationRecord } from '../../../domain/escalations/schemas';
import { ErrorBlock } from '../../components/ErrorBlock';
import { ForbiddenPage } from '../../app/public/ForbiddenPage';
import { NotFoundPage } from '../../app/public/NotFoundPage';
import { useEscalation } from '../../dataProvider/escalations';

/** Reads the escalation of a page: 404 (or a malformed id, 400) shows the not-found page, 403 the forbidden page. */
export function EscalationLoader({
  id,
  children,
}: {
  id: string;
  children: (escalation: EscalationRecord) => ReactNode;
}) {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useEscalation(id);
  if (!id || (error instanceof HttpError && (error.status === 404 || error.status === 400))) return <NotFoundPage />;
  if (error instanceof HttpError && error.status === 403) return <ForbiddenPage />;
  if (error) return <ErrorBlock onReload={() => void refetch()} />;
  if (isPending) return <LinearProgress aria-label={translate('escalations.loading')} />;
  return <>{children(data)}</>;
}

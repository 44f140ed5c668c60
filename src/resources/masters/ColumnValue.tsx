import { formatTimestamp } from '../../components/format/formatTimestamp';
import { StatusChip } from '../../components/StatusChip';
import type { ColumnKind } from './config/types';

/** A record value as its column kind shows it. */
export function ColumnValue({ kind, value }: { kind: ColumnKind; value: unknown }) {
  if (kind === 'status') return <StatusChip value={value} />;
  if (kind === 'datetime') return <>{formatTimestamp(value)}</>;
  return <>{value === null || value === undefined ? '' : String(value)}</>;
}

/** Plain text of a value, for spreadsheets. */
export function columnText(kind: ColumnKind, value: unknown): string | number {
  if (kind === 'datetime') return formatTimestamp(value);
  if (typeof value === 'number') return value;
  return value === null || value === undefined ? '' : String(value);
}

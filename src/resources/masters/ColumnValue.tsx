import { useTranslate } from 'ra-core';
import { ReferenceField, TextField } from 'react-admin';
import { formatTimestamp } from '../../components/format/formatTimestamp';
import { StatusChip } from '../../components/StatusChip';
import type { ColumnKind, MasterColumn } from './config/types';

/** yyyy-MM-dd -> dd/MM/yyyy (spec 000 §5.9); calendar days are never shifted by a time zone. */
export function formatDay(value: unknown): string {
  if (typeof value !== 'string') return value === null || value === undefined ? '' : String(value);
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

function YesNo({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined) return null;
  return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
}

/** A record value as its column kind shows it; references show the referenced record's name. */
export function ColumnValue({ column, value }: { column: MasterColumn; value: unknown }) {
  switch (column.kind) {
    case 'status':
      return <StatusChip value={value} />;
    case 'datetime':
      return <>{formatTimestamp(value)}</>;
    case 'date':
      return <>{formatDay(value)}</>;
    case 'boolean':
      return <YesNo value={value} />;
    case 'list':
      return <>{Array.isArray(value) ? value.join(', ') : ''}</>;
    case 'reference':
      return (
        <ReferenceField source={column.source} reference={column.reference!.resource} link={false} emptyText="">
          <TextField source={column.reference!.optionText ?? 'name'} />
        </ReferenceField>
      );
    default:
      return <>{value === null || value === undefined ? '' : String(value)}</>;
  }
}

/** Plain text of a value, for spreadsheets; `names` resolves reference ids. */
export function columnText(kind: ColumnKind, value: unknown, names?: Map<string, string>): string | number {
  if (kind === 'datetime') return formatTimestamp(value);
  if (kind === 'date') return formatDay(value);
  if (kind === 'boolean') return value === null || value === undefined ? '' : value ? 'Yes' : 'No';
  if (kind === 'list') return Array.isArray(value) ? value.join(', ') : '';
  if (kind === 'reference' && value !== null && value !== undefined) return names?.get(String(value)) ?? String(value);
  if (typeof value === 'number') return value;
  return value === null || value === undefined ? '' : String(value);
}

import { useTranslate } from 'ra-core';
import { FunctionField, ReferenceField, TextField } from 'react-admin';
import { TextWithEmails } from '../format/EmailText';
import { formatRupees } from '../format/formatMoney';
import { formatDay, formatTimestamp } from '../format/formatTimestamp';
import { StoredImage } from '../files/StoredImage';
import { StatusChip } from '../StatusChip';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';
import type { ListColumn } from './types';

function YesNo({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined) return null;
  return <>{translate(value ? 'ra.boolean.true' : 'ra.boolean.false')}</>;
}

function ChoiceLabel({ value }: { value: unknown }) {
  return <>{useChoiceLabel()(value)}</>;
}

const storedFileOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as { name?: string; key?: string }) : undefined;

/**
 * A record value as its column kind shows it; references show the referenced record's name, images a thumbnail of
 * `imageSize` px.
 */
export function ColumnValue({
  column,
  value,
  imageSize = 40,
}: {
  column: ListColumn;
  value: unknown;
  imageSize?: number;
}) {
  switch (column.kind) {
    case 'image':
      return (
        <StoredImage
          fileKey={storedFileOf(value)?.key}
          alt={storedFileOf(value)?.name ?? column.source}
          size={imageSize}
        />
      );
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
    case 'money':
      return <>{formatRupees(value)}</>;
    case 'paise':
      return <>{typeof value === 'number' ? formatRupees(value / 100) : ''}</>;
    case 'reference': {
      const { resource, optionText = 'name', suffix } = column.reference!;
      return (
        <ReferenceField source={column.source} reference={resource} link={false} emptyText="">
          {suffix ? (
            <FunctionField render={(record) => `${record[optionText] ?? ''}${suffix}`} />
          ) : (
            <TextField source={optionText} />
          )}
        </ReferenceField>
      );
    }
    default:
      if (column.choices) return <ChoiceLabel value={value} />;
      // A text column wraps (isOneLine): an e-mail address in it wraps only after its '@' or before a dot.
      return value === null || value === undefined ? null : <TextWithEmails text={String(value)} />;
  }
}

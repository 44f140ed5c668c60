import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import { useTranslate, type RaRecord } from 'ra-core';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState';
import { SectionCard } from './SectionCard';
import { SectionList, type SectionColumn, type SectionSearch } from './SectionList';

export interface SectionTableProps<R extends RaRecord> {
  /** The card's heading, also the accessible name of its table. */
  title: string;
  records: readonly R[];
  columns: readonly SectionColumn<R>[];
  search?: SectionSearch<R>;
  /** Opens the Add dialog, from the card's Add button and the empty state's 'Add Details'. */
  onAdd: () => void;
  /** Keeps the Add button disabled (every day already mapped...). */
  addDisabled?: boolean;
  /** Hides Add, 'Add Details' and the row buttons. */
  readOnly?: boolean;
  /** A row as its Delete button names it ('Delete <name>'). */
  rowName: (record: R) => string;
  onDelete: (record: R) => void;
  /** Given, each row has an Edit button before its Delete. */
  edit?: { label: (record: R) => string; onClick: (record: R) => void };
  /** The section's dialogs. */
  children?: ReactNode;
}

/**
 * A profile section whose rows are added through a dialog: the card with its Add button, the list, its empty state and
 * each row's Edit and Delete.
 */
export function SectionTable<R extends RaRecord>({
  title,
  records,
  columns,
  search,
  onAdd,
  addDisabled,
  readOnly,
  rowName,
  onDelete,
  edit,
  children,
}: SectionTableProps<R>) {
  const translate = useTranslate();
  const actions = (record: R) => (
    <>
      {edit && (
        <IconButton size="small" aria-label={edit.label(record)} onClick={() => edit.onClick(record)}>
          <EditIcon fontSize="small" />
        </IconButton>
      )}
      <IconButton
        size="small"
        aria-label={translate('profile.deleteItem', { name: rowName(record) })}
        onClick={() => onDelete(record)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
  return (
    <SectionCard title={title} action={readOnly ? undefined : { kind: 'add', onClick: onAdd, disabled: addDisabled }}>
      <SectionList
        label={title}
        records={records}
        columns={columns}
        search={search}
        empty={<EmptyState onAdd={readOnly ? undefined : onAdd} />}
        actions={readOnly ? undefined : actions}
      />
      {children}
    </SectionCard>
  );
}

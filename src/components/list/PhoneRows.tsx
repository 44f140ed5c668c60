import Box from '@mui/material/Box';
import { useBasename, useTranslateLabel } from 'ra-core';
import type { ReactNode } from 'react';
import { SimpleList } from 'react-admin';
import { StatusChip } from '../StatusChip';
import { ColumnValue } from './ColumnValue';
import { AUDIT_COLUMNS, type ListColumn, type ListConfig, type RowValue } from './types';

const SUMMARY_KINDS = new Set<ListColumn['kind']>(['text', 'number', 'money', 'paise', 'reference', 'list', 'date']);

type Row = Record<string, unknown>;

/** The title takes the room the chip leaves, a gap apart from it; the chip stays on the first line, on the right. */
const HEAD = { display: 'flex', alignItems: 'flex-start', gap: 1, '& > .MuiChip-root': { flexShrink: 0 } } as const;

/**
 * Values in a line that wraps between values, never after a separator: each value carries its '·' in front, and the
 * one that starts a line has it clipped off (it sits in the negative margin, outside the overflow), so no '·' dangles.
 */
const VALUES = {
  display: 'block',
  // In the title line: the room the chip leaves.
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  '& > span': { display: 'flex', flexWrap: 'wrap', marginInlineStart: '-1.2em' },
  '& > span > span': { position: 'relative', minWidth: 0, paddingInlineStart: '1.2em', overflowWrap: 'anywhere' },
  '& > span > span::before': {
    content: '"·"',
    position: 'absolute',
    insetInlineStart: 0,
    width: '1.2em',
    textAlign: 'center',
  },
  // A referenced name (react-admin's TextField) is written in the line's own type, in the title too.
  '& .MuiTypography-root': { font: 'inherit' },
} as const;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

const rowValueOf = (value: string | RowValue): RowValue => (typeof value === 'string' ? { source: value } : value);

/** One value of a row, written as its column shows it plus what the missing header would have said. */
function RowValueText({ config, value, record }: { config: ListConfig; value: RowValue; record: Row }) {
  const translateLabel = useTranslateLabel();
  const cell = (source: string) => {
    const column = config.columns.find((candidate) => candidate.source === source);
    return column ? <ColumnValue column={column} value={record[source]} /> : null;
  };
  return (
    <>
      {cell(value.source)}
      {value.suffix}
      {value.until && !isBlank(record[value.until]) && <> – {cell(value.until)}</>}
      {value.per && !isBlank(record[value.per]) && <> / {cell(value.per)}</>}
      {value.unit && ` ${translateLabel({ source: value.source, resource: config.resource })}`}
    </>
  );
}

function RowValues({ config, values, record }: { config: ListConfig; values: readonly RowValue[]; record: Row }) {
  const shown = values.filter((value) => !isBlank(record[value.source]));
  return (
    <Box component="span" sx={VALUES}>
      <span>
        {shown.map((value) => (
          <span key={value.source}>
            <RowValueText config={config} value={value} record={record} />
          </span>
        ))}
      </span>
    </Box>
  );
}

/** The row's chip: its status, or a yes/no column (active) as Active / Inactive. */
function RowChip({ column, record }: { column: ListColumn; record: Row }) {
  const value = record[column.source];
  if (column.kind !== 'boolean') return <ColumnValue column={column} value={value} />;
  return isBlank(value) ? null : <StatusChip value={value ? 'Active' : 'Inactive'} />;
}

/**
 * What a phone row of `config` shows: declared in its phoneRow, or its title, the first two values that summarise it
 * and its status.
 */
function phoneRowOf(config: ListConfig) {
  const columnOf = (source: string | undefined) => config.columns.find((column) => column.source === source);
  const titleSource = (
    columnOf(config.recordText ?? 'name') ?? config.columns.find((column) => column.source !== 'id')!
  ).source;
  const title = (config.phoneRow?.title ?? [titleSource]).map(rowValueOf);
  const inTitle = new Set(title.map((value) => value.source));
  const summary = (
    config.phoneRow?.summary ??
    config.columns
      .filter(
        (column) =>
          !inTitle.has(column.source) &&
          column.source !== 'id' &&
          !AUDIT_COLUMNS.has(column.source) &&
          SUMMARY_KINDS.has(column.kind),
      )
      .slice(0, 2)
      .map((column) => column.source)
  ).map(rowValueOf);
  const chip = columnOf(config.phoneRow?.chip) ?? config.columns.find((column) => column.kind === 'status');
  return { title, summary, chip };
}

interface PhoneRowsProps {
  config: ListConfig;
  /** A row's own buttons, under its summary (the partner lists). */
  actions?: ReactNode;
  /**
   * What the list shows when its filters match nothing: the tables' empty state, so a phone too offers 'Clear filters'.
   */
  empty: ReactNode;
  /** Where a row opens (below /dashboard); none: the row is not a link (a read-only list, a row with buttons). */
  rowPath?: (record: Row) => string;
}

/**
 * A list under 768 px (the console's phone breakpoint): one row per record, its title first with its chip on
 * the right, its key values under it written as the table writes them, the whole row opening the record, so nothing
 * needs a sideways scroll.
 */
export function PhoneRows({ config, actions, empty, rowPath }: PhoneRowsProps) {
  const basename = useBasename();
  const { title, summary, chip } = phoneRowOf(config);
  return (
    <SimpleList
      empty={empty}
      // The chip is drawn here, not as react-admin's tertiary text: that one is faded to 54 % and floats into the
      // title.
      primaryText={(record) => (
        <Box component="span" sx={HEAD}>
          <RowValues config={config} values={title} record={record} />
          {chip && <RowChip column={chip} record={record} />}
        </Box>
      )}
      secondaryText={(record) => (
        <>
          <RowValues config={config} values={summary} record={record} />
          {actions}
        </>
      )}
      // A row with its own buttons is not itself a link: no button inside a button.
      rowClick={rowPath ? (_id, _resource, record) => `${basename}/${rowPath(record)}` : false}
    />
  );
}

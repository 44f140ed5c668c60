import { useBasename } from 'ra-core';
import type { ReactNode } from 'react';
import { SimpleList } from 'react-admin';
import { ColumnValue } from './ColumnValue';
import { AUDIT_COLUMNS } from './config/registryMaster';
import { isReadOnly, type MasterColumn, type MasterConfig } from './config/types';
import { masterPaths } from './masterPaths';

const SUMMARY_KINDS = new Set<MasterColumn['kind']>(['text', 'number', 'money', 'reference', 'list', 'date']);

interface MasterSimpleListProps {
  config: MasterConfig;
  /** A row's own buttons, under its summary (the partner lists). */
  actions?: ReactNode;
  /** What the list shows when its filters match nothing: the tables' empty state, so a phone too offers 'Clear filters'. */
  empty: ReactNode;
}

/**
 * A master list under 768 px (spec 000 §2.6's mobile breakpoint): one row per record, its title first, its summary
 * (or two more values) under it and its status on the right, the whole row opening the record, so nothing needs a sideways scroll.
 */
export function MasterSimpleList({ config, actions, empty }: MasterSimpleListProps) {
  const basename = useBasename();
  const paths = masterPaths(config.resource);
  const title = config.columns.find((column) => column.source === (config.recordText ?? 'name')) ?? config.columns.find((column) => column.source !== 'id')!;
  const details = config.summary
    ? config.summary.map((source) => config.columns.find((column) => column.source === source)!).filter(Boolean)
    : config.columns.filter((column) => column !== title && column.source !== 'id' && !AUDIT_COLUMNS.has(column.source) && SUMMARY_KINDS.has(column.kind)).slice(0, 2);
  const status = config.columns.find((column) => column.kind === 'status');
  const value = (column: MasterColumn, record: Record<string, unknown>) => <ColumnValue column={column} value={record[column.source]} />;
  return (
    <SimpleList
      empty={empty}
      primaryText={(record) => value(title, record)}
      secondaryText={(record) => (
        <>
          {details.map((column, index) => (
            <span key={column.source}>
              {index > 0 && ' · '}
              {value(column, record)}
            </span>
          ))}
          {actions}
        </>
      )}
      tertiaryText={status ? (record) => value(status, record) : undefined}
      // A row with its own buttons is not itself a link: no button inside a button.
      rowClick={actions || isReadOnly(config) ? false : (id) => `${basename}/${paths.show(id)}`}
    />
  );
}

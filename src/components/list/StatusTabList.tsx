import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useBasename, type GetListResult, type RaRecord } from 'ra-core';
import { ColumnsButton, DataTable, List } from 'react-admin';
import type { ReactElement, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGER_ROWS } from '../../../domain/constants';
import { EmptyState } from '../EmptyState';
import { ListErrorBlock } from './ListErrorBlock';
import { ListPager } from './ListPager';
import { listToolbar } from './listToolbar';
import { FIT_CONTENT, ONE_LINE, STICKY_ACTIONS } from './listTable';
import { useIsMobile } from '../useIsMobile';
import { ColumnValue } from './ColumnValue';
import { isOneLine, type ListColumn, type ListConfig } from './types';
import { ListFilters } from './ListFilters';
import { PhoneRows } from './PhoneRows';
import { PathButton } from '../PathButton';

export interface StatusTabListProps<R extends RaRecord> {
  resource: string;
  /** The tab's name: each tab keeps its own filters, sort and page. */
  tab: string;
  config: ListConfig;
  /**
   * The Add button's path, label and icon (a person by default); the empty state's 'Add Details' goes there too. None:
   * no Add.
   */
  add?: { path: string; label: string; icon?: ReactElement };
  /** Where a row opens (without the basename). */
  rowPath: (record: R) => string;
  /**
   * The row's buttons (in the table's last column and under a phone row); without them a phone row opens rowPath too.
   */
  rowActions?: ReactElement;
  actionsLabel?: string;
  /** A column drawn otherwise than its kind shows it (undefined: as its kind). */
  cell?: (column: ListColumn) => ((record: R) => ReactNode) | undefined;
  /** Reshapes each page the API answers before it is shown (the request lists flatten their nested rows). */
  select?: (result: GetListResult) => GetListResult;
  /** The page's title; the resource's name by default. */
  title?: string;
  /** Shown between the filter bar and the rows, inside the list (a summary of what the filters keep). */
  header?: ReactNode;
}

/** 'No Data Available' with 'Add Details'; with filters set, 'Clear filters' instead (EmptyState reads the list). */
function AddEmpty({ path }: { path: string }) {
  const navigate = useNavigate();
  const basename = useBasename();
  return <EmptyState onAdd={() => navigate(`${basename}/${path}`)} />;
}

const byKind = (column: ListColumn) =>
  column.kind === 'text' && !column.choices
    ? undefined
    : (record: RaRecord) => <ColumnValue column={column} value={record[column.source]} />;

/**
 * One status tab of an onboarding list (channel partners, technicians): the tab's statuses as a permanent filter,
 * the filter bar with export, paging, the Columns menu, the Add button, row clicks and row actions; a phone gets
 * the phone rows.
 */
export function StatusTabList<R extends RaRecord>({
  resource,
  tab,
  config,
  add,
  rowPath,
  rowActions,
  actionsLabel,
  cell,
  select,
  title,
  header,
}: StatusTabListProps<R>) {
  const basename = useBasename();
  const mobile = useIsMobile();
  // The tabs share one choice of columns (the Columns menu).
  const table = `${resource}.datatable`;
  const empty = add ? <AddEmpty path={add.path} /> : <EmptyState />;
  return (
    <List
      resource={resource}
      title={title}
      sort={config.defaultSort}
      filter={config.permanentFilter}
      perPage={PAGER_ROWS}
      pagination={<ListPager />}
      exporter={false}
      queryOptions={select && { select }}
      actions={listToolbar(
        !mobile && <ColumnsButton storeKey={table} />,
        add && <PathButton to={add.path} label={add.label} icon={add.icon ?? <PersonAddIcon />} />,
      )}
      empty={empty}
      error={<ListErrorBlock />}
      storeKey={`${resource}.${tab}`}
      sx={FIT_CONTENT}
    >
      <ListFilters config={config} />
      {header}
      {mobile ? (
        // One row per record, with the row's buttons under its summary.
        <PhoneRows
          config={config}
          actions={rowActions}
          empty={empty}
          rowPath={rowActions ? undefined : (record) => rowPath(record as R)}
        />
      ) : (
        <DataTable
          sx={STICKY_ACTIONS}
          storeKey={table}
          hiddenColumns={[...(config.optionalColumns ?? [])]}
          rowClick={(_id, _resource, record) => `${basename}/${rowPath(record as R)}`}
          bulkActionButtons={false}
          empty={empty}
        >
          {config.columns.map((column) => (
            <DataTable.Col
              key={column.source}
              source={column.source}
              disableSort={!column.sortable}
              className={isOneLine(column.kind) ? ONE_LINE : undefined}
              render={(cell?.(column) as ((record: RaRecord) => ReactNode) | undefined) ?? byKind(column)}
            />
          ))}
          {rowActions && (
            <DataTable.Col label={actionsLabel} align="right" disableSort>
              {rowActions}
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
}

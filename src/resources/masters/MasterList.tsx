import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useBasename, useRecordContext } from 'ra-core';
import Stack from '@mui/material/Stack';
import { ColumnsButton, DataTable, List } from 'react-admin';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGER_ROWS } from '../../../domain/constants';
import { whenIdle } from '../../app/whenIdle';
import { EmptyState } from '../../components/EmptyState';
import { ListErrorBlock } from '../../components/list/ListErrorBlock';
import { ListPager } from '../../components/list/ListPager';
import { listToolbar } from '../../components/list/listToolbar';
import { FIT_CONTENT, ONE_LINE, STICKY_ACTIONS, WIDE_TABLE } from '../../components/list/listTable';
import { RowActionsLabel } from '../../components/RowActionsLabel';
import { ColumnValue } from '../../components/list/ColumnValue';
import { preloadMasterForms } from './config/schemas';
import { isReadOnly, type MasterConfig } from './config/types';
import { isNumeric, isOneLine } from '../../components/list/types';
import { ImportButton } from './import/ImportButton';
import { ListFilters } from '../../components/list/ListFilters';
import { masterPaths } from './masterPaths';
import { PathButton } from '../../components/PathButton';
import { PhoneRows } from '../../components/list/PhoneRows';
import { useIsMobile } from '../../components/useIsMobile';

/** Shown on demand (the Columns button): when an entry was made matters less than when it last changed. */
const OPTIONAL_COLUMNS = ['createdAt'];

function MasterEmpty({ config }: { config: MasterConfig }) {
  const navigate = useNavigate();
  const basename = useBasename();
  const onAdd = isReadOnly(config) ? undefined : () => navigate(`${basename}/${masterPaths(config.resource).create}`);
  return <EmptyState onAdd={onAdd} />;
}

function RowActions({ config }: { config: MasterConfig }) {
  const record = useRecordContext();
  // Once rows are painted, the master's form code downloads (its schemas, zod), so its create and edit forms open at
  // once.
  useEffect(() => whenIdle(() => void preloadMasterForms(config.schemas)), [config]);
  if (!record) return null;
  const paths = masterPaths(config.resource);
  return (
    <Stack direction="row" spacing={0.5} justifyContent="flex-end">
      <PathButton to={paths.show(record.id)} label="ra.action.show" icon={<VisibilityIcon />} iconOnly />
      <PathButton to={paths.edit(record.id)} label="ra.action.edit" icon={<EditIcon />} iconOnly />
    </Stack>
  );
}

/**
 * Generic master list (`embedded`: one of several on a page, its filters kept out of the URL): filter bar, sortable
 * columns, pager, export, import, empty state — all from the config entry.
 */
export default function MasterList({ config, embedded = false }: { config: MasterConfig; embedded?: boolean }) {
  const readOnly = isReadOnly(config);
  const basename = useBasename();
  const mobile = useIsMobile();
  const paths = masterPaths(config.resource);
  return (
    <List
      resource={config.resource}
      sort={config.defaultSort}
      filter={config.permanentFilter}
      perPage={PAGER_ROWS}
      pagination={<ListPager />}
      exporter={false}
      actions={listToolbar(
        !mobile && <ColumnsButton />,
        (config.listLinks ?? []).map((link) => (
          <PathButton key={link.label} to={link.to} label={link.label} icon={<LinkIcon />} />
        )),
        config.importable && <ImportButton config={config} />,
        !readOnly && <PathButton to={paths.create} label="ra.action.create" icon={<AddIcon />} />,
      )}
      empty={<MasterEmpty config={config} />}
      error={<ListErrorBlock />}
      disableSyncWithLocation={embedded}
      sx={FIT_CONTENT}
      storeKey={embedded ? false : undefined}
    >
      <ListFilters config={config} />
      {mobile ? (
        <PhoneRows
          config={config}
          empty={<MasterEmpty config={config} />}
          rowPath={readOnly ? undefined : (record) => paths.show(String(record.id))}
        />
      ) : (
        <DataTable
          sx={readOnly ? WIDE_TABLE : STICKY_ACTIONS}
          hiddenColumns={[...(config.optionalColumns ?? OPTIONAL_COLUMNS)]}
          rowClick={readOnly ? false : (id) => `${basename}/${paths.show(id)}`}
          bulkActionButtons={false}
          empty={<MasterEmpty config={config} />}
        >
          {config.columns.map((column) => (
            <DataTable.Col
              key={column.source}
              source={column.source}
              align={isNumeric(column.kind) ? 'right' : undefined}
              className={isOneLine(column.kind) ? ONE_LINE : undefined}
              disableSort={!column.sortable}
              render={
                column.kind === 'text' && !column.choices
                  ? undefined
                  : (record) => <ColumnValue column={column} value={record[column.source]} />
              }
            />
          ))}
          {!readOnly && (
            <DataTable.Col align="right" disableSort label={<RowActionsLabel />}>
              <RowActions config={config} />
            </DataTable.Col>
          )}
        </DataTable>
      )}
    </List>
  );
}

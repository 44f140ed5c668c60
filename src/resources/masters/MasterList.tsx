import { useCreatePath } from 'ra-core';
import { CreateButton, DataTable, EditButton, List, ShowButton, TopToolbar } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { PAGER_ROWS } from '../../../domain/constants';
import { EmptyState } from '../../components/EmptyState';
import { ListErrorBlock } from '../../components/ListErrorBlock';
import { ListPager } from '../../components/ListPager';
import { ColumnValue } from './ColumnValue';
import { isReadOnly, type MasterConfig } from './config/types';
import { MasterFilters } from './MasterFilters';

function MasterEmpty({ config }: { config: MasterConfig }) {
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const onAdd = isReadOnly(config) ? undefined : () => navigate(createPath({ resource: config.resource, type: 'create' }));
  return <EmptyState onAdd={onAdd} />;
}

/** Generic master list: filter bar, sortable columns, pager, export, empty state — all from the config entry. */
export default function MasterList({ config }: { config: MasterConfig }) {
  const readOnly = isReadOnly(config);
  return (
    <List
      resource={config.resource}
      sort={config.defaultSort}
      perPage={PAGER_ROWS}
      pagination={<ListPager />}
      exporter={false}
      actions={readOnly ? false : <TopToolbar><CreateButton /></TopToolbar>}
      empty={<MasterEmpty config={config} />}
      error={<ListErrorBlock />}
    >
      <MasterFilters config={config} />
      <DataTable rowClick={readOnly ? false : 'show'} bulkActionButtons={false} empty={<MasterEmpty config={config} />}>
        {config.columns.map(({ source, kind, sortable }) => (
          <DataTable.Col
            key={source}
            source={source}
            disableSort={!sortable}
            render={kind === 'text' ? undefined : (record) => <ColumnValue kind={kind} value={record[source]} />}
          />
        ))}
        {!readOnly && (
          <DataTable.Col align="right" disableSort>
            <ShowButton />
            <EditButton />
          </DataTable.Col>
        )}
      </DataTable>
    </List>
  );
}

import { Labeled, Show, SimpleShowLayout, TopToolbar, EditButton, ListButton, useRecordContext } from 'react-admin';
import { ColumnValue } from './ColumnValue';
import type { MasterColumn, MasterConfig } from './config/types';

function Value({ column }: { column: MasterColumn }) {
  const record = useRecordContext();
  return (
    <Labeled source={column.source}>
      <ColumnValue kind={column.kind} value={record?.[column.source]} />
    </Labeled>
  );
}

export default function MasterShow({ config }: { config: MasterConfig }) {
  return (
    <Show
      resource={config.resource}
      actions={
        <TopToolbar>
          <ListButton />
          <EditButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {config.columns.map((column) => (
          <Value key={column.source} column={column} />
        ))}
      </SimpleShowLayout>
    </Show>
  );
}

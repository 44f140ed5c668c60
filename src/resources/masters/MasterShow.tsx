import EditIcon from '@mui/icons-material/Edit';
import LinkIcon from '@mui/icons-material/Link';
import ListIcon from '@mui/icons-material/List';
import type { Identifier } from 'ra-core';
import { Labeled, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import type { ReactNode } from 'react';
import { ColumnValue } from '../../components/list/ColumnValue';
import { isReadOnly, type MasterConfig } from './config/types';
import { type ListColumn } from '../../components/list/types';
import { masterPaths } from './masterPaths';
import { PathButton } from '../../components/PathButton';
import { RECORD_SECTIONS } from './recordSections';

function Value({ column }: { column: ListColumn }) {
  const record = useRecordContext();
  return (
    <Labeled source={column.source}>
      <ColumnValue column={column} value={record?.[column.source]} imageSize={160} />
    </Labeled>
  );
}

function ShowActions({ config }: { config: MasterConfig }) {
  const record = useRecordContext();
  const paths = masterPaths(config.resource);
  return (
    <TopToolbar>
      <PathButton to={paths.list} label="ra.action.list" icon={<ListIcon />} />
      {record &&
        (config.recordLinks ?? []).map((link) => (
          <PathButton key={link.label} to={link.to(record)} label={link.label} icon={<LinkIcon />} />
        ))}
      {record && !isReadOnly(config) && (
        <PathButton to={paths.edit(record.id)} label="ra.action.edit" icon={<EditIcon />} />
      )}
    </TopToolbar>
  );
}

/**
 * A master record, every column of its config, then its record sections; `id` when mounted at a spec path, `children`
 * for what a screen adds.
 */
export default function MasterShow({
  config,
  id,
  children,
}: {
  config: MasterConfig;
  id?: Identifier;
  children?: ReactNode;
}) {
  return (
    <Show resource={config.resource} id={id} actions={<ShowActions config={config} />}>
      <SimpleShowLayout>
        {config.columns.map((column) => (
          <Value key={column.source} column={column} />
        ))}
        {(config.recordSections ?? []).map((key) => {
          const { label, component: Section } = RECORD_SECTIONS[key];
          return <Section key={key} label={label} />;
        })}
        {children}
      </SimpleShowLayout>
    </Show>
  );
}

import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { RecordContextProvider, useBasename, useGetMany, useRecordContext, useTranslate } from 'ra-core';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { ColumnValue } from '../../../components/list/ColumnValue';
import { modelMaster } from '../config/model';
import { sparePartModelPath } from '../masterPaths';
import { LinkedRow } from './LinkedRow';
import { useSparePartModels } from './useSparePartModels';

const MODEL_COLUMNS = ['productId', 'brandId', 'productType'].map((source) =>
  modelMaster.columns.find((column) => column.source === source)!,
);

/**
 * On a spare part's page: the models it fits, each linking to modelView/{modelId}/{sparePartId}; `label` titles it in
 * the show layout.
 */
export function SparePartModels(_: { label?: string }) {
  const translate = useTranslate();
  const basename = useBasename();
  const sparePartId = useRecordContext()?.id;
  const assigned = useSparePartModels(sparePartId === undefined ? undefined : String(sparePartId));
  const ids = (assigned.data ?? []).map((row) => row.modelId);
  const { data: models = [] } = useGetMany('masters/model', { ids }, { enabled: ids.length > 0 });
  if (assigned.isPending) return <LinearProgress />;
  if (assigned.error) return <ErrorBlock onReload={() => void assigned.refetch()} />;
  if (!assigned.data.length) return <EmptyState />;
  const modelOf = new Map(models.map((model) => [String(model.id), model]));
  return (
    <ScrollRegion label={translate('assign.modelsOfPart')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.masters/model.fields.modelNo')}</TableCell>
            {MODEL_COLUMNS.map((column) => (
              <TableCell key={column.source}>{translate(`resources.masters/model.fields.${column.source}`)}</TableCell>
            ))}
            <TableCell align="right">{translate('assign.modelPrice')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {assigned.data.map((row) => {
            const model = modelOf.get(row.modelId);
            return (
              <LinkedRow
                key={row.modelId}
                to={`${basename}/${sparePartModelPath(row.modelId, row.sparePartId)}`}
                link={model?.modelNo ?? row.modelId}
              >
                <RecordContextProvider value={model}>
                  {MODEL_COLUMNS.map((column) => (
                    <TableCell key={column.source}>
                      {model && <ColumnValue column={column} value={model[column.source]} />}
                    </TableCell>
                  ))}
                </RecordContextProvider>
                <TableCell align="right">{row.price ?? '—'}</TableCell>
              </LinkedRow>
            );
          })}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}

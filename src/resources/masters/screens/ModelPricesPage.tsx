import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { RecordContextProvider, useBasename, useGetList, useGetMany, useGetOne, useTranslate } from 'ra-core';
import { useParams } from 'react-router-dom';
import type { SparePartModel } from '../../../../domain/masters/sparePart';
import { EmptyState } from '../../../components/EmptyState';
import { ColumnValue } from '../../../components/list/ColumnValue';
import { servicePriceMaster } from '../config/price';
import { masterPaths, sparePartModelPath } from '../masterPaths';
import { LinkedRow } from './LinkedRow';
import { useMasterCall } from './useMasterCall';
import { Title } from 'react-admin';

const SERVICE_COLUMN = servicePriceMaster.columns.find((column) => column.source === 'serviceId')!;

/**
 * price/model/view/{id}: what a model costs to repair — its service prices and the prices of the spare parts that fit
 * it.
 */
export default function ModelPricesPage() {
  const translate = useTranslate();
  const basename = useBasename();
  const call = useMasterCall();
  const modelId = useParams().id!;
  const { data: model } = useGetOne('masters/model', { id: modelId });
  const { data: servicePrices = [], isPending: pricesPending } = useGetList(
    'masters/service-price',
    {
      pagination: { page: 1, perPage: 50 },
      sort: { field: 'lastUpdate', order: 'DESC' },
      filter: {
        'productId@equal': model?.productId,
        'brandId@equal': model?.brandId,
        'productType@equal': model?.productType,
      },
    },
    { enabled: Boolean(model) },
  );
  const parts = useQuery({
    queryKey: ['modelSpareParts', modelId],
    queryFn: async () => (await call<SparePartModel[]>(`master/model/${encodeURIComponent(modelId)}/spareParts`)).json,
  });
  const { data: partRecords = [] } = useGetMany(
    'masters/spare-part',
    { ids: (parts.data ?? []).map((p) => p.sparePartId) },
    { enabled: Boolean(parts.data?.length) },
  );
  const partOf = new Map(partRecords.map((record) => [String(record.id), record]));
  return (
    <Card>
      <CardContent>
        <Title title={translate('assign.pricesOf', { name: model?.modelNo ?? modelId })} />
        <Typography variant="subtitle1">{translate('tabs.servicePrices')}</Typography>
        {pricesPending && model ? <LinearProgress /> : null}
        {servicePrices.length === 0 ? (
          <EmptyState />
        ) : (
          <Table size="small" sx={{ mb: 3 }}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.masters/service-price.fields.serviceId')}</TableCell>
                <TableCell align="right">{translate('resources.masters/service-price.fields.sellingPrice')}</TableCell>
                <TableCell align="right">{translate('resources.masters/service-price.fields.mrp')}</TableCell>
                <TableCell>{translate('resources.masters/service-price.fields.active')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {servicePrices.map((price) => (
                <LinkedRow
                  key={price.id}
                  to={`${basename}/${masterPaths('masters/service-price').show(price.id)}`}
                  link={
                    <RecordContextProvider value={price}>
                      <ColumnValue column={SERVICE_COLUMN} value={price.serviceId} />
                    </RecordContextProvider>
                  }
                >
                  <TableCell align="right">{price.sellingPrice}</TableCell>
                  <TableCell align="right">{price.mrp}</TableCell>
                  <TableCell>{translate(price.active ? 'ra.boolean.true' : 'ra.boolean.false')}</TableCell>
                </LinkedRow>
              ))}
            </TableBody>
          </Table>
        )}
        <Typography variant="subtitle1">{translate('tabs.sparePartPrices')}</Typography>
        {parts.isPending && <LinearProgress />}
        {parts.data && parts.data.length === 0 && <EmptyState />}
        {parts.data && parts.data.length > 0 && (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate('resources.masters/spare-part.fields.partNumber')}</TableCell>
                <TableCell>{translate('resources.masters/spare-part.fields.name')}</TableCell>
                <TableCell align="right">{translate('resources.masters/spare-part.fields.price')}</TableCell>
                <TableCell align="right">{translate('assign.modelPrice')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {parts.data.map((row) => {
                const part = partOf.get(row.sparePartId);
                return (
                  <LinkedRow
                    key={row.sparePartId}
                    to={`${basename}/${sparePartModelPath(modelId, row.sparePartId)}`}
                    link={part?.partNumber ?? row.sparePartId}
                  >
                    <TableCell>{part?.name}</TableCell>
                    <TableCell align="right">{part?.price}</TableCell>
                    <TableCell align="right">{row.price ?? '—'}</TableCell>
                  </LinkedRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}

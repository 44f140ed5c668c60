import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, useTranslate } from 'ra-core';
import { Labeled, RecordContextProvider, Title } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { Model } from '../../../../domain/masters/model';
import type { SparePart } from '../../../../domain/masters/sparePart';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { ColumnValue } from '../../../components/list/ColumnValue';
import { modelMaster } from '../config/model';
import { mainSparePartMaster } from '../config/sparePart';
import type { MasterConfig } from '../config/types';
import { useMasterCall } from './useMasterCall';

function Fields({ config, record }: { config: MasterConfig; record: object }) {
  return (
    <ResourceContextProvider value={config.resource}>
      <RecordContextProvider value={record}>
        <div
          style={{
            display: 'grid',
            gap: 12,
            gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
            marginBottom: 16,
          }}
        >
          {config.columns
            .filter((column) => column.kind !== 'datetime')
            .map((column) => (
              <Labeled key={column.source} source={column.source}>
                <ColumnValue column={column} value={(record as Record<string, unknown>)[column.source]} />
              </Labeled>
            ))}
        </div>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}

/** spare-part/modelView/{modelId}/{sparePartId}: a spare part as assigned to one model, with its model price. */
export default function SparePartModelPage() {
  const translate = useTranslate();
  const call = useMasterCall();
  const { modelId, sparePartId } = useParams();
  const { data, isPending, error, refetch } = useQuery({
    queryKey: ['sparePartModel', sparePartId, modelId],
    queryFn: async () =>
      (
        await call<{ sparePart: SparePart; model: Model; price: number | null }>(
          `master/sparePart/${encodeURIComponent(sparePartId!)}/model/${encodeURIComponent(modelId!)}`,
        )
      ).json,
  });
  if (isPending) return <LinearProgress />;
  if (error) return <ErrorBlock onReload={() => void refetch()} />;
  return (
    <Card>
      <CardContent>
        <Title title={`${data.sparePart.name} – ${data.model.modelNo}`} />
        <Typography variant="h6">{translate('assign.sparePart')}</Typography>
        <Fields config={mainSparePartMaster} record={data.sparePart} />
        <Typography variant="h6">{translate('assign.model')}</Typography>
        <Fields config={modelMaster} record={data.model} />
        <Typography>
          {translate('assign.modelPrice')}: {data.price ?? '—'}
        </Typography>
      </CardContent>
    </Card>
  );
}

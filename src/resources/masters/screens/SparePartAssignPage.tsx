import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useBasename, useGetList, useTranslate } from 'ra-core';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { referenceTo } from '../config/registryMaster';
import { masterPaths } from '../masterPaths';
import { ReferenceSelect } from '../../../components/reference/ReferenceSelect';
import { CheckList, toggled } from './CheckList';
import { useMasterCall } from './useMasterCall';
import { useSaveAction } from './useSaveAction';
import { sparePartModelsPath, useSparePartModels } from './useSparePartModels';
import { Title } from 'react-admin';

const MODELS_SHOWN = 200;

/**
 * addSparePart/assignSparePart: a spare part, the models it fits (chosen by product and brand), and an optional price.
 */
export default function SparePartAssignPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const call = useMasterCall();
  const [query] = useSearchParams();
  const [sparePartId, setSparePartId] = useState<string | undefined>(query.get('sparePartId') ?? undefined);
  const [productId, setProductId] = useState<string>();
  const [brandId, setBrandId] = useState<string>();
  const [price, setPrice] = useState('');
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const { saving, run } = useSaveAction();

  const assigned = useSparePartModels(sparePartId);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- ticks reset when the saved set loads
  useEffect(() => setChecked(new Set((assigned.data ?? []).map((row) => row.modelId))), [assigned.data]);

  const { data: models = [], isPending } = useGetList(
    'masters/model',
    {
      pagination: { page: 1, perPage: MODELS_SHOWN },
      sort: { field: 'modelNo', order: 'ASC' },
      filter: { 'productId@equal': productId, 'brandId@equal': brandId },
    },
    { enabled: Boolean(productId && brandId) },
  );

  const save = async () => {
    if (!sparePartId) return;
    const body = { modelIds: [...checked], ...(price.trim() ? { price: Number(price) } : {}) };
    await run(
      () => call(sparePartModelsPath(sparePartId), { method: 'PUT', body }),
      'assign.modelsSaved',
      () => navigate(`${basename}/${masterPaths('masters/spare-part').show(sparePartId)}`),
    );
  };

  return (
    <Card>
      <CardContent>
        <Title title={translate('assign.modelsTitle')} />
        <Stack spacing={2} sx={{ maxWidth: 480, mb: 2 }}>
          <ReferenceSelect
            // Main and generic parts alike: a generic part's models name the products it is generic for.
            reference={referenceTo('sparePart', { resource: 'masters/spare-part' })}
            label={translate('assign.sparePart')}
            value={sparePartId}
            onChange={setSparePartId}
          />
          <ReferenceSelect
            reference={referenceTo('product')}
            label={translate('assign.product')}
            value={productId}
            onChange={setProductId}
            disabled={!sparePartId}
          />
          <ReferenceSelect
            reference={referenceTo('brand')}
            label={translate('assign.brand')}
            value={brandId}
            onChange={setBrandId}
            disabled={!sparePartId}
          />
          <TextField
            size="small"
            label={translate('assign.price')}
            value={price}
            onChange={(event) => setPrice(event.target.value.replace(/[^\d.]/g, ''))}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            disabled={!sparePartId}
          />
        </Stack>
        {sparePartId && (
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {translate('assign.ticked', { smart_count: checked.size })}
          </Typography>
        )}
        {sparePartId && productId && brandId && (
          <CheckList
            records={models}
            text={(model) => `${model.modelNo} (${model.productType})`}
            checked={checked}
            onToggle={(id, on) => setChecked((set) => toggled(set, id, on))}
            loading={isPending || assigned.isPending}
            disabled={saving}
          />
        )}
        <Button
          variant="contained"
          sx={{ mt: 2 }}
          onClick={() => void save()}
          disabled={!sparePartId || saving || assigned.isPending}
        >
          {translate('ra.action.save')}
        </Button>
      </CardContent>
    </Card>
  );
}

import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Autocomplete from '@mui/material/Autocomplete';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { CHARGE_MESSAGES, SPARE_PART_QUANTITY_MAX, sparePartLineSchema } from '../../../../domain/requests/charges';
import type { SparePartOption } from '../../../../domain/requests/operations';
import type { RequestRecord } from '../../../../domain/requests/records';
import { formatRupees } from '../../../components/format/formatMoney';
import { ConfirmDialog } from '../../../components/profile/ConfirmDialog';
import { SectionCard } from '../../../components/profile/SectionCard';
import { SectionList, type SectionColumn } from '../../../components/profile/SectionList';
import { OperationDialog } from './OperationDialog';
import { useRequestOptions } from './useRequestOptions';
import { useFieldErrors, useRequestWrite } from './useRequestWrite';

type Line = RequestRecord['spareParts'][number] & { id: string };
const paise = (value: number) => formatRupees(value / 100);

/** Spare parts fitted on a repair request, at the price they were added at (PUT/DELETE requests/{id}/sparePart). */
export function SparePartsCard({ request, editable }: { request: RequestRecord; editable: boolean }) {
  const translate = useTranslate();
  const write = useRequestWrite(request);
  const { errors, sink, clear } = useFieldErrors();
  const [adding, setAdding] = useState(false);
  const [part, setPart] = useState<SparePartOption | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [removing, setRemoving] = useState<Line>();
  // The parts that fit the product's model, at the price they would be added at (GET requests/{id}/spareParts/options).
  const parts = useRequestOptions(request, 'spareParts', adding);
  const close = () => {
    setAdding(false);
    setPart(null);
    setQuantity('1');
    clear();
  };
  const count = Number(quantity);
  // Why the quantity is refused (the API's rule: whole, 1 to 999), said at the field while Submit waits.
  const quantityParsed = sparePartLineSchema.shape.quantity.safeParse(quantity.trim() === '' ? undefined : count);
  const quantityProblem = quantityParsed.success ? undefined : quantityParsed.error.issues[0]?.message;
  const lines: Line[] = request.spareParts.map((line) => ({ ...line, id: line.sparePartId }));
  const columns: SectionColumn<Line>[] = [
    {
      source: 'name',
      label: translate('requestPage.sparePart'),
      render: (line) => `${line.name} (${line.partNumber})`,
    },
    { source: 'quantity', label: translate('requestPage.quantity') },
    {
      source: 'unitPricePaise',
      label: translate('requestPage.unitPrice'),
      wideOnly: true,
      render: (line) => paise(line.unitPricePaise),
    },
    { source: 'totalPaise', label: translate('requestPage.lineTotal'), render: (line) => paise(line.totalPaise) },
  ];
  const title = translate('requestPage.addSparePart');
  return (
    <SectionCard
      title={translate('requestPage.spareParts')}
      action={editable ? { kind: 'add', label: title, onClick: () => setAdding(true) } : undefined}
    >
      <SectionList<Line>
        label={translate('requestPage.spareParts')}
        records={lines}
        columns={columns}
        empty={
          <Typography variant="body2" color="text.secondary">
            {translate('requestPage.noSpareParts')}
          </Typography>
        }
        actions={
          editable
            ? (line) => (
                <IconButton
                  size="small"
                  aria-label={translate('requestPage.removeSparePart', { name: line.name })}
                  onClick={() => setRemoving(line)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )
            : undefined
        }
      />
      <OperationDialog
        open={adding}
        title={title}
        ready={!!part && quantityParsed.success}
        busy={write.busy}
        onClose={close}
        onSubmit={() =>
          void write.put('sparePart', { sparePartId: part!.id, quantity: count }, CHARGE_MESSAGES.sparePartAdded, {
            fieldErrors: sink,
            after: close,
          })
        }
      >
        <Autocomplete
          options={parts.data ?? []}
          loading={parts.isPending}
          value={part}
          onChange={(_, value) => setPart(value)}
          getOptionLabel={(option) =>
            `${option.name} (${option.partNumber}) · ${paise(option.unitPricePaise)} / ${option.uom.code}`
          }
          noOptionsText={translate('requestPage.noSparePartFits')}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          renderInput={(params) => (
            <TextField
              {...params}
              label={translate('requestPage.sparePart')}
              error={!!errors.sparePartId}
              helperText={errors.sparePartId ?? parts.error?.message}
            />
          )}
        />
        <TextField
          type="number"
          label={translate('requestPage.quantity')}
          value={quantity}
          onChange={(event) => {
            clear();
            setQuantity(event.target.value);
          }}
          slotProps={{ htmlInput: { min: 1, max: SPARE_PART_QUANTITY_MAX, step: 1 } }}
          error={!!(errors.quantity ?? quantityProblem)}
          helperText={errors.quantity ?? quantityProblem}
        />
      </OperationDialog>
      <ConfirmDialog
        open={!!removing}
        busy={write.busy}
        message={translate('requestPage.confirmRemoveSparePart', { name: removing?.name ?? '' })}
        onClose={() => setRemoving(undefined)}
        onConfirm={() =>
          void write.remove('sparePart', removing!.sparePartId, CHARGE_MESSAGES.sparePartRemoved, {
            after: () => setRemoving(undefined),
          })
        }
      />
    </SectionCard>
  );
}

import { zodResolver } from '../../i18n/messageResolver';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useFieldArray, useForm, useWatch, type Control, type FieldPath, type Resolver } from 'react-hook-form';
import { DISPOSAL_METHODS } from '../../../domain/masters/choices';
import {
  DRIVE_FORM_STATUSES,
  driveBodySchema,
  gramsToKg,
  type DriveBody,
  type DriveBodyParsed,
  type DriveRecord,
} from '../../../domain/ewasteDrives/schemas';
import { AddressFields, pincodeBlocksSave, useAddressLookup } from '../../components/form/AddressFields';
import { FormDialog } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors } from '../../components/profile/serverErrors';
import { useNotifyText } from '../../components/useNotifyText';
import { FormDayPicker } from '../../components/dayPicker/FormDayPicker';
import { useDriveFiltersData, useDriveWrites } from './api';

type LineInput = { categoryId: string; uomId: string; target: number | null; collected: number | null };
type DriveForm = Omit<DriveBody, 'lines'> & { lines: LineInput[] };

/** A number box: blank is null, so the schema says the quantity is required rather than that it is not a number. */
const asQuantity = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

const kgOf = (grams: number | null) => (grams === null ? null : gramsToKg(grams));
const defaults = (drive: DriveRecord | undefined, kgUomId: string): DriveForm => ({
  name: drive?.name ?? '',
  driveDate: drive?.driveDate ?? '',
  status: drive?.status === 'Completed' ? 'Completed' : 'Planned',
  place: drive
    ? { ...drive.place, pincode: String(drive.place.pincode) as never }
    : { addressLine1: '', addressLine2: '', landmark: '', pincode: '' as never, area: '', city: '', state: '' },
  channelPartnerId: drive?.channelPartnerId ?? '',
  disposalMethod: drive?.disposalMethod ?? ('' as never),
  notes: drive?.notes ?? '',
  // The form speaks kg (the unit the lines were entered in is kept when it is kg; grams show as kg too).
  lines: drive?.lines.map((line) => ({
    categoryId: line.categoryId,
    uomId: kgUomId || line.uomId,
    target: kgOf(line.targetGrams),
    collected: kgOf(line.collectedGrams),
  })) ?? [{ categoryId: '', uomId: kgUomId, target: null, collected: null }],
});

/** Collected weights belong to a completed drive only: a planned one sends none, whatever the hidden boxes hold. */
const schemaResolver = zodResolver(driveBodySchema);
const driveResolver: Resolver<DriveForm, unknown, DriveBodyParsed> = (values, context, options) =>
  schemaResolver(
    (values.status === 'Completed'
      ? values
      : { ...values, lines: values.lines.map((line) => ({ ...line, collected: null })) }) as never,
    context,
    options as never,
  ) as ReturnType<Resolver<DriveForm, unknown, DriveBodyParsed>>;

export interface DriveDialogProps {
  /** The drive being corrected; omitted, a new one is recorded. */
  drive?: DriveRecord;
  onClose: () => void;
  onSaved: (drive: DriveRecord) => void;
}

/** Record or correct a drive: name, date, place (the shared pincode look-up), partner, disposal and kg per category. */
export function DriveDialog({ drive, onClose, onSaved }: DriveDialogProps) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const toast = useNotify();
  const { data: options } = useDriveFiltersData();
  const writes = useDriveWrites();
  const [busy, setBusy] = useState(false);
  const kgUomId = options?.weightUoms.find((uom) => uom.code.toUpperCase().startsWith('KG'))?.id ?? '';
  const { control, register, handleSubmit, setValue, getValues, setError, formState } = useForm<
    DriveForm,
    unknown,
    DriveBodyParsed
  >({
    resolver: driveResolver,
    defaultValues: defaults(drive, kgUomId),
    values: options ? defaults(drive, kgUomId) : undefined,
    resetOptions: { keepDirtyValues: true },
    mode: 'onTouched',
  });
  const { errors } = formState;
  // SelectField and AddressFields know the form's values only, not what the schema turns them into.
  const fields = control as unknown as Control<DriveForm>;
  const lookup = useAddressLookup({ control: fields, setValue, getValues }, 'place');
  const lines = useFieldArray({ control: fields, name: 'lines' });
  const status = useWatch({ control: fields, name: 'status' });
  const label = (key: string) => translate(`resources.ewasteDrives.fields.${key}`);

  const text = (
    name: FieldPath<DriveForm>,
    message: string | undefined,
    extra: { required?: boolean; multiline?: boolean } = {},
  ) => (
    <TextField
      {...register(name)}
      id={`drive-${name}`}
      label={label(name)}
      required={extra.required ?? true}
      multiline={extra.multiline}
      size="small"
      fullWidth
      error={!!message}
      helperText={message ?? ' '}
    />
  );
  const quantity = (index: number, field: 'target' | 'collected') => {
    const message = errors.lines?.[index]?.[field]?.message;
    return (
      <TextField
        {...register(`lines.${index}.${field}`, { setValueAs: asQuantity })}
        id={`drive-lines-${index}-${field}`}
        label={translate(`ewasteDrives.${field}Kg`)}
        type="number"
        required
        size="small"
        error={!!message}
        helperText={message ?? ' '}
        slotProps={{ htmlInput: { min: 0, step: 0.001, inputMode: 'decimal' } }}
      />
    );
  };

  const save = async (body: DriveBodyParsed) => {
    setBusy(true);
    try {
      const saved = await writes.save(body, drive?.id);
      toast(drive ? 'ewasteDrives.updated' : 'ewasteDrives.created', { type: 'success' });
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, setError))
        notify((error as Error).message || translate('ewasteDrives.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const grid = {
    display: 'grid',
    gap: 1,
    gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
  };
  const partnerOptions = (options?.channelPartners ?? []).map((partner) => ({
    value: partner.id,
    label: partner.name,
  }));

  return (
    <FormDialog
      open
      title={translate(drive ? 'ewasteDrives.edit' : 'ewasteDrives.add')}
      onClose={onClose}
      onSubmit={() => void handleSubmit(save)()}
      saveDisabled={!options || pincodeBlocksSave(lookup)}
      busy={busy}
      maxWidth="md"
    >
      <Box sx={{ ...grid, pt: 1 }}>
        {text('name', errors.name?.message)}
        <FormDayPicker control={fields} name="driveDate" label={label('driveDate')} required />
        <SelectField
          control={fields}
          name="status"
          label={label('status')}
          options={DRIVE_FORM_STATUSES}
          fixedChoices
          required
        />
        <SelectField
          control={fields}
          name="channelPartnerId"
          label={label('channelPartnerId')}
          options={partnerOptions}
          required
        />
        <SelectField
          control={fields}
          name="disposalMethod"
          label={label('disposalMethod')}
          options={DISPOSAL_METHODS}
          fixedChoices
          required
        />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {translate('ewasteDrives.place')}
      </Typography>
      <AddressFields
        control={fields}
        register={register}
        name="place"
        lookup={lookup}
        errors={errors.place}
        label={(field) => translate(`partner.${field}`)}
      />
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        {translate('ewasteDrives.quantities')}
      </Typography>
      {errors.lines?.message && (
        <Typography color="error" variant="body2">
          {errors.lines.message}
        </Typography>
      )}
      {lines.fields.map((line, index) => (
        <Box
          key={line.id}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr) repeat(2, minmax(0, 1fr)) auto' },
          }}
        >
          <SelectField
            control={fields}
            name={`lines.${index}.categoryId`}
            label={translate('ewasteDrives.category')}
            options={(options?.categories ?? []).map((c) => ({ value: c.id, label: c.name }))}
            required
          />
          <SelectField
            control={fields}
            name={`lines.${index}.uomId`}
            label={translate('ewasteDrives.unit')}
            options={(options?.weightUoms ?? []).map((u) => ({ value: u.id, label: u.name }))}
            required
          />
          {quantity(index, 'target')}
          {status === 'Completed' ? quantity(index, 'collected') : <span />}
          <IconButton
            aria-label={translate('ewasteDrives.removeLine')}
            onClick={() => lines.remove(index)}
            disabled={lines.fields.length === 1}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Button
        startIcon={<AddIcon />}
        size="small"
        onClick={() => lines.append({ categoryId: '', uomId: kgUomId, target: null, collected: null })}
      >
        {translate('ewasteDrives.addLine')}
      </Button>
      <Box sx={{ mt: 2 }}>{text('notes', errors.notes?.message, { required: false, multiline: true })}</Box>
    </FormDialog>
  );
}

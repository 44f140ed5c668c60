import { zodResolver } from '../../i18n/messageResolver';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useNotifyText } from '../../components/useNotifyText';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { CUSTOMER_MESSAGES } from '../../../domain/customers/customer';
import {
  customerProductSchema,
  PRODUCT_MESSAGES,
  PURCHASE_DATE_MIN,
  WARRANTY_OPTIONS,
  type CustomerProduct,
  type CustomerProductInput,
} from '../../../domain/customers/product';
import type { CustomerProductRecord } from '../../../domain/customers/records';
import type { StoredFile } from '../../../domain/masters/common';
import { FormDialog, SAVE_WAITS_MODE } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors } from '../../components/profile/serverErrors';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { FormDayPicker } from '../../components/dayPicker/FormDayPicker';
import { useCustomerApi, type NamedChoice } from './api';
import { indiaToday } from '../../components/format/indiaDay';
import { DocumentsField } from './DocumentsField';

export interface ProductDialogProps {
  customerId: string;
  onClose: () => void;
  onSaved: (product: CustomerProductRecord) => void;
}

const DEFAULTS: CustomerProductInput = {
  nickName: '',
  productId: '',
  productType: '',
  brandId: '',
  modelNo: '',
  serialNo: '',
  warrantyStatus: '' as CustomerProductInput['warrantyStatus'],
  purchaseDate: '',
  additionalDocuments: [],
};

const FIELDS: readonly Path<CustomerProductInput>[] = [
  'nickName',
  'productId',
  'productType',
  'brandId',
  'modelNo',
  'serialNo',
  'warrantyStatus',
  'purchaseDate',
];

/**
 * Add Product: published products and brands, the product's types, model numbers
 * typed freely with the models of that product and brand suggested, and a purchase date from 01/01/2000 to today
 * when under warranty.
 */
export function ProductDialog({ customerId, onClose, onSaved }: ProductDialogProps) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const api = useCustomerApi();
  const today = useMemo(() => indiaToday(), []);
  const schema = useMemo(() => customerProductSchema(today), [today]);
  const { control, register, handleSubmit, setValue, setError, formState } = useForm<
    CustomerProductInput,
    unknown,
    CustomerProduct
  >({
    resolver: zodResolver(schema),
    defaultValues: DEFAULTS,
    mode: SAVE_WAITS_MODE,
  });
  const { errors, isValid, isDirty, isSubmitting } = formState;
  const [productId, brandId, warrantyStatus] = useWatch({ control, name: ['productId', 'brandId', 'warrantyStatus'] });
  const [documentError, setDocumentError] = useState<string>();

  const products = useQuery({
    queryKey: ['customerProductChoices', 'products'],
    queryFn: api.publishedProducts,
    staleTime: 5 * 60 * 1000,
  });
  const brands = useQuery({
    queryKey: ['customerProductChoices', 'brands'],
    queryFn: api.publishedBrands,
    staleTime: 5 * 60 * 1000,
  });
  const models = useQuery({
    queryKey: ['customerProductChoices', 'models', productId, brandId],
    queryFn: () => api.models(productId!, brandId!),
    enabled: !!productId && !!brandId,
    staleTime: 60 * 1000,
  });
  useEffect(() => {
    if (models.isError) notify(CUSTOMER_MESSAGES.failed, 'error');
  }, [models.isError, notify]);

  useEffect(() => {
    // Without a warranty the purchase date is not asked for, so none is kept.
    if (warrantyStatus !== 'Yes') setValue('purchaseDate', '', { shouldValidate: true });
  }, [warrantyStatus, setValue]);

  const product = products.data?.find((choice) => choice.id === productId);
  const modelNumbers = useMemo(() => [...new Set((models.data ?? []).map((model) => model.modelNo))], [models.data]);

  const submit = handleSubmit(async (payload) => {
    try {
      const saved = await api.addProduct(customerId, payload);
      notify(PRODUCT_MESSAGES.created, 'success');
      onSaved(saved);
    } catch (error) {
      if (!applyServerErrors(error, setError, FIELDS)) notify(errorMessage(error), 'error');
    }
  });

  const choice = (
    name: 'productId' | 'brandId',
    label: string,
    options: readonly NamedChoice[],
    loading: boolean,
    onPicked?: () => void,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Autocomplete<NamedChoice>
          size="small"
          options={options}
          loading={loading}
          value={options.find((option) => option.id === field.value) ?? null}
          getOptionLabel={(option) => option.name}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          onChange={(_, value) => {
            field.onChange(value?.id ?? '');
            onPicked?.();
          }}
          onBlur={field.onBlur}
          renderInput={(params) => (
            <TextField
              {...params}
              name={field.name}
              label={translate(label)}
              required
              error={fieldState.invalid}
              helperText={fieldState.error?.message ?? ' '}
            />
          )}
        />
      )}
    />
  );
  const text = (name: 'nickName' | 'serialNo', label: string) => (
    <TextField
      {...register(name)}
      label={translate(label)}
      size="small"
      fullWidth
      error={!!errors[name]}
      helperText={errors[name]?.message ?? ' '}
    />
  );

  return (
    <FormDialog
      open
      title={translate('customers.addProduct')}
      onClose={onClose}
      onSubmit={() => void submit()}
      saveDisabled={!isValid || !isDirty}
      busy={isSubmitting}
      saveLabel={translate('customers.add')}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        {text('nickName', 'customers.nickName')}
        {choice('productId', 'customers.product', products.data ?? [], products.isFetching, () =>
          setValue('productType', '', { shouldValidate: true }),
        )}
        <SelectField
          control={control}
          name="productType"
          label={translate('customers.productType')}
          options={product?.productTypes ?? []}
          required
          disabled={!product}
        />
        {choice('brandId', 'customers.brand', brands.data ?? [], brands.isFetching)}
        <Controller
          control={control}
          name="modelNo"
          render={({ field, fieldState }) => (
            <Autocomplete<string, false, false, true>
              freeSolo
              size="small"
              options={modelNumbers}
              inputValue={field.value ?? ''}
              onInputChange={(_, value) => field.onChange(value)}
              onBlur={field.onBlur}
              renderInput={(params) => (
                <TextField
                  {...params}
                  name={field.name}
                  label={translate('customers.modelNo')}
                  error={fieldState.invalid}
                  helperText={fieldState.error?.message ?? ' '}
                />
              )}
            />
          )}
        />
        {text('serialNo', 'customers.serialNo')}
        <SelectField
          control={control}
          name="warrantyStatus"
          label={translate('customers.warranty')}
          options={WARRANTY_OPTIONS.map((option) => ({
            value: option,
            label: translate(`customers.warrantyOptions.${option}`),
          }))}
          required
        />
        {warrantyStatus === 'Yes' && (
          <FormDayPicker
            control={control}
            name="purchaseDate"
            label={translate('customers.purchaseDate')}
            minDay={PURCHASE_DATE_MIN}
            maxDay={today}
            required
          />
        )}
      </Box>
      <Controller
        control={control}
        name="additionalDocuments"
        render={({ field }) => (
          <DocumentsField
            customerId={customerId}
            value={(field.value ?? []) as StoredFile[]}
            onChange={(files) => field.onChange(files)}
            error={documentError}
            onError={setDocumentError}
          />
        )}
      />
    </FormDialog>
  );
}

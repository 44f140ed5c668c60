import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import {
  PICKUP_PRODUCT_MESSAGES as M,
  PICKUP_QUANTITY_MAX,
  pickUpQuantitySchema,
  quantityUnitError,
  type PickUpProductOptions,
} from '../../../../domain/requests/products';
import type { RequestRecord } from '../../../../domain/requests/records';
import { OperationDialog } from './OperationDialog';
import { productLabel, type ProductLine } from './productLine';
import { useRequestOptions } from './useRequestOptions';
import { useFieldErrors, useRequestWrite } from './useRequestWrite';

type Item = PickUpProductOptions['items'][number];
type CustomerProduct = PickUpProductOptions['products'][number];

/** A quantity typed in the item's unit: blank is none; otherwise the API's rule (more than 0, 3 decimals, bounded). */
const quantityOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
/** Why a typed quantity is refused (the API's rule, and whole numbers for a counted item), shown at the field. */
function quantityProblem(text: string, item: Item | null): string | undefined {
  if (text.trim() === '') return undefined;
  const parsed = pickUpQuantitySchema.safeParse(quantityOf(text));
  if (!parsed.success) return parsed.error.issues[0]?.message;
  return item ? quantityUnitError(parsed.data, item.uom.code) : undefined;
}
const validQuantity = (text: string, item: Item | null) => text.trim() !== '' && !quantityProblem(text, item);

/** The waste item and quantity fields of one product line (the unit is the item's). */
function ItemAndQuantity(props: {
  items: readonly Item[];
  loading: boolean;
  item: Item | null;
  quantity: string;
  errors: { item?: string; quantity?: string };
  /** Both are asked for (weighing in), marked with an asterisk; otherwise either may stay blank. */
  required?: boolean;
  onItem: (item: Item | null) => void;
  onQuantity: (text: string) => void;
}) {
  const translate = useTranslate();
  const problem = props.errors.quantity ?? quantityProblem(props.quantity, props.item);
  // A quantity means nothing without the item whose unit it is in: Submit waits for the item, and the item says so.
  const itemProblem =
    props.errors.item ?? (props.quantity.trim() !== '' && !props.item ? M.itemForQuantity : undefined);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <Autocomplete
        sx={{ flex: 2 }}
        options={props.items}
        loading={props.loading}
        value={props.item}
        onChange={(_, value) => props.onItem(value)}
        getOptionLabel={(option) => `${option.name} (${option.uom.code})`}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        noOptionsText={translate('requestPage.noWasteItems')}
        renderInput={(params) => (
          <TextField
            {...params}
            label={translate('requestPage.wasteItem')}
            required={props.required}
            error={!!itemProblem}
            helperText={itemProblem && translate(itemProblem)}
          />
        )}
      />
      <TextField
        sx={{ flex: 1 }}
        type="number"
        label={translate('requestPage.quantityIn', { unit: props.item?.uom.code ?? '' })}
        required={props.required}
        value={props.quantity}
        onChange={(event) => props.onQuantity(event.target.value)}
        slotProps={{ htmlInput: { min: 0, max: PICKUP_QUANTITY_MAX, step: 0.001 } }}
        error={!!problem}
        helperText={problem && translate(problem)}
      />
    </Stack>
  );
}

interface NewLine {
  product: CustomerProduct;
  item: Item | null;
  quantity: string;
}

/**
 * Add products: the customer's Active products not yet on the pick-up, each optionally with its waste item and
 * quantity.
 */
export function AddProductsDialog({ request, onClose }: { request: RequestRecord; onClose: () => void }) {
  const translate = useTranslate();
  const write = useRequestWrite(request);
  const { errors, sink } = useFieldErrors();
  const options = useRequestOptions(request, 'products', true);
  const [lines, setLines] = useState<NewLine[]>([]);
  const change = (index: number, patch: Partial<NewLine>) =>
    setLines((all) => all.map((line, i) => (i === index ? { ...line, ...patch } : line)));
  const ready =
    lines.length > 0 &&
    lines.every((line) => line.quantity.trim() === '' || (line.item && validQuantity(line.quantity, line.item)));
  const submit = () =>
    void write.put(
      'products',
      {
        products: lines.map((line) => ({
          userProductId: line.product.userProductId,
          eWasteItemId: line.item?.id,
          quantity: line.item ? quantityOf(line.quantity) : undefined,
        })),
      },
      M.added,
      { fieldErrors: sink, after: onClose },
    );
  const title = translate('requestPage.addProducts');
  return (
    <OperationDialog
      open
      title={title}
      ready={ready}
      busy={write.busy}
      maxWidth="md"
      onClose={onClose}
      onSubmit={submit}
    >
      {options.error && <Alert severity="error">{options.error.message}</Alert>}
      {options.data && options.data.products.length === 0 && (
        <Alert severity="info">{translate('requestPage.noProductsToAdd')}</Alert>
      )}
      {(!options.data || options.data.products.length > 0) && (
        <Autocomplete
          multiple
          options={options.data?.products ?? []}
          loading={options.isPending}
          value={lines.map((line) => line.product)}
          onChange={(_, chosen) =>
            setLines(
              chosen.map(
                (product) =>
                  lines.find((line) => line.product.userProductId === product.userProductId) ?? {
                    product,
                    item: null,
                    quantity: '',
                  },
              ),
            )
          }
          getOptionLabel={(option) => `${productLabel(option)} · ${option.brandName}`}
          isOptionEqualToValue={(option, value) => option.userProductId === value.userProductId}
          renderInput={(params) => <TextField {...params} label={translate('requestPage.customerProducts')} />}
        />
      )}
      {lines.map((line, index) => (
        <Stack key={line.product.userProductId} spacing={1}>
          <Typography variant="subtitle2">{productLabel(line.product)}</Typography>
          <ItemAndQuantity
            items={options.data?.items ?? []}
            loading={options.isPending}
            item={line.item}
            quantity={line.quantity}
            errors={{ item: errors[`products.${index}.eWasteItemId`], quantity: errors[`products.${index}.quantity`] }}
            onItem={(item) => change(index, { item })}
            onQuantity={(quantity) => change(index, { quantity })}
          />
          {errors[`products.${index}.userProductId`] && (
            <Alert severity="error">{errors[`products.${index}.userProductId`]}</Alert>
          )}
        </Stack>
      ))}
    </OperationDialog>
  );
}

/** Weigh in one product: the waste item it is collected as and how much, in that item's unit. */
export function WeighProductDialog({
  request,
  product,
  onClose,
}: {
  request: RequestRecord;
  product: ProductLine;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const write = useRequestWrite(request);
  const { errors, sink } = useFieldErrors();
  const options = useRequestOptions(request, 'products', true);
  const items = options.data?.items ?? [];
  const [itemId, setItemId] = useState(product.eWasteItem?.id ?? '');
  const [quantity, setQuantity] = useState(product.quantity === null ? '' : String(product.quantity));
  const item = items.find((entry) => entry.id === itemId) ?? null;
  const submit = () =>
    void write.put(
      'product/update',
      { productId: product.userProductId, eWasteItemId: itemId, quantity: quantityOf(quantity) },
      M.updated,
      { fieldErrors: sink, after: onClose },
    );
  return (
    <OperationDialog
      open
      title={translate('requestPage.weighProduct', { name: productLabel(product) })}
      ready={!!item && validQuantity(quantity, item)}
      busy={write.busy}
      onClose={onClose}
      onSubmit={submit}
    >
      {options.error && <Alert severity="error">{options.error.message}</Alert>}
      <ItemAndQuantity
        items={items}
        loading={options.isPending}
        item={item}
        quantity={quantity}
        errors={{ item: errors.eWasteItemId, quantity: errors.quantity }}
        required
        onItem={(chosen) => setItemId(chosen?.id ?? '')}
        onQuantity={setQuantity}
      />
    </OperationDialog>
  );
}

import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { BRAND_PRODUCT_MESSAGES, brandProductsSchema, type BrandProducts } from '../../../domain/profile/brandProducts';
import { FormDialog } from './FormDialog';
import { useProfileReads, type NamedMaster } from './profileApi';
import { useDebouncedValue } from './useDebouncedValue';

export interface BrandProductsDialogProps {
  /** The brand being edited; omitted when adding. */
  editing?: BrandProducts;
  /** Brands already on the profile: not offered again when adding. */
  held: readonly BrandProducts[];
  /** Only these brands and their products (a technician's partner's own); omitted = the published masters. */
  offeredBrands?: readonly BrandProducts[];
  busy?: boolean;
  onClose: () => void;
  onSave: (value: BrandProducts) => void;
}

type Product = BrandProducts['products'][number];
const sameProducts = (a: readonly Product[], b: readonly Product[]) =>
  a.length === b.length && a.every((product) => b.some((other) => other.productId === product.productId));

/** Search the published masters on the server as the user types (DESIGN "big choice lists"). */
function useMasterSearch(master: 'brand' | 'product', text: string, enabled: boolean) {
  const { searchPublished } = useProfileReads();
  const settled = useDebouncedValue(text);
  const first = useQuery({
    queryKey: ['profileMasterSearch', master, ''],
    queryFn: () => searchPublished(master, ''),
    enabled,
    staleTime: 60_000,
  });
  const typed = useQuery({
    queryKey: ['profileMasterSearch', master, settled.trim()],
    queryFn: () => searchPublished(master, settled),
    enabled: enabled && settled.trim() !== '',
    staleTime: 60_000,
  });
  const current = settled.trim() ? typed : first;
  return {
    options: current.data?.records ?? [],
    loading: current.isFetching,
    /** Nothing published at all: the first, unfiltered search came back empty. */
    none: first.isSuccess && first.data.totalRecords === 0,
  };
}

/** Pick a brand, then its products; in edit mode the brand is fixed and Save waits for a change. */
export function BrandProductsDialog({ editing, held, offeredBrands, busy, onClose, onSave }: BrandProductsDialogProps) {
  const translate = useTranslate();
  const local = offeredBrands !== undefined;
  const [brand, setBrand] = useState<NamedMaster | null>(editing ? { id: editing.brandId, name: editing.name } : null);
  const [products, setProducts] = useState<Product[]>(editing?.products ?? []);
  const [brandText, setBrandText] = useState('');
  const [productText, setProductText] = useState('');
  const heldIds = useMemo(() => new Set(held.map((b) => b.brandId)), [held]);

  const brandSearch = useMasterSearch('brand', brandText, !local && !editing);
  const productSearch = useMasterSearch('product', productText, !local);

  const brandOptions = (
    local ? offeredBrands.map((b) => ({ id: b.brandId, name: b.name })) : brandSearch.options
  ).filter((b) => !heldIds.has(b.id));
  const productOptions: Product[] = local
    ? (offeredBrands.find((b) => b.brandId === brand?.id)?.products ?? [])
    : productSearch.options.map((p) => ({ productId: p.id, name: p.name }));

  const nothingOffered = local
    ? !editing && offeredBrands.every((b) => heldIds.has(b.brandId))
    : (!editing && brandSearch.none) || productSearch.none;

  const value: BrandProducts = { brandId: brand?.id ?? '', name: brand?.name ?? '', products };
  const valid = brandProductsSchema.safeParse(value).success;
  const unchanged = !!editing && sameProducts(editing.products, products);

  return (
    <FormDialog
      open
      title={translate(editing ? 'profile.editBrand' : 'profile.addBrand')}
      onClose={onClose}
      onSubmit={() => onSave(value)}
      saveDisabled={!valid || unchanged || nothingOffered}
      busy={busy}
    >
      {nothingOffered ? (
        <Alert severity="info">{translate(BRAND_PRODUCT_MESSAGES.unavailable)}</Alert>
      ) : (
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Autocomplete
            options={brandOptions}
            value={brand}
            onChange={(_, next) => {
              setBrand(next);
              if (local) setProducts([]);
            }}
            onInputChange={(_, text) => setBrandText(text)}
            filterOptions={local ? undefined : (options) => options}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            loading={brandSearch.loading}
            disabled={!!editing}
            renderInput={(params) => <TextField {...params} label={translate('profile.brand')} required />}
          />
          <Autocomplete
            multiple
            options={productOptions}
            value={products}
            onChange={(_, next) => setProducts(next)}
            onInputChange={(_, text, reason) => reason !== 'reset' && setProductText(text)}
            filterOptions={local ? undefined : (options) => options}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.productId === b.productId}
            filterSelectedOptions
            loading={productSearch.loading}
            disabled={!brand}
            disableCloseOnSelect
            slotProps={{ listbox: { style: { maxHeight: 300 } } }}
            renderInput={(params) => <TextField {...params} label={translate('profile.products')} required />}
          />
        </Stack>
      )}
    </FormDialog>
  );
}

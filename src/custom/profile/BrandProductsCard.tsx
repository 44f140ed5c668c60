import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BRAND_PRODUCT_MESSAGES, type BrandProducts } from '../../../domain/profile/brandProducts';
import { EmptyState } from '../../components/EmptyState';
import { BrandProductsDialog } from './BrandProductsDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { PROFILE_LABELS as L } from './labels';
import { addBrandProducts, deleteBrandProducts, updateBrandProducts } from './profileApi';
import { SectionCard } from './SectionCard';
import type { SectionProps } from './types';
import { useSectionWrite } from './useSectionWrite';

export interface BrandProductsCardProps<P> extends SectionProps<P> {
  brandsProducts: readonly BrandProducts[];
  /** Only these brands and products are offered (a technician: its partner's own, spec 000 §6); omitted = published masters. */
  offeredBrands?: readonly BrandProducts[];
}

type Dialog = { mode: 'add' } | { mode: 'edit'; brand: BrandProducts };

/** Brands, each with its products (spec 000 §2.7 "Product & Brands"). */
export function BrandProductsCard<P>({ api, readOnly, onSaved, brandsProducts, offeredBrands }: BrandProductsCardProps<P>) {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState<BrandProducts | null>(null);
  const { busy, run } = useSectionWrite(onSaved);

  const save = (value: BrandProducts) => {
    const body = { brandId: value.brandId, name: value.name, products: value.products };
    return dialog?.mode === 'edit'
      ? run(() => updateBrandProducts<P>(api, body), BRAND_PRODUCT_MESSAGES.updated, { after: () => setDialog(null) })
      : run(() => addBrandProducts<P>(api, body), BRAND_PRODUCT_MESSAGES.added, { after: () => setDialog(null) });
  };
  const remove = () => deleting && run(() => deleteBrandProducts<P>(api, deleting.brandId), BRAND_PRODUCT_MESSAGES.deleted, { after: () => setDeleting(null) });

  return (
    <SectionCard title={L.productsBrands} action={readOnly ? undefined : { kind: 'add', onClick: () => setDialog({ mode: 'add' }) }}>
      {brandsProducts.length === 0 ? (
        <EmptyState message={BRAND_PRODUCT_MESSAGES.empty} />
      ) : (
        <Stack divider={<Divider flexItem />} spacing={1.5}>
          {brandsProducts.map((brand) => (
            <Box key={brand.brandId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" component="h3">
                  {brand.name}
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }} aria-label={`${L.products} ${brand.name}`} role="list">
                  {brand.products.map((product) => (
                    <Chip key={product.productId} size="small" label={product.name} role="listitem" />
                  ))}
                </Box>
              </Box>
              {!readOnly && (
                <>
                  <IconButton size="small" aria-label={`${L.edit} ${brand.name}`} onClick={() => setDialog({ mode: 'edit', brand })}>
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={`${L.delete} ${brand.name}`} onClick={() => setDeleting(brand)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </>
              )}
            </Box>
          ))}
        </Stack>
      )}
      {dialog && (
        <BrandProductsDialog
          editing={dialog.mode === 'edit' ? dialog.brand : undefined}
          held={brandsProducts}
          offeredBrands={offeredBrands}
          busy={busy}
          onClose={() => setDialog(null)}
          onSave={(value) => void save(value)}
        />
      )}
      <ConfirmDialog open={deleting !== null} message={BRAND_PRODUCT_MESSAGES.deleteConfirm} busy={busy} onConfirm={() => void remove()} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}

import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { BRAND_PRODUCT_MESSAGES, type BrandProducts } from '../../../domain/profile/brandProducts';
import { EmptyState } from '../EmptyState';
import { BrandProductsDialog } from './BrandProductsDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { SectionCard } from './SectionCard';
import type { SectionProps } from './types';
import { useSectionWrite } from './useSectionWrite';

export interface BrandProductsCardProps<P> extends SectionProps<P> {
  brandsProducts: readonly BrandProducts[];
  /**
   * Only these brands and products are offered (a technician: its partner's own, spec 000 §6); omitted = published
   * masters.
   */
  offeredBrands?: readonly BrandProducts[];
}

type Dialog = { mode: 'add' } | { mode: 'edit'; brand: BrandProducts };

/** Brands, each with its products. */
export function BrandProductsCard<P extends RaRecord>({
  api,
  readOnly,
  onSaved,
  brandsProducts,
  offeredBrands,
}: BrandProductsCardProps<P>) {
  const translate = useTranslate();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [deleting, setDeleting] = useState<BrandProducts | null>(null);
  const { busy, save, remove } = useSectionWrite(api, onSaved);
  const openAdd = () => setDialog({ mode: 'add' });

  const saveBrand = (value: BrandProducts) => {
    const body = { brandId: value.brandId, name: value.name, products: value.products };
    const after = () => setDialog(null);
    return dialog?.mode === 'edit'
      ? save('brand/update', body, BRAND_PRODUCT_MESSAGES.updated, { after })
      : save('brand', body, BRAND_PRODUCT_MESSAGES.added, { after });
  };
  const removeBrand = () =>
    deleting && remove('brand', deleting.brandId, BRAND_PRODUCT_MESSAGES.deleted, { after: () => setDeleting(null) });
  const title = translate('profile.productsBrands');

  return (
    <SectionCard title={title} action={readOnly ? undefined : { kind: 'add', onClick: openAdd }}>
      {brandsProducts.length === 0 ? (
        <EmptyState message={BRAND_PRODUCT_MESSAGES.empty} onAdd={readOnly ? undefined : openAdd} />
      ) : (
        <Stack divider={<Divider flexItem />} spacing={1.5}>
          {brandsProducts.map((brand) => (
            <Box key={brand.brandId} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="subtitle2" component="h3">
                  {brand.name}
                </Typography>
                <Box
                  sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}
                  aria-label={translate('profile.productsOf', { name: brand.name })}
                  role="list"
                >
                  {brand.products.map((product) => (
                    <Chip key={product.productId} size="small" label={product.name} role="listitem" />
                  ))}
                </Box>
              </Box>
              {!readOnly && (
                <>
                  <IconButton
                    size="small"
                    aria-label={translate('profile.editItem', { name: brand.name })}
                    onClick={() => setDialog({ mode: 'edit', brand })}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('profile.deleteItem', { name: brand.name })}
                    onClick={() => setDeleting(brand)}
                  >
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
          onSave={(value) => void saveBrand(value)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={BRAND_PRODUCT_MESSAGES.deleteConfirm}
        busy={busy}
        onConfirm={() => void removeBrand()}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}

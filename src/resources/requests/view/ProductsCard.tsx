import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { PICKUP_PRODUCT_MESSAGES } from '../../../../domain/requests/products';
import type { RequestRecord } from '../../../../domain/requests/records';
import { ConfirmDialog } from '../../../components/profile/ConfirmDialog';
import { SectionCard } from '../../../components/profile/SectionCard';
import { SectionList, type SectionColumn } from '../../../components/profile/SectionList';
import { AddProductsDialog, WeighProductDialog } from './ProductDialogs';
import { productLabel, quantityLabel, type ProductLine } from './productLine';
import type { RequestActions } from './requestActions';
import { useRequestWrite } from './useRequestWrite';

/**
 * A pick-up request's products and what each is collected as: the desk and the
 * partner add and remove them while the pick-up is to come, the partner, its agent and an admin weigh them in.
 */
export function ProductsCard({
  request,
  actions,
}: {
  request: RequestRecord;
  actions: Pick<RequestActions, 'listProducts' | 'weighProducts'>;
}) {
  const translate = useTranslate();
  const write = useRequestWrite(request);
  const [adding, setAdding] = useState(false);
  const [weighing, setWeighing] = useState<ProductLine>();
  const [removing, setRemoving] = useState<ProductLine>();
  const lines: ProductLine[] = request.products.map((product) => ({ ...product, id: product.userProductId }));
  const notSet = translate('requestPage.notWeighed');
  const columns: SectionColumn<ProductLine>[] = [
    { source: 'name', label: translate('requestPage.productName'), render: productLabel },
    { source: 'brandName', label: translate('requestPage.brand'), wideOnly: true },
    {
      source: 'eWasteItem',
      label: translate('requestPage.wasteItem'),
      render: (line) => line.eWasteItem?.name ?? notSet,
    },
    { source: 'quantity', label: translate('requestPage.quantity'), render: (line) => quantityLabel(line) || notSet },
  ];
  // The last product stays: a pick-up collects something (the API refuses it too).
  const removable = actions.listProducts && lines.length > 1;
  return (
    <SectionCard
      title={translate('requestPage.products')}
      action={
        actions.listProducts
          ? { kind: 'add', label: translate('requestPage.addProducts'), onClick: () => setAdding(true) }
          : undefined
      }
    >
      <SectionList<ProductLine>
        label={translate('requestPage.products')}
        records={lines}
        columns={columns}
        empty={
          <Typography variant="body2" color="text.secondary">
            {translate('requestPage.noProducts')}
          </Typography>
        }
        actions={
          actions.weighProducts || removable
            ? (line) => (
                <>
                  {actions.weighProducts && (
                    <IconButton
                      size="small"
                      aria-label={translate('requestPage.weighProduct', { name: productLabel(line) })}
                      onClick={() => setWeighing(line)}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  )}
                  {removable && (
                    <IconButton
                      size="small"
                      aria-label={translate('requestPage.removeProduct', { name: productLabel(line) })}
                      onClick={() => setRemoving(line)}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  )}
                </>
              )
            : undefined
        }
      />
      {adding && <AddProductsDialog request={request} onClose={() => setAdding(false)} />}
      {weighing && <WeighProductDialog request={request} product={weighing} onClose={() => setWeighing(undefined)} />}
      <ConfirmDialog
        open={!!removing}
        busy={write.busy}
        message={translate('requestPage.confirmRemoveProduct', { name: removing ? productLabel(removing) : '' })}
        onClose={() => setRemoving(undefined)}
        onConfirm={() =>
          void write.remove('product', removing!.userProductId, PICKUP_PRODUCT_MESSAGES.removed, {
            after: () => setRemoving(undefined),
          })
        }
      />
    </SectionCard>
  );
}

import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { CustomerProductRecord, CustomerRecord } from '../../../domain/customers/records';
import type { FileRef } from '../../../domain/fileRules';
import { EmptyState } from '../../components/EmptyState';
import { formatDay } from '../../components/format/formatTimestamp';
import { StatusChip } from '../../components/StatusChip';
import { SectionCard } from '../../components/profile/SectionCard';
import { StoredDocumentViewer } from '../../components/profile/StoredDocumentViewer';
import { ProductDialog } from './ProductDialog';
import { ScrollTable, type ScrollColumn } from './ScrollTable';

/** Only active products can be chosen for a request. */
export const isChoosable = (product: CustomerProductRecord) => product.status === 'Active';

export interface ProductsCardProps {
  customer: CustomerRecord;
  /** Raising a request: each active product has a radio to choose it. */
  raising: boolean;
  chosenId?: string;
  onChoose: (product: CustomerProductRecord) => void;
  onChanged: () => void;
}

/** Customer Product Details: the customer's products, Add Product, and the one a booking is for. */
export function ProductsCard({ customer, raising, chosenId, onChoose, onChanged }: ProductsCardProps) {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  const [viewing, setViewing] = useState<FileRef | null>(null);
  const columns: ScrollColumn<CustomerProductRecord>[] = [
    ...(raising
      ? [
          {
            key: 'choose',
            label: '',
            render: (product: CustomerProductRecord) => (
              <Radio
                size="small"
                checked={chosenId === product.id}
                disabled={!isChoosable(product)}
                onChange={() => onChoose(product)}
                slotProps={{
                  input: {
                    'aria-label': translate('customers.chooseProduct', {
                      name: product.nickName || product.product.name,
                    }),
                  },
                }}
              />
            ),
          },
        ]
      : []),
    { key: 'nickName', label: translate('customers.nickName'), render: (product) => product.nickName },
    { key: 'product', label: translate('customers.product'), render: (product) => product.product.name },
    { key: 'productType', label: translate('customers.productType'), render: (product) => product.productType },
    { key: 'brand', label: translate('customers.brand'), render: (product) => product.brand.name },
    { key: 'modelNo', label: translate('customers.modelNo'), render: (product) => product.modelNo },
    { key: 'serialNo', label: translate('customers.serialNo'), render: (product) => product.serialNo },
    {
      key: 'warranty',
      label: translate('customers.warranty'),
      render: (product) =>
        translate(`customers.warrantyOptions.${product.warrantyStatus}`, { _: product.warrantyStatus }),
    },
    {
      key: 'purchaseDate',
      label: translate('customers.purchaseDate'),
      render: (product) => formatDay(product.purchaseDate),
    },
    {
      key: 'documents',
      label: translate('customers.documents'),
      render: (product) => (
        <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={1} component="span">
          {product.additionalDocuments.map((file) => (
            <Link key={file.key} component="button" type="button" onClick={() => setViewing(file as FileRef)}>
              {file.name}
            </Link>
          ))}
        </Stack>
      ),
    },
    { key: 'status', label: translate('customers.status'), render: (product) => <StatusChip value={product.status} /> },
  ];
  return (
    <SectionCard
      title={translate('customers.products')}
      action={{ kind: 'add', label: translate('customers.addProduct'), onClick: () => setAdding(true) }}
    >
      <ScrollTable
        label={translate('customers.products')}
        rows={customer.products}
        rowKey={(product) => product.id}
        columns={columns}
        empty={<EmptyState message={translate('customers.noProducts')} />}
      />
      {viewing && <StoredDocumentViewer file={viewing} name={viewing.name} onClose={() => setViewing(null)} />}
      {adding && (
        <ProductDialog
          customerId={customer.id}
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            onChanged();
          }}
        />
      )}
    </SectionCard>
  );
}

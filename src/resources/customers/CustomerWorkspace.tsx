import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { CUSTOMER_MESSAGES } from '../../../domain/customers/customer';
import type { CustomerRecord } from '../../../domain/customers/records';
import { ErrorBlock } from '../../components/ErrorBlock';
import { customerViewPath } from './customerPaths';
import { CustomerSearchPanel } from './CustomerSearchPanel';
import { CustomerView } from './CustomerView';
import { customerQueryKey, useCustomer } from './useCustomer';

export interface CustomerWorkspaceProps {
  /** Booking on this page (/book-request): the customer found stays here, in raising mode. */
  raising: boolean;
  /** A customer to load at once (customers/view/{customerId}). */
  customerId?: string;
}

/**
 * The Search Customer panel and, once a customer is loaded, the customer view. Outside booking a found customer opens
 * customers/view/{customerId}; while booking the customer is shown on the same page.
 */
export function CustomerWorkspace({ raising, customerId }: CustomerWorkspaceProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [loadedId, setLoadedId] = useState(customerId);
  const customer = useCustomer(loadedId);

  const found = (record: CustomerRecord) => {
    queryClient.setQueryData(customerQueryKey(record.id), record);
    if (raising) setLoadedId(record.id);
    else navigate(customerViewPath(record.id));
  };
  const missing = customer.error instanceof HttpError && customer.error.status === 404;
  const shown = !!loadedId && !customer.isPending && !customer.isError;

  return (
    <Stack spacing={2}>
      {/* The page's name until a customer is shown, whose name heads the page then. */}
      {!shown && <Title title={translate(raising ? 'crumbs.book-request' : 'customers.searchTitle')} />}
      <CustomerSearchPanel key={`search-${loadedId ?? 'none'}`} onFound={found} defaultExpanded={!loadedId} />
      {loadedId &&
        (customer.isPending ? (
          <LinearProgress aria-label={translate('profile.loading')} />
        ) : customer.isError ? (
          missing ? (
            <Alert severity="info">{translate(CUSTOMER_MESSAGES.notFound)}</Alert>
          ) : (
            <ErrorBlock onReload={customer.reload} />
          )
        ) : (
          <CustomerView
            key={`view-${customer.data.id}`}
            customer={customer.data}
            raising={raising}
            setCustomer={customer.setCustomer}
            reload={customer.reload}
          />
        ))}
    </Stack>
  );
}

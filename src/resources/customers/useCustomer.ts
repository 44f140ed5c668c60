import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CustomerRecord } from '../../../domain/customers/records';
import { useCustomerApi } from './api';

export const customerQueryKey = (customerId: string | undefined) => ['customer', customerId];

/** One customer (GET users/customer/{id}); writes put the answered customer in its place or ask for it again. */
export function useCustomer(customerId: string | undefined) {
  const api = useCustomerApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: customerQueryKey(customerId),
    queryFn: () => api.customer(customerId!),
    enabled: !!customerId,
    retry: false,
  });
  const setCustomer = useCallback(
    (customer: CustomerRecord) => queryClient.setQueryData(customerQueryKey(customer.id), customer),
    [queryClient],
  );
  const refetch = query.refetch;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { ...query, setCustomer, reload };
}

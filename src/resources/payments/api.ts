import { PAYMENT_RESOURCE } from '../../dataProvider/resourceNames';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import {
  paymentFiltersDataSchema,
  paymentRecordSchema,
  type CollectBody,
  type PaymentFiltersData,
  type PaymentRecord,
  type RefundBody,
} from '../../../domain/payments/schemas';
import type { ConsoleDataProvider } from '../../dataProvider';
import { PAYMENT_API_PATH } from './listConfig';

/** GET payments/filters/data: the choices of the list's select filters (a partner gets only itself). */
export function usePaymentFilterData() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [PAYMENT_RESOURCE, 'filtersData'],
    queryFn: async (): Promise<PaymentFiltersData> =>
      paymentFiltersDataSchema.parse((await dataProvider.call(`${PAYMENT_API_PATH}/filters/data`)).json),
  });
}

/** The payment actions of the detail page (POST payments/{id}/collect, …/refund, …/link), through the data provider. */
export function usePaymentActions() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const post = async (
    id: string,
    action: 'collect' | 'refund' | 'link',
    body: CollectBody | RefundBody = {} as CollectBody,
  ): Promise<PaymentRecord> =>
    paymentRecordSchema.parse(
      (await dataProvider.call(`${PAYMENT_API_PATH}/${encodeURIComponent(id)}/${action}`, { method: 'POST', body }))
        .json,
    );
  return {
    collect: (id: string, body: CollectBody) => post(id, 'collect', body),
    refund: (id: string, body: RefundBody) => post(id, 'refund', body),
    resendLink: (id: string) => post(id, 'link'),
  };
}

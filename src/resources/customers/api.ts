import { useDataProvider } from 'ra-core';
import { useMemo } from 'react';
import type { CustomerAddress } from '../../../domain/customers/address';
import type { CustomerProfile } from '../../../domain/customers/customer';
import type { CustomerProduct } from '../../../domain/customers/product';
import type {
  CustomerAddressRecord,
  CustomerMatch,
  CustomerProductRecord,
  CustomerRecord,
  RewardBalance,
} from '../../../domain/customers/records';
import { ENCASHMENT_ID_TYPE } from '../../../domain/customers/rewards';
import { FILE_PATHS, type UploadedFile } from '../../../domain/fileRules';
import type { Paged } from '../../../domain/filters';
import { customerRequestsQuery, type RequestRow } from '../../../domain/requests/records';
import type { RequestKindName } from '../../../domain/requests/statuses';
import type { ConsoleDataProvider } from '../../dataProvider';
import { CUSTOMER_API_PATH, REQUEST_RESOURCES } from '../../dataProvider/resourceNames';
import { uploadFile } from '../../dataProvider/uploadFile';

/** Products and brands offered in Add Product (spec 001 §9: page size 1000), models (99999). */
const CHOICES_PAGE_SIZE = 1000;
const MODELS_PAGE_SIZE = 99999;
/** Uploads of a customer product are filed under this entity type (the customers API's contract). */
const CUSTOMER_PRODUCT_FILES = 'customerProduct';

export type RequestKind = RequestKindName;
export interface NamedChoice {
  id: string;
  name: string;
}
interface ProductChoice extends NamedChoice {
  productTypes: string[];
}

const post = (body: unknown) => ({ method: 'POST' as const, body });
const put = (body: unknown) => ({ method: 'PUT' as const, body });

/** The customer calls of spec 001 §7 "Customer and user management service", through the dataProvider's client. */
function customerApi(dataProvider: ConsoleDataProvider) {
  const { call } = dataProvider;
  const json = async <T>(request: Promise<{ json: T }>) => (await request).json;
  const customerPath = (key: string) => `${CUSTOMER_API_PATH}/${encodeURIComponent(key)}`;
  const addressPath = (customerId: string, addressId?: string) =>
    `users/profile/${encodeURIComponent(customerId)}/address${addressId ? `/${encodeURIComponent(addressId)}` : ''}`;
  const published = async <T>(resource: string, perPage: number, filter: Record<string, unknown>) =>
    (
      await dataProvider.getList<T & { id: string }>(resource, {
        filter,
        pagination: { page: 1, perPage },
        sort: { field: 'lastUpdate', order: 'DESC' },
      })
    ).data;
  return {
    /** GET users/customer/{username or id}; 404 'No Account Found.'. */
    customer: (key: string) => json(call<CustomerRecord>(customerPath(key))),
    mobileExists: async (mobile: string) =>
      (await json(call<{ exists: boolean }>(`${customerPath(mobile)}/exists`))).exists,
    /** GET users/customer/getByName/{name}, the name URL-encoded. */
    searchByName: (name: string) => json(call<CustomerMatch[]>(`users/customer/getByName/${encodeURIComponent(name)}`)),
    createCustomer: (profile: CustomerProfile) => json(call<CustomerRecord>('users/customer', post(profile))),
    /** PUT users/customer finds the customer by the (locked) mobile. */
    updateCustomer: (profile: CustomerProfile) => json(call<CustomerRecord>('users/customer', put(profile))),
    addAddress: (customerId: string, address: CustomerAddress) =>
      json(call<CustomerAddressRecord>(addressPath(customerId), post(address))),
    updateAddress: (customerId: string, addressId: string, address: CustomerAddress) =>
      json(call<CustomerAddressRecord>(addressPath(customerId, addressId), put(address))),
    removeAddress: (customerId: string, addressId: string) =>
      call(addressPath(customerId, addressId), { method: 'DELETE' }),
    addProduct: (customerId: string, product: CustomerProduct) =>
      json(call<CustomerProductRecord>(`${customerPath(customerId)}/products`, post(product))),
    /** POST master/s3files/upload/documents for one file; the answer lists the stored items with their keys. */
    uploadDocument: async (customerId: string, file: File) => {
      const answer = await uploadFile<UploadedFile[] | { items: UploadedFile[] } | UploadedFile>(
        FILE_PATHS.uploadDocuments,
        file,
        undefined,
        {
          id: customerId,
          entityType: CUSTOMER_PRODUCT_FILES,
        },
      );
      const items = Array.isArray(answer) ? answer : 'items' in answer ? answer.items : [answer];
      return items.map(({ name, type, key }) => ({ name, type, key }));
    },
    rewardBalance: async (userName: string) =>
      (await json(call<RewardBalance>(`rewards/${encodeURIComponent(userName)}/balance`))).balance,
    encash: (userName: string, points: number, description: string) =>
      json(
        call<RewardBalance>(
          'rewards',
          post({ userName, id: ENCASHMENT_ID_TYPE, idType: ENCASHMENT_ID_TYPE, description, points: -points }),
        ),
      ),
    /** Every request of a customer (filter userName equal), repair or pick-up. */
    requests: async (kind: RequestKind, userName: string) =>
      (
        await json(
          call<Paged<RequestRow>>(
            `${REQUEST_RESOURCES[kind]}/getByPaginationAndFilter`,
            post(customerRequestsQuery(userName)),
          ),
        )
      ).records,
    publishedProducts: () =>
      published<ProductChoice>('masters/product', CHOICES_PAGE_SIZE, { 'status@in': ['Publish'] }),
    publishedBrands: () => published<NamedChoice>('masters/brand', CHOICES_PAGE_SIZE, { 'status@in': ['Publish'] }),
    models: (productId: string, brandId: string) =>
      published<{ modelNo: string }>('masters/model', MODELS_PAGE_SIZE, {
        'productId@equal': productId,
        'brandId@equal': brandId,
      }),
  };
}

type CustomerApi = ReturnType<typeof customerApi>;

export function useCustomerApi(): CustomerApi {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useMemo(() => customerApi(dataProvider), [dataProvider]);
}

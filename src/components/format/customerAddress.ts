import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { ADDRESS_TYPES } from '../../../domain/customers/address';
import type { CustomerAddressRecord } from '../../../domain/customers/records';

/**
 * An address saved as Home or Work is named by its type, in the console's language; any other name is the customer's.
 */
export function useAddressName() {
  const translate = useTranslate();
  return useCallback(
    ({ name }: { name: string }) =>
      (ADDRESS_TYPES as readonly string[]).includes(name) ? translate(`customers.addressTypes.${name}`) : name,
    [translate],
  );
}

/** One line of a customer's address as a request shows it. */
export const customerAddressLine = (
  address: Pick<CustomerAddressRecord, 'line1' | 'line2' | 'landmark' | 'area' | 'city' | 'state' | 'pincode'>,
) =>
  [address.line1, address.line2, address.landmark, address.area, address.city, address.state, address.pincode]
    .filter((part) => part !== '' && part !== null)
    .join(', ');

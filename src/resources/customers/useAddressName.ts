import { useTranslate } from 'ra-core';
import { useCallback } from 'react';
import { ADDRESS_TYPES } from '../../../domain/customers/address';

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

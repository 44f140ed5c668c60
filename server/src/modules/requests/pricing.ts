import type { Executor } from '../channelPartners/sql';
import { servicePricesOf, type ServicePriceKey } from '../masters/bookingPrices';

export { activeCoupons } from '../masters/bookingPrices';

/**
 * The price the booking charges for a key: the latest active price of the key (the one the booking screen shows) in
 * whole paise and its igst percent; undefined when the masters hold none.
 */
export async function servicePriceOf(db: Executor, key: ServicePriceKey): Promise<{ pricePaise: number; igstPercent: number } | undefined> {
  const [latest] = await servicePricesOf(db, key);
  return latest && { pricePaise: Math.round(latest.sellingPrice * 100), igstPercent: latest.slab };
}

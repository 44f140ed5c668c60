import { useQuery } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { useMemo } from 'react';
import type { CustomerAddressRecord, CustomerProductRecord } from '../../../../domain/customers/records';
import { bookingAmounts } from '../../../../domain/requests/booking';
import { isPickUpService, useRequestApi } from '../../../dataProvider/requests';
import { usePublishedServices } from '../../../dataProvider/publishedServices';
import { bookingWindow } from '../../../components/appointments/bookingWindow';

interface BookingInputs {
  serviceId: string;
  address?: CustomerAddressRecord;
  product: CustomerProductRecord;
  couponPercent?: number;
  /** The partner the person chose among those serving the area; none chosen: the first the search answers. */
  partnerId?: string;
}

/** Rupees of the price master as whole paise. */
const toPaise = (rupees: number) => Math.round(rupees * 100);

/**
 * What the Book A Request form reads from the API for the choices made so far: published services, the partner matched
 * for the address, its slots over the window, the service price with GST, and the coupons (spec 001 §7 "Booking support
 * calls").
 */
export function useBookingData({ serviceId, address, product, couponPercent, partnerId }: BookingInputs) {
  const api = useRequestApi();
  const dates = useMemo(() => bookingWindow(), []);
  const services = usePublishedServices();
  const coupons = useQuery({ queryKey: ['coupons'], queryFn: api.coupons });

  const pincode = address?.pincode ?? 0;
  const area = address?.area ?? '';
  const partners = useQuery({
    queryKey: ['bookingPartner', serviceId, pincode, area, product.brandId, product.productId],
    queryFn: () => api.partnersServingArea(serviceId, pincode, area, product.brandId, product.productId),
    enabled: !!serviceId && !!address,
    retry: false,
  });
  const partner = partners.data?.find((entry) => entry.id === partnerId) ?? partners.data?.[0];

  const slotQuery = { fromDate: dates[0], toDate: dates[dates.length - 1], serviceId, pincode, area };
  const slots = useQuery({
    queryKey: ['bookingSlots', partner?.id, slotQuery],
    queryFn: () => api.timeSlots(partner!.id, slotQuery),
    enabled: !!partner,
    retry: false,
  });

  // A repair is priced from the service price master; a pick-up costs nothing at booking (the server charges 0).
  const priced = !!serviceId && !isPickUpService(serviceId);
  const priceKey = {
    serviceId,
    categoryId: product.categoryId,
    productId: product.productId,
    productType: product.productType,
    brandId: product.brandId,
  };
  const price = useQuery({
    queryKey: ['servicePrice', priceKey],
    queryFn: () => api.servicePrice(priceKey),
    enabled: priced,
    retry: false,
  });
  const active = price.data?.prices.find((entry) => entry.active);
  const priceMissing =
    priced && ((price.error instanceof HttpError && price.error.status === 404) || (!!price.data && !active));
  const igstPercent = price.data?.gst.igst ?? 0;
  const amounts = active
    ? bookingAmounts({ pricePaise: toPaise(active.sellingPrice), couponPercent, igstPercent })
    : undefined;

  return {
    dates,
    services: services.data ?? [],
    coupons: coupons.data ?? [],
    partner,
    /**
     * Every partner serving the address, the service, the brand and the product: where there are several, the person
     * chooses.
     */
    partners: partners.data ?? [],
    /** The partner search answered and no partner serves the area. */
    noPartner: !!address && !!serviceId && (partners.isError || (partners.isSuccess && !partner)),
    slots,
    price: {
      priced,
      amounts: priced ? amounts : undefined,
      igstPercent,
      loading: priced && price.isLoading,
      missing: priceMissing,
    },
  };
}

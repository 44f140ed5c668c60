import { z } from '../zod';

/** What the request API answers (spec 001 §3 "Repair request record", "Request list row"): paise for amounts. */
export const requestAssigneeSchema = z.object({
  channelPartnerId: z.string().nullable(),
  channelPartnerName: z.string().nullable(),
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
});

export const requestProductSchema = z.object({
  userProductId: z.string(),
  productId: z.string(),
  name: z.string(),
  productType: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  nickName: z.string(),
  modelNo: z.string(),
  serialNo: z.string(),
});

export const requestPaymentSchema = z.object({
  method: z.string(),
  status: z.string(),
  pricePaise: z.number(),
  discountPaise: z.number(),
  gstPaise: z.number(),
  totalPaise: z.number(),
  igstPercent: z.number(),
  couponCode: z.string().nullable(),
  couponPercent: z.number().nullable(),
});

/** GET requests/{id} and GET pickUpRequests/{id} (and the answer of a booking). */
export const requestRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['repair', 'pickUp']),
  serviceId: z.string(),
  serviceName: z.string(),
  status: z.string(),
  source: z.string(),
  requestFrom: z.string(),
  userName: z.string(),
  customer: z.object({ id: z.string(), name: z.string(), mobileNumber: z.string() }),
  address: z.object({
    id: z.string().nullable(),
    addressName: z.string(),
    addressLine1: z.string(),
    addressLine2: z.string(),
    landmark: z.string(),
    area: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.number(),
  }),
  products: z.array(requestProductSchema),
  issues: z.array(z.object({ issueId: z.string().nullable(), name: z.string(), description: z.string() })),
  appointmentSlot: z.object({ date: z.string(), slot: z.string() }),
  assignee: requestAssigneeSchema,
  payment: requestPaymentSchema,
  rewardPoints: z.number(),
  sparePartId: z.string().nullable(),
  /** The booking's discount in rupees (spec 001 §3), from payment.discountPaise. */
  discount: z.number(),
  bookedByRole: z.string(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});
export type RequestRecord = z.infer<typeof requestRecordSchema>;

/** A row of requests/getByPaginationAndFilter and pickUpRequests/getByPaginationAndFilter. */
export const requestRowSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  /** The first product's name (spec 001 §3 "productName"); `products` holds them all (the +N badge). */
  productName: z.string(),
  products: z.array(z.object({ name: z.string() })),
  serviceDetails: z.object({ id: z.string() }),
  assignee: requestAssigneeSchema,
  userName: z.string(),
  customerName: z.string(),
  createdAt: z.string(),
  appointmentSlot: z.object({ date: z.string(), slot: z.string() }),
  status: z.string(),
  paymentStatus: z.string(),
});
export type RequestRow = z.infer<typeof requestRowSchema>;

/** A customer's requests are listed all at once (spec 001 §7, §9: page size 999, page 1), newest booking first. */
export const CUSTOMER_REQUESTS_PAGE_SIZE = 999;

/** The list call of the customer view's request tabs (the bench measures the same call). */
export const customerRequestsQuery = (userName: string) => ({
  filters: [{ property: 'userName', operator: 'equal' as const, value: userName }],
  pageSize: CUSTOMER_REQUESTS_PAGE_SIZE,
  pageNumber: 1,
  sort: -1 as const,
  sortBy: 'createdAt',
});

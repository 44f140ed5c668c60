import { z } from '../zod';
import { pickUpItemSchema } from './products';

/** What the request API answers: paise for amounts. */
const requestAssigneeSchema = z.object({
  channelPartnerId: z.string().nullable(),
  channelPartnerName: z.string().nullable(),
  technicianId: z.string().nullable(),
  technicianName: z.string().nullable(),
});

const requestProductSchema = z.object({
  userProductId: z.string(),
  productId: z.string(),
  name: z.string(),
  productType: z.string(),
  brandId: z.string(),
  brandName: z.string(),
  nickName: z.string(),
  modelNo: z.string(),
  serialNo: z.string(),
  /**
   * What a pick-up product is collected as, and how much of it in the item's unit (null until weighed in; always null
   * on a repair).
   */
  eWasteItem: pickUpItemSchema.nullable(),
  quantity: z.number().nullable(),
});

/** The payment summary, recomputed on the server (domain/requests/amounts.ts): amounts in paise. */
const requestPaymentSchema = z.object({
  method: z.string(),
  status: z.string(),
  pricePaise: z.number(),
  /**
   * The coupon's discount, under the booking's name (the price breakdown reads it); couponDiscountPaise says the same.
   */
  discountPaise: z.number(),
  couponDiscountPaise: z.number(),
  sparePartsPaise: z.number(),
  adminDiscountPaise: z.number(),
  adminDiscountReason: z.string().nullable(),
  adminDiscountBy: z.string().nullable(),
  /** What GST is charged on: price − coupon + spare parts − admin discount. */
  taxablePaise: z.number(),
  gstPaise: z.number(),
  totalPaise: z.number(),
  igstPercent: z.number(),
  couponCode: z.string().nullable(),
  couponPercent: z.number().nullable(),
});

/** A spare part fitted on a repair request, at the price it was added at. */
const requestSparePartSchema = z.object({
  sparePartId: z.string(),
  name: z.string(),
  partNumber: z.string(),
  quantity: z.number(),
  unitPricePaise: z.number(),
  totalPaise: z.number(),
});

/** A photo, invoice or other document of a request (the file is downloaded from the file store by its key). */
const requestDocumentRecordSchema = z.object({
  id: z.string(),
  docType: z.string(),
  file: z.object({ name: z.string(), type: z.string(), key: z.string() }),
  uploadedBy: z.string(),
  createdAt: z.string(),
});

/** A request's visit moves: to another slot before the visit (reschedule), or a new visit after it (revisit). */
const VISIT_KINDS = ['reschedule', 'revisit'] as const;
export type VisitKind = (typeof VISIT_KINDS)[number];

/** A reschedule or revisit: the slot it left, the one it took, why and who. */
const requestVisitSchema = z.object({
  kind: z.enum(VISIT_KINDS),
  fromDate: z.string(),
  fromSlot: z.string(),
  toDate: z.string(),
  toSlot: z.string(),
  reason: z.string(),
  byUserName: z.string(),
  createdAt: z.string(),
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
  /** The booking's discount in rupees, from payment.discountPaise. */
  discount: z.number(),
  bookedByRole: z.string(),
  /** What the technician or partner found (repair requests; null for a pick-up). */
  diagnosis: z.string().nullable(),
  /** The remark of the latest status change. */
  statusRemark: z.string().nullable(),
  /** How a completed pick-up's waste was disposed of (null for a repair request). */
  disposalMethod: z.string().nullable(),
  spareParts: z.array(requestSparePartSchema),
  /** Newest first. */
  documents: z.array(requestDocumentRecordSchema),
  /** Oldest first: the visit history after the booking's slot. */
  visits: z.array(requestVisitSchema),
  createdAt: z.string(),
  lastUpdate: z.string(),
});
export type RequestRecord = z.infer<typeof requestRecordSchema>;

/** A row of requests/getByPaginationAndFilter and pickUpRequests/getByPaginationAndFilter. */
export const requestRowSchema = z.object({
  id: z.string(),
  serviceId: z.string(),
  /** The first product's name; `products` holds them all (the +N badge). */
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

/** A customer's requests are listed all at once (page size 999, page 1), newest booking first. */
export const CUSTOMER_REQUESTS_PAGE_SIZE = 999;

/** The list call of the customer view's request tabs (the bench measures the same call). */
export const customerRequestsQuery = (userName: string) => ({
  filters: [{ property: 'userName', operator: 'equal' as const, value: userName }],
  pageSize: CUSTOMER_REQUESTS_PAGE_SIZE,
  pageNumber: 1,
  sort: -1 as const,
  sortBy: 'createdAt',
});

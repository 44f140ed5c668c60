import { z } from '../zod';
import { storedFile } from '../masters/common';

/**
 * What the customer API answers: one shape for the server's
 * response schemas and the console's types. Mobile numbers are answered with their +91 prefix.
 */
export const customerAddressRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  line1: z.string(),
  line2: z.string(),
  landmark: z.string(),
  area: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.number(),
  default: z.boolean(),
});
export type CustomerAddressRecord = z.infer<typeof customerAddressRecordSchema>;

export const customerProductRecordSchema = z.object({
  id: z.string(),
  nickName: z.string(),
  productId: z.string(),
  productType: z.string(),
  brandId: z.string(),
  /** The product's category (the service price key needs it). */
  categoryId: z.string(),
  modelNo: z.string(),
  serialNo: z.string(),
  /** yyyy-MM-dd, or null without a warranty. */
  purchaseDate: z.string().nullable(),
  additionalDocuments: z.array(storedFile),
  /** The customer's id. */
  userId: z.string(),
  status: z.string(),
  isEditable: z.boolean(),
  warrantyStatus: z.string(),
  product: z.object({ name: z.string() }),
  brand: z.object({ name: z.string() }),
});
export type CustomerProductRecord = z.infer<typeof customerProductRecordSchema>;

export const customerRecordSchema = z.object({
  id: z.string(),
  /** The ten-digit mobile the customer signs in with. */
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** '+91' and ten digits. */
  mobileNumber: z.string(),
  /** '+91' and ten digits, or ''. */
  altMobileNumber: z.string(),
  pincode: z.number(),
  /** Left out for dealers. */
  referralCode: z.string().optional(),
  rewardPoints: z.number().optional(),
  addresses: z.array(customerAddressRecordSchema),
  products: z.array(customerProductRecordSchema),
  createdAt: z.string(),
  lastUpdate: z.string(),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** One answer of GET users/customer/getByName/{name}. */
export const customerMatchSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  mobileNumber: z.string(),
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;

/** At most this many names come back from one name search. */
export const CUSTOMER_NAME_MATCHES = 20;

/** GET rewards/{userName}/balance and the answer of POST rewards. */
export const rewardBalanceSchema = z.object({ userName: z.string(), balance: z.number() });
export type RewardBalance = z.infer<typeof rewardBalanceSchema>;

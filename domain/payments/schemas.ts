/** What the payment routes take and answer (shared by the server and the console). */
import { requiredText } from '../masters/common';
import { PAYMENT_METHODS } from '../requests/booking';
import { z } from '../zod';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES, TRANSACTION_KINDS, TRANSACTION_STATUSES } from './statuses';

const gatewayText = (label: string) => requiredText(label, 200);

/** POST payments/{id}/collect: an optional note of how it was collected. */
export const collectSchema = z.object({
  remark: z.string().trim().max(1000, 'Remark must be at most 1000 characters').optional(),
});
export type CollectBody = z.input<typeof collectSchema>;

/** POST payments/{id}/refund (admin): why. */
export const refundSchema = z.object({ remark: requiredText('Remark', 1000) });
export type RefundBody = z.input<typeof refundSchema>;

/**
 * POST link/verify-payment (public): the query the gateway redirected the customer back with, as Razorpay Payment Links
 * name it (the embedded sandbox uses the same names). The server checks the signature and asks the gateway itself.
 */
export const verifyLinkPaymentSchema = z.object({
  razorpay_payment_id: gatewayText('Payment id'),
  razorpay_payment_link_id: gatewayText('Payment link id'),
  razorpay_payment_link_reference_id: z
    .string()
    .trim()
    .max(200, 'Reference must be at most 200 characters')
    .default(''),
  razorpay_payment_link_status: gatewayText('Payment link status'),
  razorpay_signature: gatewayText('Signature'),
});

/** What the customer's page is told: the outcome and the amount, nothing personal. */
export const linkPaymentOutcomeSchema = z.object({
  paymentId: z.string(),
  requestId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amountPaise: z.number().int(),
});
export type LinkPaymentOutcome = z.output<typeof linkPaymentOutcomeSchema>;

export const paymentRowSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  requestKind: z.string(),
  purpose: z.enum(PAYMENT_PURPOSES),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATUSES),
  amountPaise: z.number().int(),
  channelPartnerId: z.string().nullable(),
  channelPartnerName: z.string().nullable(),
  customerName: z.string().nullable(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});
export type PaymentRow = z.output<typeof paymentRowSchema>;

export const paymentTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(TRANSACTION_KINDS),
  gateway: z.string(),
  reference: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES),
  gatewayStatus: z.string().nullable(),
  amountPaise: z.number().int(),
  remark: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentTransaction = z.output<typeof paymentTransactionSchema>;

export const paymentRecordSchema = paymentRowSchema.extend({
  gateway: z.string().nullable(),
  linkUrl: z.string().nullable(),
  request: z.object({
    id: z.string(),
    kind: z.string(),
    status: z.string(),
    serviceId: z.string(),
    userName: z.string(),
    appointmentDate: z.string(),
  }),
  transactions: z.array(paymentTransactionSchema),
});
export type PaymentRecord = z.output<typeof paymentRecordSchema>;

export const paymentFiltersDataSchema = z.object({
  statuses: z.array(z.string()),
  methods: z.array(z.string()),
  channelPartners: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type PaymentFiltersData = z.output<typeof paymentFiltersDataSchema>;

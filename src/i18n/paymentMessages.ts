/**
 * English labels of the payments screens: the list's columns and filters (`resources.payments`), the
 * payment's page and actions (`payments`), and the public page the gateway sends the customer back to (`linkPayment`,
 * read by src/app/account/VerifyLinkPaymentPage.tsx in the visitor's language).
 */
export const paymentMessages = {
  /** Payment modes (domain/requests/booking PAYMENT_METHODS), as every screen shows them. */
  statuses: { Link: 'Pay via link', Cash: 'Cash', PayLater: 'Pay Later' },
  resources: {
    payments: {
      name: 'Payment |||| Payments',
      fields: {
        id: 'Payment Id',
        requestId: 'Request Id',
        requestKind: 'Request Type',
        requestStatus: 'Request Status',
        purpose: 'For',
        method: 'Payment Mode',
        status: 'Payment Status',
        amountPaise: 'Amount',
        channelPartnerId: 'Channel Partner',
        channelPartnerName: 'Channel Partner',
        customerName: 'Customer Name',
        createdAt: 'Date',
        'createdAt@isAfter': 'From Date',
        'createdAt@isBefore': 'To Date',
        lastUpdate: 'Last Update',
        linkUrl: 'Payment Link',
      },
    },
  },
  payments: {
    title: 'Payments',
    payment: 'Payment',
    transactions: 'Transactions',
    noTransactions: 'No transactions yet',
    transaction: {
      createdAt: 'Date',
      kind: 'Type',
      gateway: 'Gateway',
      reference: 'Reference',
      amount: 'Amount',
      status: 'Status',
      remark: 'Remark',
    },
    kinds: { Payment: 'Payment', Collection: 'Collection', Refund: 'Refund' },
    purposes: { Booking: 'Booking', Charges: 'Charges' },
    recordCollection: 'Record collection',
    refund: 'Refund',
    refundWarning: 'The amount goes back to the customer and the payment becomes Refunded. Say why.',
    resendLink: 'Send link again',
    collected: 'Payment collected',
    refunded: 'Payment refunded',
    linkSent: 'Payment link sent',
    failed: 'Something went wrong',
  },
  linkPayment: {
    title: 'Payment',
    checking: 'Checking your payment…',
    paid: 'Thank you! Your payment of %{amount} for request %{requestId} is received.',
    failed:
      'Your payment for request %{requestId} did not go through. No ' +
      'money was taken; you can pay again with the link in your SMS.',
    pending: 'Your payment for request %{requestId} is not confirmed yet. Please check again in a few minutes.',
    refunded: 'The payment for request %{requestId} was refunded.',
    invalid: 'This payment link could not be verified.',
  },
};

export type PaymentTranslation = typeof paymentMessages;

/**
 * The console's payments list and a payment in its drawer, below /dashboard: the payment is the address's fragment
 * (`payments#PAY100001`), which the list's own query (filters, page) leaves alone.
 */
export const paymentPaths = { list: 'payments', detail: (id: string) => `payments#${encodeURIComponent(id)}` };

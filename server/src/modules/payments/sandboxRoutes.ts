import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_MESSAGES } from '../../../../domain/payments/statuses';
import { rupees } from '../../../../domain/requests/booking';
import { conflict, notFound } from '../../platform/errors';
import { paymentGateway, SandboxGateway } from '../../platform/paymentGateway';
import { SANDBOX_PATH } from '../../platform/paymentGateway/sandbox';

const UNKNOWN_LINK = PAYMENT_MESSAGES.unknownLink;
const HTML = 'text/html; charset=utf-8';
const linkParams = z.object({ linkId: z.string().trim().min(1).max(64) });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What every sandbox page says first: a customer sent here by mistake must not take it for a real payment. */
const SANDBOX_NOTICE =
  'TEST PAYMENT PAGE: this server uses the payment sandbox, not a real payment ' +
  'gateway. No money moves here, and pressing Pay only marks the payment paid for ' +
  'testing. If you received this link as a customer, do not use it; contact Reloop.';

/** What the page of a link that was replaced says instead of offering Pay. */
export const CANCELLED_LINK_TEXT =
  'This payment link was cancelled and can no longer be paid. Please pay with the latest link sent to you.';
const closedLinkMessage = (status: string) =>
  status === 'cancelled' ? CANCELLED_LINK_TEXT : `This link is ${status}.`;
const closedLinkText = (status: string) => escapeHtml(closedLinkMessage(status));

/**
 * The sandbox link's page: the amount and two buttons while it can be paid, plain HTML without scripts (the CSP allows
 * none inline).
 */
function sandboxPage(link: { id: string; amountPaise: number; description: string; status: string }) {
  const open = link.status === 'created';
  const action = (outcome: string, label: string) =>
    `<form method="post" action="/api${SANDBOX_PATH}/${encodeURIComponent(link.id)}/${outcome}"><button ` +
    `type="submit" name="outcome" value="${outcome}">${label}</button></form>`;
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" ` +
    `content="width=device-width, initial-scale=1">
<title>TEST ONLY: Reloop payment ` +
    `sandbox</title><style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 ` +
    `1rem}form{display:inline-block;margin-right:1rem}button{font-size:1rem;padding:.6rem ` +
    `1.2rem}.sandbox{border:3px solid ` +
    `#b00020;background:#fde7ea;padding:.8rem;font-weight:600}</style></head>
<body><h1>Payment sandbox ` +
    `(test only)</h1><p class="sandbox" ` +
    `role="alert">${SANDBOX_NOTICE}</p>
<p>${escapeHtml(link.description)}</p><p><strong>Amount: ` +
    `₹${rupees(Number(link.amountPaise))}</strong></p>
${open ? `${action('pay', 'Pay')}${action('fail', 'Fail')}` : `<p>${closedLinkText(link.status)}</p>`}</body></html>`
  );
}

/**
 * The embedded sandbox gateway's pages (public, like a gateway's): GET shows the link, POST …/pay or …/fail decides it
 * once and sends the customer back to /verify-link-payment with the signed query (a cancelled link answers 409: its
 * page to a browser, {message} to another client; it cannot be paid). Registered with the sandbox only.
 */
export async function sandboxRoutes(plugin: FastifyInstance) {
  const gateway = paymentGateway(plugin.ctx);
  if (!(gateway instanceof SandboxGateway)) return;
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  // The page's buttons post an HTML form: its body says nothing the route needs.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, {}),
  );
  const schema = { tags: ['payments'], params: linkParams };

  app.get(`${SANDBOX_PATH}/:linkId`, { config: { public: true }, schema }, async (request, reply) => {
    const link = await gateway.link(request.params.linkId);
    if (!link) throw notFound(UNKNOWN_LINK);
    return reply.type(HTML).send(sandboxPage(link));
  });

  for (const outcome of ['pay', 'fail'] as const) {
    app.post(`${SANDBOX_PATH}/:linkId/${outcome}`, { config: { public: true }, schema }, async (request, reply) => {
      const decided = await gateway.decide(request.params.linkId, outcome === 'pay' ? 'paid' : 'failed');
      if (!decided) throw notFound(UNKNOWN_LINK);
      // A browser (the page's own form) is shown the page again; any other client gets the API's {message}.
      if (!decided.callbackUrl && request.headers.accept?.includes('text/html'))
        return reply.code(409).type(HTML).send(sandboxPage(decided.link));
      if (!decided.callbackUrl) throw conflict(closedLinkMessage(decided.link.status));
      return reply.redirect(decided.callbackUrl, 303);
    });
  }
}

import { errorSchema, security } from '../../platform/routeSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { filterRequestSchema } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import {
  collectSchema,
  linkPaymentOutcomeSchema,
  paymentFiltersDataSchema,
  paymentRecordSchema,
  paymentRowSchema,
  refundSchema,
  verifyLinkPaymentSchema,
} from '../../../../domain/payments/schemas';
import { PAYMENT_MESSAGES, PAYMENT_STATUSES } from '../../../../domain/payments/statuses';
import { PAYMENT_METHODS } from '../../../../domain/requests/booking';
import { badRequest } from '../../platform/errors';
import { answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { streamListExport } from '../../platform/listExport';
import { paymentGateway } from '../../platform/paymentGateway';
import { callerOf } from '../../platform/parties';
import { activePartners, partnerHead } from '../channelPartners';
import { paymentAdmins, paymentReaders, scopedPartnerId, visiblePayment } from './access';
import { confirmLink } from './confirm';
import { collectPayment, refundPayment, resendLink } from './operations';
import { paymentList, paymentScopeFilters, readPayment } from './records';
import { sandboxRoutes } from './sandboxRoutes';

const tags = ['payments'];
const idParams = z.object({ id: z.string().trim().min(1).max(64) });
const recordResponses = {
  200: paymentRecordSchema,
  400: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  502: errorSchema,
};
/** The largest webhook body read (Razorpay's are a few kilobytes). */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Payments: the list, its export and filter values, one payment with
 * its transactions, collection and refund, the link sent again; and the public side of Pay via link: the customer's
 * verification after the gateway's redirect (POST link/verify-payment, no bearer) and the gateway's
 * webhook.
 */
export async function paymentRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { database } = ctx;

  app.post(
    '/payments/getByPaginationAndFilter',
    {
      onRequest: paymentReaders,
      serializerCompiler: listSerializer,
      schema: {
        tags,
        security,
        body: filterRequestSchema,
        response: { 200: pagedSchema(paymentRowSchema), 400: errorSchema },
      },
    },
    async (request) =>
      answerList(database, paymentList(), request.body, paymentScopeFilters(scopedPartnerId(await callerOf(request)))),
  );

  app.post(
    '/payments/export',
    {
      onRequest: paymentReaders,
      schema: {
        tags,
        security,
        body: exportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 400: errorSchema },
      },
    },
    async (request, reply) =>
      streamListExport(reply, database, paymentList(), request.body, {
        scope: paymentScopeFilters(scopedPartnerId(await callerOf(request))),
      }),
  );

  app.get(
    '/payments/filters/data',
    { onRequest: paymentReaders, schema: { tags, security, response: { 200: paymentFiltersDataSchema } } },
    async (request) => {
      const partnerId = scopedPartnerId(await callerOf(request));
      const own = partnerId === undefined ? undefined : await partnerHead(ctx.db, partnerId);
      const partners =
        partnerId === undefined ? await activePartners(ctx.db) : own ? [{ id: own.id, name: own.name }] : [];
      return { statuses: [...PAYMENT_STATUSES], methods: [...PAYMENT_METHODS], channelPartners: partners };
    },
  );

  app.get(
    '/payments/:id',
    {
      onRequest: paymentReaders,
      schema: {
        tags,
        security,
        params: idParams,
        response: { 200: paymentRecordSchema, 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      await visiblePayment(ctx.db, await callerOf(request), request.params.id);
      return (await readPayment(ctx.db, request.params.id))!;
    },
  );

  app.post(
    '/payments/:id/collect',
    {
      onRequest: paymentReaders,
      schema: { tags, security, params: idParams, body: collectSchema, response: recordResponses },
    },
    async (request) => {
      const caller = await callerOf(request);
      await ctx.db.transaction((tx) => collectPayment(tx, caller, { id: request.params.id, ...request.body }));
      return (await readPayment(ctx.db, request.params.id))!;
    },
  );

  app.post(
    '/payments/:id/refund',
    {
      onRequest: paymentAdmins,
      schema: { tags, security, params: idParams, body: refundSchema, response: recordResponses },
    },
    async (request) => refundPayment(ctx, await callerOf(request), { id: request.params.id, ...request.body }),
  );

  app.post(
    '/payments/:id/link',
    { onRequest: paymentReaders, schema: { tags, security, params: idParams, response: recordResponses } },
    async (request) => resendLink(ctx, await callerOf(request), { id: request.params.id }),
  );

  // The customer's browser, back from the gateway: the redirect's signature must be the gateway's, and then the gateway
  // itself is asked (confirmLink); the browser's word alone never marks anything paid.
  app.post(
    '/link/verify-payment',
    {
      config: { public: true },
      schema: {
        tags,
        body: verifyLinkPaymentSchema,
        response: { 200: linkPaymentOutcomeSchema, 400: errorSchema, 502: errorSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const gateway = paymentGateway(ctx);
      const params = {
        paymentId: body.razorpay_payment_id,
        linkId: body.razorpay_payment_link_id,
        referenceId: body.razorpay_payment_link_reference_id,
        linkStatus: body.razorpay_payment_link_status,
        signature: body.razorpay_signature,
      };
      if (!gateway.verifyCallback(params))
        throw badRequest(PAYMENT_MESSAGES.badSignature, { razorpay_signature: PAYMENT_MESSAGES.badSignature });
      const outcome = await confirmLink(ctx, params.linkId, gateway);
      if (!outcome || outcome.paymentId !== params.referenceId)
        throw badRequest(PAYMENT_MESSAGES.unknownLink, { razorpay_payment_link_id: PAYMENT_MESSAGES.unknownLink });
      return outcome;
    },
  );

  // The gateway's webhook: the signature over the raw body (HMAC-SHA256 with the webhook secret) is checked before
  // anything is read; a forged one is 400 and writes nothing (401 stays the answer of a missing token). The link's
  // status is then asked of the gateway.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/payments/webhook',
      {
        config: { public: true },
        schema: {
          tags,
          body: z.string(),
          response: { 200: z.object({ received: z.boolean() }), 400: errorSchema, 502: errorSchema },
        },
      },
      async (request) => {
        const event = paymentGateway(ctx).verifyWebhook(request.body, request.headers);
        if (!event) throw badRequest(PAYMENT_MESSAGES.badSignature);
        if (!event.linkId) return { received: false };
        return { received: !!(await confirmLink(ctx, event.linkId)) };
      },
    );
  });

  await app.register(sandboxRoutes);
}

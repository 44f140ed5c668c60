import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import type { DatabaseHandle } from './db/client';
import { createIdentity } from './identity';
import { loggerOptions } from './logger';
import { AMPLIFY_HEADERS } from './identity/protocol';
import { IDENTITY_PATH, poolSettings } from './identity/pools';
import { accountRoutes } from './modules/account/routes';
import { respectingChoices } from './modules/account/notifier';
import { activityLogRoutes } from './modules/activityLogs/routes';
import { apkRoutes } from './modules/apks/routes';
import { channelPartnerRoutes } from './modules/channelPartners/routes';
import { dealerRoutes } from './modules/dealers/routes';
import { escalationRoutes } from './modules/escalations/routes';
import { ewasteDriveRoutes } from './modules/ewasteDrives/routes';
import { customerRoutes } from './modules/customers/routes';
import { deletionRequestRoutes } from './modules/deletionRequests/routes';
import { customerEscalationIds } from './modules/escalations';
import { customerRequestIds, hasOpenRequests, requestAddressLinesOf } from './modules/requests';
import { fileRoutes } from './modules/files/routes';
import { ifscRoutes } from './modules/ifsc/routes';
import { masterRoutes } from './modules/masters/routes';
import { outboxRoutes } from './modules/outbox/routes';
import { paymentRoutes } from './modules/payments/routes';
import { pincodeRoutes } from './modules/pincodes/routes';
import { requestRoutes } from './modules/requests/routes';
import { rewardRoutes } from './modules/rewards/routes';
import { statisticsRoutes } from './modules/statistics/routes';
import { systemRoutes } from './modules/system/routes';
import { serveWebApp } from './modules/system/webApp';
import { technicianRoutes } from './modules/technicians/routes';
import { technicianOfCaller } from './modules/technicians/own';
import { ownPartner } from './modules/channelPartners/access';
import { ownDealer } from './modules/dealers/own';
import { userRoutes } from './modules/users/routes';
import { createTokenVerifier } from './platform/tokenVerifier';
import { badRequest, registerErrorHandler } from './platform/errors';
import { limitExpensiveRoutes, tooManyRequests } from './platform/rateLimits';
import { refuseControlCharacters } from './platform/requestText';
import { catalogueRoutes } from './platform/routeCatalogue';
import { applySecurityHeaders } from './platform/securityHeaders';
import { createFileStore } from './platform/files';
import { outboxNotifier, type Transport } from './platform/notify';
import { createTransport } from './platform/transport';
import { OutboxDeliverer } from './platform/outbox';

export type App = FastifyInstance;

/**
 * What the deletion of an account reads of the customer's requests and escalations, handed in here: the requests
 * import the deletion requests (their dashboard counts them), so the deletion requests cannot import the requests.
 */
const requestRecords = {
  requestIds: customerRequestIds,
  addressLines: requestAddressLinesOf,
  escalationIds: customerEscalationIds,
  hasOpenRequests,
};

const API_DOCS_PATH = '/api/docs';

interface BuildOptions {
  config: Config;
  database: DatabaseHandle;
  /** How outbox messages leave (tests); by default from the configuration: SMTP, SMS gateway, or the log. */
  transport?: Transport;
  logger?: boolean | object;
}

/** Assembles the whole server: API under /api, embedded identity under /identity, the SPA at /. */
export async function buildApp({ config, database, transport, logger }: BuildOptions): Promise<App> {
  const app = Fastify({
    logger: logger ?? (await loggerOptions(config)),
    bodyLimit: 20 * 1024 * 1024,
    // Behind a load balancer the client's address (rate limits, sign-in throttling) comes from X-Forwarded-For.
    trustProxy: config.trustProxy,
    ajv: { customOptions: { coerceTypes: 'array' } },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  catalogueRoutes(app, '/api', [API_DOCS_PATH]);
  limitExpensiveRoutes(app, config.rateLimits);

  const pools = poolSettings(config);
  const activeNotifier = respectingChoices(outboxNotifier);
  const deliverer = new OutboxDeliverer(
    database,
    transport ?? (await createTransport(config, app.log)),
    config.outbox,
    app.log,
  );
  app.addHook('onReady', () => deliverer.start());
  app.addHook('onClose', () => deliverer.stop());
  const identity = await createIdentity({ config, db: database.db, pools, notifier: activeNotifier });
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    pools,
    keys: identity.keys,
    identity: identity.admin,
    notifier: activeNotifier,
    deliverer,
    files: createFileStore(config.files),
    parties: { channelPartner: ownPartner, technician: technicianOfCaller, dealer: ownDealer },
  };
  app.decorate('ctx', ctx);
  app.decorate(
    'verifyToken',
    createTokenVerifier({
      pools: Object.values(pools),
      standing: identity.standing,
      localKeys: identity.keys?.verificationKey,
    }),
  );

  applySecurityHeaders(app, config);
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      allowedHeaders: ['authorization', 'content-type', ...AMPLIFY_HEADERS],
    });
  }
  await app.register(rateLimit, { global: false, errorResponseBuilder: tooManyRequests });
  // The OpenAPI document is always built (the route tests read it); its browser only when API_DOCS is on.
  await app.register(swagger, {
    openapi: {
      info: { title: 'Reloop back office API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.apiDocs) await app.register(swaggerUi, { routePrefix: API_DOCS_PATH });

  if (identity.routes) await app.register(identity.routes, { prefix: IDENTITY_PATH });
  await app.register(systemRoutes);
  await app.register(
    async (api) => {
      refuseControlCharacters(api, (field, message) => badRequest(message, { [field]: message }));
      await api.register(userRoutes);
      await api.register(accountRoutes);
      await api.register(outboxRoutes);
      await api.register(activityLogRoutes);
      await api.register(masterRoutes);
      await api.register(pincodeRoutes);
      await api.register(ifscRoutes);
      await api.register(fileRoutes);
      await api.register(channelPartnerRoutes);
      await api.register(technicianRoutes);
      await api.register(dealerRoutes);
      await api.register(customerRoutes);
      await api.register(deletionRequestRoutes, { requestRecords });
      await api.register(requestRoutes);
      await api.register(paymentRoutes);
      await api.register(rewardRoutes);
      await api.register(statisticsRoutes);
      await api.register(escalationRoutes);
      await api.register(ewasteDriveRoutes);
      await api.register(apkRoutes);
    },
    { prefix: '/api' },
  );

  await serveWebApp(app, config.webDist);
  return app;
}

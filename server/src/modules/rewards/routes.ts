import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rewardBalanceSchema } from '../../../../domain/customers/records';
import { CUSTOMER_MESSAGES } from '../../../../domain/customers/customer';
import { PARTY_ENTITY_TYPES } from '../../../../domain/partyEntities';
import { filterRequestSchema } from '../../../../domain/filters';
import { exportRequestSchema, XLSX_CONTENT_TYPE } from '../../../../domain/listExport';
import {
  ENCASHMENT_ID_TYPE,
  ENCASHMENT_MESSAGES,
  REWARD_MESSAGES,
  rewardEntrySchema,
  rewardFiltersDataSchema,
  rewardLedgerRowSchema,
  rewardMatrixRequestSchema,
  rewardMatrixSchema,
  type RewardHolderType,
} from '../../../../domain/rewards';
import { recordActivity } from '../../platform/activityLog';
import { currentUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { answerList, listSerializer, pagedSchema } from '../../platform/listEngine';
import { streamListExport } from '../../platform/listExport';
import { callerOf } from '../../platform/parties';
import { adminOnly, assertBalanceReadable, balanceReaders, ledgerReaders, scopedPartnerId } from './access';
import { holderByUserName } from './holders';
import { addEntry } from './ledger';
import { partnerScope, rewardFiltersData, rewardLedger, rewardMatrix } from './list';
import {
  balanceParamsSchema,
  balanceQuerySchema,
  errorSchema,
  messageSchema,
  rewardUserParamsSchema,
  security,
  tags,
} from './schemas';

const ENTITY_OF: Record<RewardHolderType, string> = {
  Customer: PARTY_ENTITY_TYPES.customer,
  Technician: PARTY_ENTITY_TYPES.technician,
  'Channel Partner': PARTY_ENTITY_TYPES.channelPartner,
};
const ACTIVITY_OF = {
  Encashment: activityText('rewardPointsEncashed'),
  Credit: activityText('rewardPointsCredited'),
  Debit: activityText('rewardPointsDebited'),
} as const;

/** A customer's user name is the mobile (+91 allowed, as on the card); other holders' as they are. */
function holderUserName(type: RewardHolderType, userName: string) {
  if (type !== 'Customer') return userName;
  const parsed = rewardUserParamsSchema.safeParse({ userName });
  if (!parsed.success) throw badRequest(CUSTOMER_MESSAGES.mobileInvalid, { userName: CUSTOMER_MESSAGES.mobileInvalid });
  return parsed.data.userName;
}

const holderNotFoundMessage = (type: RewardHolderType) =>
  type === 'Customer' ? CUSTOMER_MESSAGES.notFound : REWARD_MESSAGES.holderNotFound;
const holderNotFound = (type: RewardHolderType) => notFound(holderNotFoundMessage(type));
/**
 * An entry for a user name no holder of its type has: a 400 on `userName`, as an unknown referral code is, so a form
 * says it there.
 */
const unknownHolder = (type: RewardHolderType) =>
  badRequest(holderNotFoundMessage(type), { userName: holderNotFoundMessage(type) });

/**
 * The reward points ledger: balances, an admin's entries, the ledger
 * list with its export and filter choices, and the monthly matrix. Entries are only ever added: no route changes one.
 */
export async function rewardRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.ctx;
  const balance = { 200: rewardBalanceSchema, 400: errorSchema, 403: messageSchema, 404: messageSchema };

  app.get(
    '/rewards/:userName/balance',
    {
      onRequest: balanceReaders,
      schema: { tags, security, params: balanceParamsSchema, querystring: balanceQuerySchema, response: balance },
    },
    async (request) => {
      const type = request.query.holderType;
      const holder = await holderByUserName(db, type, holderUserName(type, request.params.userName));
      if (!holder) throw holderNotFound(type);
      assertBalanceReadable(await callerOf(request), holder);
      return { userName: holder.userName, balance: Number(holder.balance) };
    },
  );

  // The balance moves in one conditional statement with the entry's insert: two debits at once never overdraw.
  app.post(
    '/rewards',
    {
      onRequest: adminOnly,
      schema: { tags, security, body: rewardEntrySchema, response: { ...balance, 201: rewardBalanceSchema } },
    },
    async (request, reply) => {
      const entry = request.body;
      const user = currentUser(request);
      const userName = holderUserName(entry.holderType, entry.userName);
      const result = await db.transaction(async (tx) => {
        const holder = await holderByUserName(tx, entry.holderType, userName);
        if (!holder) throw unknownHolder(entry.holderType);
        const moved = await addEntry(tx, {
          holder,
          refId: entry.id,
          idType: entry.idType,
          description: entry.description,
          points: entry.points,
          createdBy: user.sub,
        });
        if (!moved) throw badRequest(ENCASHMENT_MESSAGES.overBalance, { points: ENCASHMENT_MESSAGES.overBalance });
        const remark =
          entry.idType === ENCASHMENT_ID_TYPE
            ? activityRemark('encashed', { points: -entry.points })
            : activityRemark('rewarded', { points: entry.points, description: entry.description });
        await recordActivity(tx, {
          entityId: holder.id,
          entityType: ENTITY_OF[holder.type],
          activity: ACTIVITY_OF[entry.idType],
          remark,
          by: user,
        });
        return { userName: moved.userName, balance: Number(moved.balance) };
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/rewards/getByPaginationAndFilter',
    {
      onRequest: ledgerReaders,
      serializerCompiler: listSerializer,
      schema: {
        tags,
        security,
        body: filterRequestSchema,
        response: { 200: pagedSchema(rewardLedgerRowSchema), 400: errorSchema, 403: messageSchema },
      },
    },
    async (request) =>
      answerList(database, rewardLedger, request.body, partnerScope(scopedPartnerId(await callerOf(request)))),
  );

  app.post(
    '/rewards/export',
    {
      onRequest: ledgerReaders,
      schema: {
        tags,
        security,
        body: exportRequestSchema,
        produces: [XLSX_CONTENT_TYPE],
        response: { 400: errorSchema, 403: messageSchema },
      },
    },
    async (request, reply) =>
      streamListExport(reply, database, rewardLedger, request.body, {
        scope: partnerScope(scopedPartnerId(await callerOf(request))),
      }),
  );

  app.get(
    '/rewards/filtersData',
    {
      onRequest: ledgerReaders,
      schema: { tags, security, response: { 200: rewardFiltersDataSchema, 403: messageSchema } },
    },
    async (request) => rewardFiltersData(database, scopedPartnerId(await callerOf(request))),
  );

  app.post(
    '/rewards/getRewardTransactionMatrix',
    {
      onRequest: ledgerReaders,
      schema: {
        tags,
        security,
        body: rewardMatrixRequestSchema,
        response: { 200: rewardMatrixSchema, 400: errorSchema, 403: messageSchema },
      },
    },
    async (request) => rewardMatrix(database, request.body, scopedPartnerId(await callerOf(request))),
  );
}

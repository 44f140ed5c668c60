import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText, type ActivityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Transaction } from '../../platform/db';
import type { Message } from '../../platform/notify';
import { callerOf, type Caller } from '../../platform/parties';
import type { Role } from '../../../../domain/roles';
import { requireRoles, type RouteGuard } from '../../platform/auth';
import { forbidden } from '../../platform/errors';
import { idParamsSchema, type OwnerWriteRule, type SectionResponses } from '../profileSections';
import { changeProfile, NOT_YOURS, type OnboardingHead, type OnboardingParty } from './party';
import { security } from './schemas';

/** An admin's decision on a profile: the record, the status it moves to, and why. */
export interface DecisionInput {
  id: string;
  status: string;
  remark: string;
}

/**
 * How a party's profile is reviewed, declared as data: who may submit it and what it must hold, and the admin's
 * decision (its body, the moves it allows, the messages it sends).
 */
export interface Review<Head extends OnboardingHead, Profile, Decision extends DecisionInput> {
  /** onRequest of the submit: an admin, or the side the profile belongs to. */
  submitGuard: RouteGuard;
  /** Who decides on a submitted profile. */
  deciders: Role[];
  /** Who may submit a profile in the state it is in. */
  submittable: OwnerWriteRule<Head>;
  /** Refuses a profile that misses what the review needs, naming what is missing. */
  assertReady: (profile: Profile) => void;
  /** The decision's method and body, as the API has them. */
  decision: { method: 'put' | 'patch'; body: z.ZodType<Decision> };
  /**
   * Refuses a move the current status does not allow, and answers the activity of an allowed one; it may write what the
   * decision carries besides status and remark (a contract).
   */
  decide: (tx: Transaction, caller: Caller, current: Head, decision: Decision) => Promise<ActivityText>;
  /** The messages the decision sends: they commit with it (the outbox). */
  messages: (tx: Transaction, current: Head, decision: Decision) => Promise<Message[]>;
  /** What follows once the decision has committed (a sign-in enabled on approval). */
  afterDecision?: (ctx: AppContext, decision: Decision) => Promise<void>;
}

/** Submit: a profile being filled or sent back, holding what the review needs, becomes Pending. */
export async function submitProfile<Head extends OnboardingHead, Profile, Decision extends DecisionInput>(
  db: AppContext['db'],
  caller: Caller,
  party: OnboardingParty<Head, Profile>,
  review: Review<Head, Profile, Decision>,
  id: string,
): Promise<Profile> {
  await party.owner.mayAct(db, caller, id);
  return changeProfile(
    db,
    caller,
    party,
    id,
    async (tx, head) => {
      review.assertReady((await party.records.read(tx, head.id))!);
      await tx.execute(sql`UPDATE ${sql.identifier(party.records.table)} SET status = 'Pending' WHERE id = ${head.id}`);
      return { activity: activityText('profileSubmitted'), remark: activityRemark('submittedForReview') };
    },
    review.submittable,
  );
}

/**
 * The admin's decision: the move checked by the party's rule, status and remark stored, the messages queued with it.
 */
export async function decideProfile<Head extends OnboardingHead, Profile, Decision extends DecisionInput>(
  ctx: AppContext,
  caller: Caller,
  party: OnboardingParty<Head, Profile>,
  review: Review<Head, Profile, Decision>,
  decision: Decision,
): Promise<Profile> {
  if (!caller.user.role || !review.deciders.includes(caller.user.role)) throw forbidden(NOT_YOURS);
  const profile = await changeProfile(
    ctx.db,
    caller,
    party,
    decision.id,
    async (tx, current) => {
      const activity = await review.decide(tx, caller, current, decision);
      await tx.execute(
        sql`UPDATE ${sql.identifier(party.records.table)} SET status = ${decision.status}, remark = ${decision.remark}
            WHERE id = ${current.id}`,
      );
      for (const message of await review.messages(tx, current, decision)) await ctx.notifier.enqueue(tx, message);
      return { activity, remark: decision.remark };
    },
    () => undefined,
  );
  await review.afterDecision?.(ctx, decision);
  return profile;
}

/** POST {path}/{id}/submit and the admin's {path}/status, for one party. */
export function reviewRoutes<Head extends OnboardingHead, Profile, Decision extends DecisionInput>(
  party: OnboardingParty<Head, Profile>,
  review: Review<Head, Profile, Decision>,
  responses: SectionResponses,
) {
  const { tags } = party;
  return async function reviewRoutesOf(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { ctx } = app;

    app.post(
      `${party.path}/:id/submit`,
      { onRequest: review.submitGuard, schema: { tags, security, params: idParamsSchema, response: responses } },
      async (request) => submitProfile(ctx.db, await callerOf(request), party, review, request.params.id) as never,
    );

    app.route({
      method: review.decision.method.toUpperCase() as 'PUT' | 'PATCH',
      url: `${party.path}/status`,
      onRequest: requireRoles(...review.deciders),
      schema: { tags, security, body: review.decision.body, response: responses },
      handler: async (request) =>
        decideProfile(ctx, await callerOf(request), party, review, request.body as Decision) as never,
    });
  };
}

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { RequestRecord } from '../../../../../domain/requests/records';
import type { AppContext } from '../../../context';
import type { Transaction } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import { sendOwedLinks } from '../../payments';
import { requestCaller } from '../caller';
import type { ChangedRequest } from './change';

/**
 * How a route runs a request's rule: in one transaction, whose commit also writes the messages the rule made to the
 * outbox (delivered after it); once committed, the payment links it replaced or owes are told to the gateway and the
 * customer (sendOwedLinks: failures are logged). Answers the request as changed.
 */
async function commitChange(
  ctx: Pick<AppContext, 'db' | 'config' | 'notifier'>,
  caller: Caller,
  log: FastifyBaseLogger,
  rule: (tx: Transaction, caller: Caller) => Promise<ChangedRequest>,
): Promise<RequestRecord> {
  const done = await ctx.db.transaction(async (tx) => {
    const changed = await rule(tx, caller);
    for (const message of changed.messages) await ctx.notifier.enqueue(tx, message);
    return changed;
  });
  await sendOwedLinks(ctx, done.owedLinks, log);
  return done.record;
}

/** A route's answer: the rule run for the route's caller on its parsed input, as commitChange runs it. */
export async function answerChange<Input>(
  ctx: Pick<AppContext, 'db' | 'config' | 'notifier'>,
  request: FastifyRequest,
  rule: (tx: Transaction, caller: Caller, input: Input) => Promise<ChangedRequest>,
  input: Input,
): Promise<RequestRecord> {
  return commitChange(ctx, await requestCaller(request), request.log, (tx, caller) => rule(tx, caller, input));
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RouteGuard } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { callerOf } from '../../platform/parties';
import { idParamsSchema, type SectionResponses } from '../profileSections';
import { existingProfile, readProfile, type OnboardingHead, type OnboardingParty } from './party';
import { security } from './schemas';

/** How a party's profile is read: by id (its path and guard) and, for a party that signs in, its own. */
interface ProfileReads {
  byId: { url: string; guard: RouteGuard };
  own?: { guard: RouteGuard };
  /** The answers, as the API documents them. */
  response: Record<number, z.ZodType>;
}

/** GET of one profile by id and, when declared, GET {path}/profile: the caller's own record, or 404. */
export function profileReadRoutes<Head extends OnboardingHead, Profile>(
  party: OnboardingParty<Head, Profile>,
  reads: ProfileReads,
) {
  const { tags } = party;
  return async function profileReadRoutesOf(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const { db } = app.ctx;
    const response = reads.response;

    if (reads.own)
      app.get(
        `${party.path}/profile`,
        { onRequest: reads.own.guard, schema: { tags, security, response } },
        async (request) => {
          const own = (await callerOf(request)).party;
          if (!own) throw notFound(party.records.notFound);
          return existingProfile(db, party, own.id) as never;
        },
      );

    app.get(
      reads.byId.url,
      { onRequest: reads.byId.guard, schema: { tags, security, params: idParamsSchema, response } },
      async (request) => readProfile(db, await callerOf(request), party, request.params.id) as never,
    );
  };
}

/** PATCH {path}/{id}/basicDetails: the party's body, saved by the party's own write. */
export function basicDetailsRoute<Head extends OnboardingHead, Profile, Body extends z.ZodType>(
  party: OnboardingParty<Head, Profile>,
  route: { guard: RouteGuard; body: Body; responses: SectionResponses },
  save: (request: FastifyRequest, id: string, body: z.output<Body>) => Promise<Profile>,
) {
  return (plugin: FastifyInstance) =>
    plugin.withTypeProvider<ZodTypeProvider>().patch(
      `${party.path}/:id/basicDetails`,
      {
        onRequest: route.guard,
        schema: { tags: party.tags, security, params: idParamsSchema, body: route.body, response: route.responses },
      },
      (request) => save(request, request.params.id, request.body as z.output<Body>) as never,
    );
}

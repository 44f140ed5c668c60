import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  technicianBasicDetailsSchema,
  technicianEmailParamsSchema,
  technicianMobileParamsSchema,
} from '../../../../domain/technicians/basicDetails';
import { ROLES } from '../../../../domain/roles';
import { callerOf } from '../../platform/parties';
import { basicDetailsRoute, profileReadRoutes } from '../onboarding';
import { adminOrOwningPartner, adminOrPartner, TECHNICIAN_PARTY, technicianReaders } from './access';
import { addTechnician, editBasicDetails } from './basicDetails';
import { technicianUserExists } from './identity';
import { technicianByEmail, technicianByMobile, type TechnicianHead } from './repository';
import { errorSchema, messageSchema, sectionResponses, security, tags } from './schemas';

const { 200: technicianAnswer, ...refusals } = sectionResponses;

/** The duplicate check's answer: whether a technician holds the value, and which one when the caller may know it. */
const existsSchema = z
  .object({ exists: z.boolean(), id: z.string().optional() })
  .describe('id: only for an admin, or the partner the technician belongs to');

/** The schema of a duplicate check by `params`. */
const duplicateCheck = <Params extends z.ZodType>(params: Params) => ({
  tags,
  security,
  params,
  response: { 200: existsSchema, 400: errorSchema, 403: messageSchema },
});

/**
 * What a duplicate check tells of the technician holding the value: an admin or its own partner learns the id, another
 * partner only that it is taken.
 */
async function existence(request: FastifyRequest, technician: TechnicianHead) {
  const caller = await callerOf(request);
  const mayKnow =
    caller.user.role === ROLES.admin ||
    (caller.user.role === ROLES.channelPartner && caller.party?.id === technician.channelPartnerId);
  return mayKnow ? { exists: true, id: technician.id } : { exists: true };
}

/** GET technician/{id}: an admin, the technician's own partner, the technician itself. */
export const technicianReadRoutes = profileReadRoutes(TECHNICIAN_PARTY, {
  byId: { url: '/technician/:id', guard: technicianReaders },
  response: sectionResponses,
});

const addSchema = {
  tags,
  security,
  body: technicianBasicDetailsSchema,
  response: { 201: technicianAnswer, ...refusals },
};

/** Adding a technician, the duplicate checks of the basic details dialog, and saving its basic details. */
export async function technicianProfileRoutes(plugin: FastifyInstance) {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  app.post('/technician', { onRequest: adminOrPartner, schema: addSchema }, async (request, reply) =>
    reply.status(201).send(await addTechnician(app.ctx, await callerOf(request), request.body)),
  );

  // The mobile is also taken when the technician pool holds it as a sign-in name without a technician.
  app.get(
    '/technician/mobile/:mobile',
    { onRequest: adminOrPartner, schema: duplicateCheck(technicianMobileParamsSchema) },
    async (request) => {
      const { mobile } = request.params;
      const technician = await technicianByMobile(db, mobile);
      if (technician) return existence(request, technician);
      return { exists: await technicianUserExists(app.ctx, mobile) };
    },
  );

  app.get(
    '/technician/email/:email',
    { onRequest: adminOrPartner, schema: duplicateCheck(technicianEmailParamsSchema) },
    async (request) => {
      const technician = await technicianByEmail(db, request.params.email);
      return technician ? existence(request, technician) : { exists: false };
    },
  );

  await basicDetailsRoute(
    TECHNICIAN_PARTY,
    { guard: adminOrOwningPartner, body: technicianBasicDetailsSchema, responses: sectionResponses },
    editBasicDetails,
  )(plugin);
}

import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { BASIC_DETAILS_MESSAGES, basicDetailsSchema } from '../../../../../domain/channelPartner/basicDetails';
import { badRequest } from '../../../platform/errors';
import { assertKnownPincode } from '../../profileSections';
import { callerOf } from '../../../platform/parties';
import { basicDetailsRoute } from '../../onboarding';
import { adminOrPartner, adminOrSelf, assertSelfOrAdmin, changePartner, PARTNER_PARTY } from '../access';
import { idParamsSchema, sectionResponses, security, tags } from '../schemas';

type BasicDetails = z.output<typeof basicDetailsSchema>;
const putSchema = basicDetailsSchema.extend({ id: idParamsSchema.shape.id });

/** Basic details: name and primary e-mail are locked; the office pincode and area must be in the pincode master. */
function saveBasicDetails(request: FastifyRequest, id: string, input: BasicDetails) {
  return changePartner(request, id, async (tx, partner) => {
    const locked: Record<string, string> = {};
    if (input.name !== partner.name) locked.name = BASIC_DETAILS_MESSAGES.locked;
    if (input.primaryEmail !== partner.primaryEmail) locked.primaryEmail = BASIC_DETAILS_MESSAGES.locked;
    if (Object.keys(locked).length > 0) throw badRequest(BASIC_DETAILS_MESSAGES.locked, locked);
    const { officeAddress: a, managementDetails: m } = input;
    await assertKnownPincode(tx, a, 'officeAddress.pincode');
    await tx.execute(sql`UPDATE channel_partners SET type_of_firm = ${input.typeOfFirm},
      primary_mobile = ${input.primaryMobile}, address_line1 = ${a.addressLine1}, address_line2 = ${a.addressLine2},
      landmark = ${a.landmark}, pincode = ${a.pincode}, area = ${a.area}, city = ${a.city}, state = ${a.state},
      manager_name = ${m.name}, manager_email = ${m.email}, manager_mobile = ${m.mobileNumber}
      WHERE id = ${id}`);
    return { activity: activityText('basicDetailsUpdated') };
  });
}

/** PATCH channel-partner/{id}/basicDetails (the profile photo is a shared section: profileSections/profileImage.ts). */
const patchBasicDetails = basicDetailsRoute(
  PARTNER_PARTY,
  { guard: adminOrSelf, body: basicDetailsSchema, responses: sectionResponses },
  saveBasicDetails,
);

/** PATCH channel-partner/{id}/basicDetails and PUT channel-partner. */
export async function basicDetailsRoutes(plugin: FastifyInstance) {
  await patchBasicDetails(plugin);
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  // The id travels in the body: its owner is checked on the parsed body, still before the body is validated.
  app.put(
    '/channel-partner',
    {
      onRequest: adminOrPartner,
      preValidation: async (request) => assertSelfOrAdmin(await callerOf(request), bodyId(request.body)),
      schema: { tags, security, body: putSchema, response: sectionResponses },
    },
    async (request) => {
      const { id, ...details } = request.body;
      return saveBasicDetails(request, id, details);
    },
  );
}

/** The body's `id` when it is text; anything else is no partner's id (the schema then refuses it). */
function bodyId(body: unknown): string {
  const id = (body as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'string' ? id : '';
}

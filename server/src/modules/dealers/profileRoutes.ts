import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { dealerBasicDetailsBodySchema } from '../../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../../domain/dealers/messages';
import { PROFILE_PHOTO_MIME_TYPES } from '../../../../domain/files';
import { registerErrorHandler } from '../../platform/errors';
import { hasRow } from '../../platform/db';
import { basicDetailsRoute, profileReadRoutes } from '../onboarding';
import { DEALER_SECTION_TABLES, documentRoutes, ownerFile, type SectionOwner } from '../profileSections';
import { adminOnly, adminOrSelf, changeDealer, DEALER_PARTY, dealerOnly } from './access';
import { assertDetailsAllowed, DETAIL_COLUMNS, detailValues } from './add';
import { DEALER_ENTITY } from './invitee';
import type { DealerHead } from './repository';
import { basicDetailsBodySchema, dealerResponses, dealerSchema, messageSchema, tags } from './schemas';

/**
 * The dealer as the shared document routes (profileSections/documents.ts) take it: PATCH/DELETE dealer/{id}/document.
 */
const DEALER_DOCUMENTS: SectionOwner<DealerHead, unknown> = {
  tables: DEALER_SECTION_TABLES,
  path: '/dealer',
  entityType: DEALER_ENTITY,
  guard: adminOrSelf,
  adminOnly,
  change: changeDealer,
  responses: dealerResponses,
  tags,
};

/** GET dealer/profile (the dealer's own) and GET dealer/getById/{id} (an admin any, a dealer its own). */
export const dealerReadRoutes = profileReadRoutes(DEALER_PARTY, {
  byId: { url: '/dealer/getById/:id', guard: adminOrSelf },
  own: { guard: dealerOnly },
  response: { 200: dealerSchema, 404: messageSchema },
});

/**
 * PATCH dealer/{id}/basicDetails: the details (pincode in the directory, partner Active, mobile unique), or only the
 * photo.
 */
function saveBasicDetails(request: FastifyRequest, id: string, input: z.output<typeof dealerBasicDetailsBodySchema>) {
  return changeDealer(request, id, async (tx, dealer) => {
    if ('profileImage' in input) {
      const photo = await ownerFile(
        tx,
        DEALER_ENTITY,
        dealer.id,
        input.profileImage,
        'profileImage',
        PROFILE_PHOTO_MIME_TYPES,
      );
      const before = await hasRow(tx, sql`SELECT 1 FROM dealers WHERE id = ${dealer.id} AND profile_image IS NOT NULL`);
      await tx.execute(sql`UPDATE dealers SET profile_image = ${JSON.stringify(photo)}::jsonb WHERE id = ${dealer.id}`);
      return { activity: before ? activityText('photoUpdated') : activityText('photoUploaded'), remark: photo.name };
    }
    await assertDetailsAllowed(tx, input, dealer.id);
    await tx.execute(sql`UPDATE dealers SET (${DETAIL_COLUMNS}) = (${detailValues(input)}) WHERE id = ${dealer.id}`);
    return { activity: activityText('basicDetailsUpdated') };
  });
}

/**
 * The dealer's profile writes: basic details (also {profileImage}) and documents. In their own context, so an
 * unexpected failure answers 'Something went wrong. Please try again later.' (DEALER_MESSAGES.failed).
 */
export async function dealerProfileWriteRoutes(plugin: FastifyInstance) {
  registerErrorHandler(plugin, DEALER_MESSAGES.failed);
  const app = plugin.withTypeProvider<ZodTypeProvider>();

  await basicDetailsRoute(
    DEALER_PARTY,
    { guard: adminOrSelf, body: basicDetailsBodySchema, responses: dealerResponses },
    saveBasicDetails,
  )(plugin);

  await app.register(documentRoutes(DEALER_DOCUMENTS));
}

import { z } from 'zod';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { profileImageSchema } from '../../../../domain/channelPartner/basicDetails';
import { PROFILE_PHOTO_MIME_TYPES } from '../../../../domain/files';
import { rowOf } from '../../platform/db';
import { ownerFile } from './files';
import { sectionWrite } from './options';
import type { OwnerHead, SectionOwner } from './owner';
import { idParamsSchema } from './schemas';

const hadImageRow = z.object({ had: z.boolean() });

/** PATCH <owner>/{id}/profileImage {name, type, key}: a png or jpeg uploaded for this owner. */
export const profileImageRoutes = <Head extends OwnerHead, Profile>(owner: SectionOwner<Head, Profile>) =>
  async function profileImage(plugin: FastifyInstance) {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const table = sql.raw(owner.tables.ownerTable);

    app.patch(
      `${owner.path}/:id/profileImage`,
      sectionWrite(owner, { params: idParamsSchema, body: profileImageSchema }),
      (request) =>
        owner.change(request, request.params.id, async (tx, profile) => {
          const photo = await ownerFile(
            tx,
            owner.entityType,
            profile.id,
            request.body,
            'key',
            PROFILE_PHOTO_MIME_TYPES,
          );
          const before = await rowOf(
            tx,
            hadImageRow,
            sql`SELECT profile_image IS NOT NULL AS had FROM ${table} WHERE id = ${profile.id}`,
          );
          await tx.execute(
            sql`UPDATE ${table} SET profile_image = ${JSON.stringify(photo)}::jsonb WHERE id = ${profile.id}`,
          );
          return {
            activity: before?.had ? activityText('photoUpdated') : activityText('photoUploaded'),
            remark: photo.name,
          };
        }),
    );
  };

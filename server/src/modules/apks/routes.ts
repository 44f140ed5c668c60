import { security } from '../../platform/routeSchemas';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  APK_MESSAGES,
  APK_PATHS,
  APK_PREFIX,
  APK_TYPE,
  apkUploadFieldsSchema,
  DEFAULT_APK_SIZE_LIMIT_MB,
} from '../../../../domain/apks/schemas';
import { apkBuilds } from '../../db/schema';
import { currentUser, requireRoles } from '../../platform/auth';
import { badRequest, conflict, databaseErrorCode, fieldErrors } from '../../platform/errors';
import { acceptMultipart, readMultipart } from '../../platform/multipart';
import { ROLES } from '../../../../domain/roles';
import { isAndroidPackage } from './androidPackage';
import { apkBuildOf } from './builds';

const tags = ['files'];
const adminOnly = requireRoles(ROLES.admin);

/**
 * The store key of a build: the app and version in the name a phone shows when it downloads it, kept unique by a short
 * id.
 */
const keyOf = (appName: string, version: string) =>
  `${APK_PREFIX}reloop-${appName.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${version}-${randomUUID().slice(0, 8)}.apk`;

/**
 * POST master/s3files/apk (ours, README "App downloads"): an admin uploads a mobile app build. Its own route, not
 * master/s3files/upload, because a build is up to 200 MB (the document uploads stop at 5 MB, and multipart limits are
 * set per plugin), carries an app name and version, and is checked as an Android package rather than a document.
 */
export async function apkRoutes(app: FastifyInstance) {
  const { db, files, config, identity } = app.ctx;
  const limitMb = config.files.apkSizeLimitMb ?? DEFAULT_APK_SIZE_LIMIT_MB;
  const limits = { fileBytes: Math.floor(limitMb * 1024 * 1024), files: 1, fields: 4 };
  const messages = {
    required: APK_MESSAGES.fileRequired,
    tooLarge: APK_MESSAGES.tooLarge(limitMb),
    tooManyFiles: APK_MESSAGES.fileRequired,
  };
  await acceptMultipart(app, limits);

  app.post(
    `/${APK_PATHS.upload}`,
    { onRequest: adminOnly, schema: { tags, security, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const form = await readMultipart(request, limits, messages);
      const parsed = apkUploadFieldsSchema.safeParse(form.fields);
      if (!parsed.success) {
        const errors = fieldErrors(parsed.error.issues);
        throw badRequest(Object.values(errors)[0], errors);
      }
      const file = form.files.find((part) => part.field === 'file' && part.bytes.length > 0);
      if (!file) throw badRequest(APK_MESSAGES.fileRequired, { file: APK_MESSAGES.fileRequired });
      if (!isAndroidPackage(file.bytes)) throw badRequest(APK_MESSAGES.notApk, { file: APK_MESSAGES.notApk });
      const user = currentUser(request);
      const { appName, version } = parsed.data;
      const key = keyOf(appName, version);
      await files.put(key, file.bytes, APK_TYPE);
      try {
        const uploader = await identity.getUser(user.pool, user.username);
        const [row] = await db
          .insert(apkBuilds)
          .values({
            key,
            appName,
            version,
            fileName: file.name.slice(-255) || key.slice(APK_PREFIX.length),
            size: file.bytes.length,
            uploadedBy: user.sub,
            uploadedByName: uploader?.attributes?.name ?? user.username,
          })
          .returning();
        return reply.status(201).send(apkBuildOf(row));
      } catch (error) {
        await files.delete(key).catch(() => undefined);
        if (databaseErrorCode(error) === '23505')
          throw conflict(APK_MESSAGES.duplicate, { version: APK_MESSAGES.duplicate });
        throw error;
      }
    },
  );
}

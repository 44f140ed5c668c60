import { security } from '../../platform/routeSchemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FILE_MESSAGES, FILE_PATHS, uploadFieldsSchema, type UploadFields } from '../../../../domain/files';
import { storedFiles } from '../../db/schema';
import { currentUser, requireRoles } from '../../platform/auth';
import { badRequest, fieldErrors, forbidden, notFound } from '../../platform/errors';
import { canReadFile, canUploadFile, isSafeKey, saveUpload, saveUploads } from '../../platform/files';
import { APK_PREFIX, APK_TYPE } from '../../../../domain/apks/constants';
import { listApkBuilds } from '../apks';
import { acceptFileUploads, readUploadForm, type UploadForm } from './multipart';
import { missingUploadTarget, ownedEntityIds } from './owners';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

const signedIn = requireRoles();
const tags = ['files'];
const NOT_ALLOWED = 'You are not allowed to do this';
const ONE_FILE = SERVER_MESSAGES.oneFile;

const downloadParamsSchema = z.object({ '*': z.string().min(1, FILE_MESSAGES.notFound) });

/** `inline; filename=...` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Upload, download and the Android app list of the file store. */
export async function fileRoutes(plugin: FastifyInstance) {
  const { db, identity, files, config } = plugin.ctx;
  const sizeLimitMb = config.files.sizeLimitMb;
  const ownerOf = ownedEntityIds(db, identity);
  const missingTarget = missingUploadTarget(db);
  await acceptFileUploads(plugin, sizeLimitMb);

  /** The multipart form, its fields validated and the user's right to upload for that entity checked. */
  async function authorisedForm(request: FastifyRequest): Promise<{ form: UploadForm; target: UploadFields }> {
    const form = await readUploadForm(request, sizeLimitMb);
    const parsed = uploadFieldsSchema.safeParse(form.fields);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error.issues);
      throw badRequest(Object.values(errors)[0], errors);
    }
    if (
      !(await canUploadFile(
        currentUser(request),
        { entityType: parsed.data.entityType, entityId: parsed.data.id },
        ownerOf,
      ))
    )
      throw forbidden(NOT_ALLOWED);
    const missing = await missingTarget(parsed.data.entityType, parsed.data.id);
    if (missing) throw badRequest(missing, { id: missing });
    if (form.files.length === 0) throw badRequest(FILE_MESSAGES.required, { file: FILE_MESSAGES.required });
    return { form, target: parsed.data };
  }

  plugin.post(
    `/${FILE_PATHS.upload}`,
    { onRequest: signedIn, schema: { tags, security, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const { form, target } = await authorisedForm(request);
      if (form.files.length > 1) throw badRequest(ONE_FILE, { file: ONE_FILE });
      const [file] = form.files;
      const uploaded = await saveUpload(
        { db, files, config },
        { entityType: target.entityType, entityId: target.id, ...file, uploadedBy: currentUser(request).sub },
      );
      return reply.status(201).send(uploaded);
    },
  );

  plugin.post(
    `/${FILE_PATHS.uploadDocuments}`,
    { onRequest: signedIn, schema: { tags, security, consumes: ['multipart/form-data'] } },
    async (request, reply) => {
      const { form, target } = await authorisedForm(request);
      const uploaded = await saveUploads({ db, files, config }, form.files, {
        entityType: target.entityType,
        entityId: target.id,
        uploadedBy: currentUser(request).sub,
      });
      return reply.status(201).send(uploaded);
    },
  );

  plugin
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/master/s3files/download/*',
      { onRequest: signedIn, schema: { tags, security, params: downloadParamsSchema } },
      async (request, reply) => {
        const key = request.params['*'];
        if (!isSafeKey(key)) throw notFound(FILE_MESSAGES.notFound);
        if (key.startsWith(APK_PREFIX)) return sendStored(reply, key, key.slice(APK_PREFIX.length), APK_TYPE);
        const [row] = await db.select().from(storedFiles).where(eq(storedFiles.key, key)).limit(1);
        if (!row) throw notFound(FILE_MESSAGES.notFound);
        if (!(await canReadFile(currentUser(request), row, ownerOf))) throw forbidden(NOT_ALLOWED);
        return sendStored(reply, key, row.name, row.mimeType);
      },
    );

  plugin.get(`/${FILE_PATHS.apkList}`, { onRequest: signedIn, schema: { tags, security } }, async () =>
    listApkBuilds(db, files),
  );

  async function sendStored(reply: FastifyReply, key: string, name: string, type: string) {
    const stored = await files.get(key);
    if (!stored) throw notFound(FILE_MESSAGES.notFound);
    reply
      .header('content-type', type)
      .header('content-disposition', contentDisposition(name))
      .header('x-content-type-options', 'nosniff')
      // Keys are never reused, so a browser may keep what it read; 'private' keeps shared caches out.
      .header('cache-control', 'private, max-age=86400, immutable');
    if (stored.size !== undefined) reply.header('content-length', stored.size);
    return reply.send(stored.body);
  }
}
